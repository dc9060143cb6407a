import type { CodeChallenge, SignupBody } from '../../contract/accounts';
import type { SessionUser } from '../../contract/auth';
import { STORAGE_KEYS } from '../../contract/constants';
import { USERS_PATHS } from '../../contract/paths';
import { currentLanguage } from '../i18n/i18n';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

// Types only from the contract: its zod schemas would weigh on the guest routes' chunk.
export type SignupResult = CodeChallenge & { token: string };
export type ResetRequestResult = CodeChallenge & { tempToken: string };

export function storeTempToken(tempToken: string): void {
  localStorage.setItem(STORAGE_KEYS.tempToken, tempToken);
}

export function readTempToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.tempToken);
}

/** Verification stores the access token (SPEC section 4); the temporary token is spent. */
export function storeVerifiedToken(accessToken: string): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.removeItem(STORAGE_KEYS.tempToken);
}

/** After sign-up the user is signed in: the flag and the user (the join flow reads its id). */
export function storeSignedIn(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** The code e-mail goes out in the page's language. */
export async function signup(body: Omit<SignupBody, 'language'>): Promise<SignupResult> {
  const json: SignupBody = { ...body, language: currentLanguage() };
  const { data } = await send<Envelope<SignupResult>>(usersApi.post(USERS_PATHS.signup, { json }));
  return data;
}

export async function requestReset(email: string): Promise<ResetRequestResult> {
  const { data } = await send<Envelope<ResetRequestResult>>(
    usersApi.post(USERS_PATHS.requestResetPassword, {
      json: { email, language: currentLanguage() },
    }),
  );
  return data;
}

/** A new sign-up code for an account the login refused as unverified (same answer for anyone). */
export async function requestVerification(email: string): Promise<ResetRequestResult> {
  const { data } = await send<Envelope<ResetRequestResult>>(
    usersApi.post(USERS_PATHS.requestVerification, {
      json: { email, language: currentLanguage() },
    }),
  );
  return data;
}

export async function resendCode(tempToken: string): Promise<CodeChallenge> {
  const { data } = await send<Envelope<CodeChallenge>>(
    usersApi.post(USERS_PATHS.resendCode, { json: { tempToken } }),
  );
  return data;
}

export async function verifyToken(tempToken: string, code: string): Promise<string> {
  const { data } = await send<Envelope<{ accessToken: string }>>(
    usersApi.post(USERS_PATHS.verifyToken, { json: { tempToken, code } }),
  );
  return data.accessToken;
}

/** With the access token from verify-token as bearer. */
export async function resetPassword(password: string, accessToken: string): Promise<string> {
  const body = await send<Envelope<unknown> | null>(
    usersApi.post(USERS_PATHS.resetPassword, {
      json: { password },
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  );
  return body?.message ?? '';
}

export async function fetchSignedInUser(accessToken: string): Promise<SessionUser> {
  const { data } = await send<Envelope<SessionUser>>(
    usersApi.get(USERS_PATHS.me, { headers: { Authorization: `Bearer ${accessToken}` } }),
  );
  return data;
}

/** `PUT v1/users/admin/joinGroup/{userId}`; resolves with the server's message. */
export async function joinGroup(userId: string, code: string): Promise<string> {
  const body = await send<Envelope<unknown> | null>(
    usersApi.put(USERS_PATHS.joinGroup(userId), { json: { code } }),
  );
  return body?.message ?? '';
}
