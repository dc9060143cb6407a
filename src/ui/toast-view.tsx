import { X } from 'lucide-react';
import { toast, ToastBar, Toaster, type ToastOptions } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../contract/constants';
import { css, cx } from '../../styled-system/css';

/** react-hot-toast with the console's look, loaded with the first notice (src/ui/toast.tsx). */

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

const theme: Record<NotifyType, string> = {
  success: css({ bg: 'green.50!', color: 'green.900!', borderColor: 'green.300!' }),
  error: css({ bg: 'red.50!', color: 'red.900!', borderColor: 'red.300!' }),
  info: css({ bg: 'blue.50!', color: 'blue.900!', borderColor: 'blue.300!' }),
  warning: css({ bg: 'amber.50!', color: 'amber.900!', borderColor: 'amber.300!' }),
};

const bar = css({ borderWidth: '1px', borderStyle: 'solid', maxInlineSize: '420px' });

const ICONS: Partial<Record<NotifyType, string>> = { info: 'ℹ️', warning: '⚠️' };

/** Shows a notice already translated. Success notices sit at the bottom right; others at the top. */
export function show(type: NotifyType, message: string): string {
  const options: ToastOptions = {
    duration: TOAST_MS,
    className: cx(bar, theme[type]),
    ...(type === 'success' && { position: 'bottom-right' }),
  };
  if (type === 'success') return toast.success(message, options);
  if (type === 'error') return toast.error(message, options);
  return toast(message, { ...options, icon: ICONS[type] ?? null });
}

const closeButton = css({
  display: 'inline-flex',
  padding: '1',
  borderRadius: 'sm',
  cursor: 'pointer',
  color: 'inherit',
  opacity: 0.7,
  _hover: { opacity: 1 },
  _focusVisible: { outline: '2px solid currentColor' },
});

/** Hovering a notice pauses every timer (react-hot-toast does this); each has a close button. */
export function ToasterView() {
  const { t } = useTranslation();
  return (
    <Toaster position="top-center" toastOptions={{ duration: TOAST_MS }}>
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {item.type !== 'loading' && (
                <button
                  type="button"
                  className={closeButton}
                  aria-label={t('toast.close')}
                  onClick={() => toast.dismiss(item.id)}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
