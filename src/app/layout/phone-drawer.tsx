import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ArkLocale } from '../../ui/ark-locale';
import { css } from '../../../styled-system/css';
import { SidebarBody, type SidebarProps } from './sidebar';

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

export interface PhoneDrawerProps extends SidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which takes the focus back when the drawer closes. */
  returnFocusTo: () => HTMLElement | null;
}

/** The phone's sidebar drawer behind `PhoneMenu`'s button: Ark UI's dialog at the inline start. */
export function PhoneDrawer({ open, onOpenChange, returnFocusTo, ...props }: PhoneDrawerProps) {
  const { t } = useTranslation();
  return (
    <ArkLocale>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        finalFocusEl={returnFocusTo}
        lazyMount
        unmountOnExit
      >
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
    </ArkLocale>
  );
}
