/*
 * Undo after a delete (docs/trash.md). A delete that moved its record to the trash answers
 * `trashId`; the API client notes it (`noteTrashed`, from its afterResponse hook), and the
 * success toast that follows the delete takes it (`takeUndo`) and offers Undo, which restores
 * the item and fetches every list again. Every delete flow gets Undo this way, without each one
 * threading the id through to its toast.
 */

/** How long a noted delete waits for its toast (the toast follows the answer at once). */
const WAIT_MS = 2_000;

interface Noted {
  trashId: string;
  /** The delete's message, as the server sent it (the toast shows this text, or its own). */
  message: string | undefined;
  at: number;
}

let noted: Noted | null = null;

/** Called by the API client with every answer that names a trash item. */
export function noteTrashed(trashId: string, message: string | undefined): void {
  noted = { trashId, message, at: Date.now() };
}

/**
 * The trash item of the delete a success toast is about: the one just noted, when the toast
 * shows its message or follows within WAIT_MS. Taken once.
 */
export function takeUndo(text: string): string | null {
  const pending = noted;
  noted = null;
  if (!pending) return null;
  const fresh = Date.now() - pending.at <= WAIT_MS;
  return pending.message === text || fresh ? pending.trashId : null;
}
