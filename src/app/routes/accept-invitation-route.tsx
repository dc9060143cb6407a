import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { splitLink } from '../../../contract/invitation-constants';
import type { InvitationLink } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { logout } from '../../api/auth';
import { withNext } from '../../api/login-path';
import { clearSessionStorage, hasStoredToken } from '../../api/storage';
import { AcceptInvitationPage } from '../../features/invitations/accept-page';
import { LanguageSwitch } from '../layout/language-switch';
import { AppToaster } from '../../ui/toast';
import { PATHS } from '../paths';

const corner = css({ position: 'absolute', insetBlockStart: '4', insetInlineEnd: '4' });

/** The link's one value (`<id>.<token>`), or an older link's two parameters; null without a secret. */
function readLink(params: URLSearchParams): InvitationLink | null {
  const adminInvitationId = params.get('adminInvitationId')?.trim();
  const token = params.get('token')?.trim() || undefined;
  if (!adminInvitationId) return null;
  const link = token ? { adminInvitationId, token } : { adminInvitationId };
  return splitLink(link) ? link : null;
}

/**
 * Takes the invitee in the way a login does: a signed-out session hears LOGGED_IN (the token is
 * stored), a signed-in one reloads its memberships, so the new organisation shows and is active.
 */
async function enterApp(): Promise<void> {
  const { getAppActors } = await import('../actors/app-instance');
  const { session } = getAppActors();
  const snapshot = session.getSnapshot();
  if (snapshot.matches('unauthenticated')) session.send({ type: 'LOGGED_IN' });
  else if (snapshot.matches({ authenticated: 'ready' }))
    session.send({ type: 'RELOAD_MEMBERSHIPS' });
}

/**
 * Signed in as someone other than the invitee: that session ends (on the server when it can), so
 * the login shows and the invited address can sign in.
 */
async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  const { existingAppActors } = await import('../actors/app-instance');
  const session = existingAppActors()?.session;
  if (session?.getSnapshot().matches('authenticated')) session.send({ type: 'LOGOUT' });
  clearSessionStorage();
}

/** The e-mailed link: reachable signed in or not; a sign-in on the login comes back to it. */
export function AcceptInvitationRoute() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInPath = withNext(PATHS.login, pathname + search);
  const [params] = useSearchParams();
  const adminInvitationId = params.get('adminInvitationId');
  const token = params.get('token');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const link = useMemo(() => readLink(params), [adminInvitationId, token]);
  return (
    <>
      <div className={corner}>
        <LanguageSwitch />
      </div>
      <AcceptInvitationPage
        link={link}
        signedIn={hasStoredToken()}
        signInPath={signInPath}
        onSwitchAccount={() => void signOut().then(() => navigate(signInPath))}
        onJoined={async () => {
          await enterApp();
          navigate(PATHS.home, { replace: true });
        }}
      />
      <AppToaster />
    </>
  );
}

export { texts } from '../../features/invitations/texts';
