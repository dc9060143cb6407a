import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArkLocale } from '../../ui/ark-locale';
import { css } from '../../../styled-system/css';

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'rgba(15, 23, 42, 0.35)',
  zIndex: 'overlay',
});
// A panel along the inline end: the right in English, the left in Arabic.
const positioner = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineEnd: '0',
  display: 'flex',
  zIndex: 'modal',
});
const panel = css({
  bg: 'white',
  boxShadow: 'xl',
  inlineSize: 'min(32rem, 100vw)',
  blockSize: '100vh',
  overflowY: 'auto',
  padding: '6',
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  position: 'relative',
  _focusVisible: { outline: 'none' },
});
const title = css({ fontSize: 'xl', fontWeight: 'semibold', paddingInlineEnd: '8' });
const closeButton = css({
  position: 'absolute',
  insetBlockStart: '4',
  insetInlineEnd: '4',
  display: 'inline-flex',
  padding: '1',
  borderRadius: 'md',
  color: 'gray.600',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

export interface DrawerProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A side panel (Ark UI's dialog): focus moves in and is trapped, Escape or a click outside
 * closes it, and focus returns to the row that opened it.
 */
export function Drawer({ title: heading, onClose, children, testId }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <ArkLocale>
      <Dialog.Root
        open
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop className={backdrop} />
          <Dialog.Positioner className={positioner}>
            <Dialog.Content className={panel} data-testid={testId}>
              <Dialog.Title className={title}>{heading}</Dialog.Title>
              <Dialog.CloseTrigger className={closeButton} aria-label={t('userDrawer.close')}>
                <X size={18} aria-hidden="true" />
              </Dialog.CloseTrigger>
              {children}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ArkLocale>
  );
}
