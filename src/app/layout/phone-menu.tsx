import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { SidebarBody, type SidebarProps } from './sidebar';

const trigger = css({ display: { base: 'inline-flex', md: 'none' }, marginInlineEnd: 'auto' });
const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'rgba(15, 23, 42, 0.45)',
  zIndex: 'overlay',
});
// Along the inline start, where the wide screen's sidebar stands: the left in English, the right
// in Arabic.
const positioner = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineStart: '0',
  display: 'flex',
  zIndex: 'modal',
});
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(16rem, 85vw)',
  blockSize: '100dvh',
  bg: 'white',
  boxShadow: 'xl',
  _focusVisible: { outline: 'none' },
});
const heading = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexShrink: 0,
  height: '16',
  paddingInlineStart: '5',
  paddingInlineEnd: '2',
  fontWeight: 'bold',
  color: 'brand.700',
});
const closeButton = css({
  display: 'inline-flex',
  padding: '2',
  borderRadius: 'md',
  color: 'gray.600',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

/**
 * Where the drawer gives way to the wide screen's sidebar: Panda's md breakpoint, written out
 * because `token()` would bring Panda's whole token table (5 kB gzip) into every screen; a test
 * holds it equal to the token.
 */
export const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The sidebar on a phone: a drawer (Ark UI's dialog) behind the top bar's menu button; focus
 * moves in and is trapped, Escape or a click outside closes it, focus returns to the button.
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

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpenAt(details.open ? pathname : null)}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className={cx(button({ variant: 'ghost' }), trigger)}>
        <Menu size={18} aria-hidden="true" />
        {t('common.menu')}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={panel} data-testid="sidebar-drawer">
            <div className={heading}>
              <Dialog.Title>{t('app.name')}</Dialog.Title>
              <Dialog.CloseTrigger className={closeButton} aria-label={t('common.close')}>
                <X size={18} aria-hidden="true" />
              </Dialog.CloseTrigger>
            </div>
            <SidebarBody {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
