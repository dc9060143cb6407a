import { X } from 'lucide-react';
import { toast, ToastBar, Toaster, type ToastOptions } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { TOAST_MS } from '../../contract/constants';
import { UNDO_SECONDS } from '../../contract/trash-constants';
import { css, cx } from '../../styled-system/css';

/** react-hot-toast with the console's look, loaded with the first notice (src/ui/toast.tsx). */

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

/** A notice's Undo: its button's words (translated by the caller) and what it does. */
export interface Undo {
  label: string;
  hint: string;
  run: () => void;
}

const theme: Record<NotifyType, string> = {
  success: css({ bg: 'green.50!', color: 'green.900!', borderColor: 'green.300!' }),
  error: css({ bg: 'red.50!', color: 'red.900!', borderColor: 'red.300!' }),
  info: css({ bg: 'blue.50!', color: 'blue.900!', borderColor: 'blue.300!' }),
  warning: css({ bg: 'amber.50!', color: 'amber.900!', borderColor: 'amber.300!' }),
};

const bar = css({ borderWidth: '1px', borderStyle: 'solid', maxInlineSize: '420px' });

const ICONS: Partial<Record<NotifyType, string>> = { info: 'ℹ️', warning: '⚠️' };

/** The Undo of the notice on screen (one at a time: a newer delete's Undo replaces it). */
let undoing: { id: string; until: number } | null = null;

/**
 * Success notices sit at the bottom right of a wide screen. On a phone that corner is where a
 * form's or a wizard's buttons are, and a notice there takes their taps (a finger or pointer
 * resting on it also pauses its timer): there every notice shows at the top.
 */
const successCorner = () =>
  typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 768px)').matches
    ? 'top-center'
    : 'bottom-right';

/**
 * Shows a notice already translated. Success notices sit at the bottom right (at the top on a
 * phone); others at the top.
 * `undo`: the notice offers Undo for UNDO_SECONDS (a button, and Ctrl+Z or ⌘Z while it shows).
 */
export function show(type: NotifyType, message: string, undo?: Undo): string {
  const options: ToastOptions = {
    duration: undo ? UNDO_SECONDS * 1000 : TOAST_MS,
    className: cx(bar, theme[type]),
    ...(type === 'success' && { position: successCorner() }),
  };
  if (undo) {
    const id = toast.success(message, options);
    undoing = { id, until: Date.now() + UNDO_SECONDS * 1000 };
    undoById.set(id, undo);
    return id;
  }
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

const undoById = new Map<string, Undo>();

/** Runs a notice's Undo once, and takes the notice away. */
function runUndo(id: string): void {
  const undo = undoById.get(id);
  undoById.delete(id);
  if (undoing?.id === id) undoing = null;
  toast.dismiss(id);
  undo?.run();
}

const undoButton = css({
  paddingInline: '2',
  paddingBlock: '1',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'currentColor',
  fontWeight: 'semibold',
  cursor: 'pointer',
  color: 'inherit',
  _focusVisible: { outline: '2px solid currentColor', outlineOffset: '2px' },
});

/** Ctrl+Z (⌘Z) outside a field undoes the last delete while its notice shows. */
function useUndoKey(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!undoing || Date.now() > undoing.until) return;
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey)) return;
      if (event.shiftKey || event.altKey) return;
      const { target } = event;
      const inField =
        target instanceof Element &&
        target.closest('input, textarea, select, [contenteditable="true"]') !== null;
      if (inField) return;
      event.preventDefault();
      runUndo(undoing.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Hovering a notice pauses every timer (react-hot-toast does this); each has a close button. */
export function ToasterView() {
  const { t } = useTranslation();
  useUndoKey();
  return (
    <Toaster position="top-center" toastOptions={{ duration: TOAST_MS }}>
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {item.visible && undoById.has(item.id) && (
                <button
                  type="button"
                  className={undoButton}
                  title={undoById.get(item.id)!.hint}
                  data-testid="toast-undo"
                  onClick={() => runUndo(item.id)}
                >
                  {undoById.get(item.id)!.label}
                </button>
              )}
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
