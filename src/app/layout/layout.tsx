import { useSelector } from '@xstate/react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { logout } from '../../api/auth';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { ViewingAsProvider } from '../../ui/viewing-as';
import { useAppActors, useOrgSwitchActor } from '../actors/actors-context';
import { AccessPendingModal } from './access-pending-modal';
import { ContractBanner } from './contract-banner';
import { LanguageSwitch } from './language-switch';
import { PhoneMenu } from './phone-menu';
import { Sidebar } from './sidebar';
import { ViewAsBanner } from './view-as-banner';
import { useActiveOrg, useOrgs } from '../actors/active-org';

const shell = css({ display: 'flex', minHeight: '100vh' });
const main = css({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
const topBar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '2',
  height: '16',
  paddingInline: { base: '3', md: '6' },
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
  bg: 'white',
});
const content = css({ flex: 1, padding: { base: '3', md: '6' }, minWidth: 0 });

/**
 * The authenticated shell: a spinner while the system loader is on, nothing when signed out,
 * otherwise the sidebar (not for an initial account) and the screen.
 */
export function Layout() {
  const { t } = useTranslation();
  const { session, confirmation, viewAs } = useAppActors();
  const orgSwitch = useOrgSwitchActor();
  const loading = useSelector(session, (s) => s.hasTag('systemLoader'));
  const authenticated = useSelector(session, (s) => s.matches('authenticated'));
  const initialAccount = useSelector(session, (s) => s.context.initialAccount);
  const orgs = useOrgs();
  const activeOrg = useActiveOrg();
  const viewingAs = useSelector(viewAs, (s) => s.context.preview?.name ?? null);

  if (loading) return <Spinner />;
  if (!authenticated) return null;

  const signOut = () => {
    // The server forgets the session when it can; the console signs out either way.
    logout().catch(() => undefined);
    session.send({ type: 'LOGOUT' });
  };

  return (
    <ViewingAsProvider value={viewingAs}>
      <div className={shell}>
        {!initialAccount && <Sidebar orgs={orgs} activeOrg={activeOrg} orgSwitch={orgSwitch} />}
        <div className={main}>
          <header className={topBar}>
            {!initialAccount && (
              <PhoneMenu orgs={orgs} activeOrg={activeOrg} orgSwitch={orgSwitch} />
            )}
            <LanguageSwitch />
            <button type="button" className={button({ variant: 'ghost' })} onClick={signOut}>
              <LogOut size={16} aria-hidden="true" />
              {t('common.signOut')}
            </button>
          </header>
          <main className={content}>
            <ViewAsBanner actor={viewAs} />
            <ContractBanner org={activeOrg} />
            <Outlet />
          </main>
        </div>
        <AccessPendingModal session={session} />
        <ConfirmDialog actor={confirmation} />
      </div>
    </ViewingAsProvider>
  );
}
