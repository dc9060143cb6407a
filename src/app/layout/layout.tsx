import { useSelector } from '@xstate/react';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { logout } from '../../api/auth';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { useAppActors, useOrgSwitchActor } from '../actors/actors-context';
import { AccessPendingModal } from './access-pending-modal';
import { LanguageSwitch } from './language-switch';
import { Sidebar, SIDEBAR_ID } from './sidebar';

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
const menuButton = css({ display: { base: 'inline-flex', md: 'none' }, marginInlineEnd: 'auto' });
const backdrop = css({
  display: { base: 'block', md: 'none' },
  position: 'fixed',
  inset: '0',
  zIndex: 30,
  bg: 'blackAlpha.400',
});

/**
 * The authenticated shell: a spinner while the system loader is on, nothing when signed out,
 * otherwise the sidebar (not for an initial account) and the screen.
 */
export function Layout() {
  const { t } = useTranslation();
  const { session, confirmation } = useAppActors();
  const orgSwitch = useOrgSwitchActor();
  const loading = useSelector(session, (s) => s.hasTag('systemLoader'));
  const authenticated = useSelector(session, (s) => s.matches('authenticated'));
  const { orgs, activeOrg, initialAccount } = useSelector(session, (s) => s.context);
  const { pathname } = useLocation();
  // The phone's menu is open on the screen it was opened on: choosing a screen closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (loading) return <Spinner />;
  if (!authenticated) return null;

  const signOut = () => {
    // The server forgets the session when it can; the console signs out either way.
    logout().catch(() => undefined);
    session.send({ type: 'LOGOUT' });
  };

  return (
    <div className={shell}>
      {!initialAccount && (
        <Sidebar orgs={orgs} activeOrg={activeOrg} orgSwitch={orgSwitch} open={menuOpen} />
      )}
      {menuOpen && <div className={backdrop} onClick={() => setMenuOpen(false)} aria-hidden />}
      <div className={main}>
        <header className={topBar}>
          {!initialAccount && (
            <button
              type="button"
              className={cx(button({ variant: 'ghost' }), menuButton)}
              aria-expanded={menuOpen}
              aria-controls={SIDEBAR_ID}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <Menu size={18} aria-hidden="true" />
              {t('common.menu')}
            </button>
          )}
          <LanguageSwitch />
          <button type="button" className={button({ variant: 'ghost' })} onClick={signOut}>
            <LogOut size={16} aria-hidden="true" />
            {t('common.signOut')}
          </button>
        </header>
        <main className={content}>
          <Outlet />
        </main>
      </div>
      <AccessPendingModal session={session} />
      <ConfirmDialog actor={confirmation} />
    </div>
  );
}
