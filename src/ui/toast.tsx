import { useSyncExternalStore } from 'react';
import { toApiFailure } from '../api/api-failure';
import { takeUndo } from '../api/last-trashed';
import { translateMessage } from '../i18n/i18n';
import { lazyPart } from './lazy-part';
import type { NotifyType, Undo } from './toast-view';

export type { NotifyType } from './toast-view';

/*
 * Notices load react-hot-toast (src/ui/toast-view.tsx) with the first one, not with every screen:
 * `AppToaster` renders nothing until then, and react-hot-toast keeps a notice sent before its
 * toaster shows.
 */
type View = typeof import('./toast-view');
let view: View | null = null;
let loading: Promise<View> | null = null;
const listeners = new Set<() => void>();

/** Loads the notices' view once; tests call it first to show notices at once. */
export function loadToaster(): Promise<View> {
  loading ??= import('./toast-view').then(
    (loaded) => {
      view = loaded;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = null; // the next notice tries again
      throw error;
    },
  );
  return loading;
}

/**
 * Shows a translated notice: `messageKeyOrText` is an i18n key, or a text (a server message)
 * shown as it is, translated now. Success notices sit at the bottom right; others at the top.
 */
export function notify(
  type: NotifyType,
  messageKeyOrText: string,
  values?: Record<string, unknown>,
): void {
  const message = translateMessage(messageKeyOrText, values);
  // The success notice of a delete that went to the trash offers Undo (src/api/last-trashed.ts).
  const trashId = type === 'success' ? takeUndo(messageKeyOrText) : null;
  const undo: Undo | undefined = trashId
    ? {
        label: translateMessage('toast.undo'),
        hint: translateMessage('toast.undoHint'),
        run: () => void restoreDeleted(trashId),
      }
    : undefined;
  if (view) view.show(type, message, undo);
  else
    loadToaster().then(
      (loaded) => loaded.show(type, message, undo),
      () => undefined, // the page cannot load it (offline): the notice is lost, nothing else
    );
}

/** Undo: restores the trash item, then says so (or why not: a name taken, a seat gone). */
async function restoreDeleted(trashId: string): Promise<void> {
  try {
    // Loaded with the first Undo: the query cache it refreshes is not in the sign-in's bundle.
    const { undoDelete } = await import('../api/trash-undo');
    notify('success', await undoDelete(trashId));
  } catch (error) {
    notify('error', (await toApiFailure(error)).message);
  }
}

const ToasterView = lazyPart(async () => (await loadToaster()).ToasterView);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where notices show; each has a close button, and hovering one pauses every timer. */
export function AppToaster() {
  const loaded = useSyncExternalStore(subscribe, () => view !== null);
  return loaded ? <ToasterView /> : null;
}
