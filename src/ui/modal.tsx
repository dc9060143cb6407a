import { useState, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type ModalSize = 'sm' | 'md' | 'lg';

/** Widths of the spec's small, medium and large modals (SPEC section 9). */
export const MODAL_WIDTHS: Record<ModalSize, number> = { sm: 420, md: 640, lg: 880 };

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Defaults to large. */
  size?: ModalSize;
  /** Overrides the size's width, e.g. the Access Pending modal's 500 px. */
  width?: number | string;
  role?: 'dialog' | 'alertdialog';
  /** Show the close button and close on Escape or a click outside. */
  closable?: boolean;
  /** A click outside closes a closable modal unless this is false (a form with work in it). */
  closeOnOutside?: boolean;
  testId?: string;
}

const ModalDialog = lazyPart(async () => (await import('./modal-dialog')).ModalDialog);

/**
 * A modal dialog (Ark UI's, in src/ui/modal-dialog.tsx): focus moves in and is trapped, Escape
 * or a click outside closes a closable one, focus returns where it was. Ark's dialog and its
 * focus trap load the first time a modal opens, not with every screen that could open one;
 * once opened it stays rendered, so that closing it restores focus and the page.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <ModalDialog {...props} />;
}
