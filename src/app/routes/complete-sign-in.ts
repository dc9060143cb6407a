import { fetchSignedInUser, storeSignedIn } from '../../api/accounts';

/**
 * Signs in with the access token a verified code gave (sign-up, or an unverified login): the user
 * record (the join flow reads its id), then the session actor.
 */
export async function completeSignIn(accessToken: string): Promise<void> {
  try {
    storeSignedIn(await fetchSignedInUser(accessToken));
  } catch {
    // The dashboard fetches the user again; the sign-in stands without the stored copy.
  }
  const { getAppActors } = await import('../actors/app-instance');
  getAppActors().session.send({ type: 'LOGGED_IN' });
}
