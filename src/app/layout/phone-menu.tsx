import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { lazyPart } from '../../ui/lazy-part';
import type { SidebarProps } from './sidebar';

const PhoneDrawer = lazyPart(async () => (await import('./phone-drawer')).PhoneDrawer);

const trigger = css({ display: { base: 'inline-flex', md: 'none' }, marginInlineEnd: 'auto' });

/**
 * Where the drawer gives way to the wide screen's sidebar: Panda's md breakpoint, written out
 * because `token()` would bring Panda's whole token table (5 kB gzip) into every screen; a test
 * holds it equal to the token.
 */
export const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The sidebar on a phone: a drawer (Ark UI's dialog, src/app/layout/phone-drawer.tsx) behind the
 * top bar's menu button; focus moves in and is trapped, Escape or a click outside closes it,
 * focus returns to the button. The drawer's code loads the first time the button is pressed.
 */
export function PhoneMenu(props: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open on the screen it was opened on: choosing a screen closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  useEffect(() => {
    if (!open) return;
    // Widening the window brings the sidebar back, so the drawer has nothing left to do.
    const wide = window.matchMedia(WIDE_SCREEN);
    const close = () => wide.matches && setOpenAt(null);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);

  const menuButton = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        ref={menuButton}
        type="button"
        className={cx(button({ variant: 'ghost' }), trigger)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpenAt(pathname);
        }}
      >
        <Menu size={18} aria-hidden="true" />
        {t('common.menu')}
      </button>
      {opened && (
        <PhoneDrawer
          {...props}
          open={open}
          onOpenChange={(next) => setOpenAt(next ? pathname : null)}
          returnFocusTo={() => menuButton.current}
        />
      )}
    </>
  );
}
