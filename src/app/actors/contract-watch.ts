import type { ActorImplementations, SessionActor } from './app-actors';

/** The active organisation's standing as the session knows it (`none` without one). */
const knownStanding = (session: SessionActor): string =>
  session.getSnapshot().context.activeOrg?.group.contract.standing ?? 'none';

/**
 * Keeps the session's contract true while the console is open: when an answer names another
 * standing than the session holds (the admin paused, canceled or reactivated the contract in
 * the meantime), and whenever the person comes back to the tab, the memberships are read again
 * and the session told (CONTRACT_CHANGED): the banner, the buttons and the access dialog
 * follow without a reload. One reading at a time. Returns the unsubscribe.
 */
export function watchContract(session: SessionActor, impl: ActorImplementations): () => void {
  let reading = false;
  const refresh = async () => {
    if (reading || !session.getSnapshot().matches({ authenticated: 'ready' })) return;
    reading = true;
    try {
      session.send({ type: 'CONTRACT_CHANGED', orgs: await impl.loadMemberships() });
    } catch {
      // The next answer or focus tries again; a failed read changes nothing shown.
    } finally {
      reading = false;
    }
  };
  const stops = [
    impl.onContractStanding?.((standing) => {
      if (standing !== knownStanding(session)) void refresh();
    }),
    impl.onFocus?.(() => void refresh()),
  ];
  return () => stops.forEach((stop) => stop?.());
}
