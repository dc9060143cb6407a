import { useState } from 'react';
import { toApiFailure } from '../../api/api-failure';
import { notify } from '../../ui/toast';
import { RestoreFailure, useRestoreTrashItem } from './api/trash';

/** An item of the trash to restore: its id, and its name for the notices. */
export interface Target {
  id: string;
  name: string;
}

/** What a refused restore asks of the person before it can go on. */
export type RestorePrompt =
  /** Its name is taken now: another name, prefilled. */
  | { kind: 'rename'; target: Target; message: string; after: Target[] }
  /** Its parent is in the trash: restore the parent first, then this. */
  | { kind: 'parentFirst'; target: Target; parent: Target; message: string; after: Target[] };

/** The name offered when an item's own is taken: "Alif (2)". */
export const renamed = (name: string) => `${name} (2)`;

/**
 * Restoring an item, with what a refusal asks next: another name when its own is taken, its
 * parent first when the parent is in the trash (then the item itself, and so on up a chain of
 * parents). Any other refusal is said in a notice. `onRestored` follows the whole chain.
 */
export function useRestore(onRestored: () => void) {
  const mutation = useRestoreTrashItem();
  const [prompt, setPrompt] = useState<RestorePrompt | null>(null);

  /** Restores `target` (as `name`), then each of `after` in turn. */
  const restore = async (target: Target, name?: string, after: Target[] = []): Promise<void> => {
    try {
      const { message } = await mutation.mutateAsync({ id: target.id, name });
      notify('success', message || 'trash.restored', { name: name ?? target.name });
    } catch (error) {
      // A refusal keeps its class through toApiFailure (a RestoreFailure is an ApiFailure).
      const failure = await toApiFailure(error);
      const refusal = failure instanceof RestoreFailure ? failure.restore : undefined;
      if (refusal?.refusal === 'nameTaken') {
        setPrompt({ kind: 'rename', target, message: failure.message, after });
      } else if (refusal?.refusal === 'parentInTrash' && refusal.parent) {
        const parent = refusal.parent;
        setPrompt({ kind: 'parentFirst', target, parent, message: failure.message, after });
      } else {
        setPrompt(null);
        notify('error', failure.message);
      }
      return;
    }
    const [next, ...rest] = after;
    if (next) return restore(next, undefined, rest);
    setPrompt(null);
    onRestored();
  };

  return {
    prompt,
    /** The item whose restore is under way. */
    busyId: mutation.isPending ? mutation.variables.id : null,
    busy: mutation.isPending,
    start: (target: Target) => restore(target),
    /** The prompt's item under another name. */
    rename: (current: RestorePrompt, name: string) => restore(current.target, name, current.after),
    /** The prompt's parent, then its item. */
    parentFirst: (current: RestorePrompt & { kind: 'parentFirst' }) =>
      restore(current.parent, undefined, [current.target, ...current.after]),
    close: () => setPrompt(null),
  };
}
