import { lazy, Suspense, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { InvitationLink } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { hasStoredToken } from '../../api/storage';
import { AcceptInvitationPage } from '../../features/invitations/accept-page';
import { LanguageSwitch } from '../layout/language-switch';
import { PATHS } from '../paths';

const corner = css({ position: 'absolute', insetBlockStart: '4', insetInlineEnd: '4' });
const AppToaster = lazy(async () => ({ default: (await import('../../ui/toast')).AppToaster }));

function readLink(params: URLSearchParams): InvitationLink | null {
  const adminInvitationId = params.get('adminInvitationId')?.trim();
  const token = params.get('token')?.trim();
  return adminInvitationId && token ? { adminInvitationId, token } : null;
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

/** The e-mailed link: reachable signed in or not. */
export function AcceptInvitationRoute() {
  const navigate = useNavigate();
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
        onJoined={async () => {
          await enterApp();
          navigate(PATHS.home, { replace: true });
        }}
      />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}

export { texts } from '../../features/invitations/texts';
