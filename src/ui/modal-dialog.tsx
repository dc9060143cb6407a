import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ArkLocale } from './ark-locale';
import { css } from '../../styled-system/css';
import { MODAL_WIDTHS, type ModalProps } from './modal';

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'rgba(15, 23, 42, 0.45)',
  zIndex: 'overlay',
});

const positioner = css({
  position: 'fixed',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '4',
  zIndex: 'modal',
});

// The width is an inline style (below): Panda extracts styles at build time and cannot read
// MODAL_WIDTHS through a template string, so size variants written that way were never
// generated, and every modal shrank to its content, changing width from step to step.
const content = css({
  position: 'relative',
  bg: 'white',
  borderRadius: 'lg',
  boxShadow: 'xl',
  maxInlineSize: 'calc(100vw - 2rem)',
  maxBlockSize: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  paddingBlock: '6',
  paddingInline: '6',
  _focusVisible: { outline: 'none' },
});

const title = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  marginBlockEnd: '3',
  paddingInlineEnd: '8',
});

const closeButton = css({
  position: 'absolute',
  insetBlockStart: '3',
  insetInlineEnd: '3',
  display: 'inline-flex',
  padding: '1',
  borderRadius: 'md',
  color: 'gray.600',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

const footerRow = css({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '3',
  marginBlockStart: '6',
});

/** Ark UI's dialog behind `Modal`: loaded the first time a modal opens (src/ui/modal.tsx). */
export function ModalDialog({
  open,
  onClose,
  title: heading,
  children,
  footer,
  size = 'lg',
  width,
  role = 'dialog',
  closable = true,
  closeOnOutside = true,
  testId,
}: ModalProps) {
  const { t } = useTranslation();
  const chosen = width ?? MODAL_WIDTHS[size];
  const style: CSSProperties = {
    inlineSize: typeof chosen === 'number' ? `${chosen}px` : chosen,
  };
  return (
    <ArkLocale>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        role={role}
        lazyMount
        unmountOnExit
        closeOnEscape={closable}
        closeOnInteractOutside={closable && closeOnOutside}
      >
        <Portal>
          <Dialog.Backdrop className={backdrop} />
          <Dialog.Positioner className={positioner}>
            <Dialog.Content className={content} style={style} data-testid={testId}>
              <Dialog.Title className={title}>{heading}</Dialog.Title>
              {closable && (
                <Dialog.CloseTrigger className={closeButton} aria-label={t('common.close')}>
                  <X size={18} aria-hidden="true" />
                </Dialog.CloseTrigger>
              )}
              {children}
              {footer && <div className={footerRow}>{footer}</div>}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ArkLocale>
  );
}
