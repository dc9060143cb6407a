import { assign, setup } from 'xstate';

/** A form's values, field by field (what the conflict screen compares). */
export type FormValues = Record<string, unknown>;
export type Side = 'mine' | 'theirs';

export interface EditConflictInput {
  /** The version the form opened (the read's ETag); null: the service sent none. */
  etag: string | null;
  /** The values the form opened with. */
  base: FormValues;
}

export interface EditConflictContext extends EditConflictInput {
  /** The record as the service has it now, after someone else's save (a 412). */
  theirs: FormValues | null;
  theirsEtag: string | null;
  changedBy: string | null;
  changedAt: string | null;
  /**
   * Merging: which side each field they changed takes; it starts as theirs, or as mine where the
   * form changed it too.
   */
  choices: Record<string, Side>;
}

export type EditConflictEvent =
  | {
      type: 'CONFLICT';
      theirs: FormValues;
      etag: string;
      changedBy: string | null;
      changedAt: string | null;
    }
  | { type: 'SAVED'; etag: string | null; base: FormValues }
  | { type: 'KEEP_MINE' }
  | { type: 'TAKE_THEIRS' }
  /** `mine`: the form's values now, so each field starts on the side that changed it. */
  | { type: 'MERGE'; mine: FormValues }
  | { type: 'CHOOSE'; field: string; side: Side }
  | { type: 'APPLY' }
  | { type: 'BACK' };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields someone else changed since the form opened. */
export const changedFields = (base: FormValues, theirs: FormValues): string[] =>
  Object.keys(theirs).filter((field) => !same(base[field], theirs[field]));

/** The values a merge saves: each field they changed from the chosen side, the others mine. */
export function mergedValues(context: EditConflictContext, mine: FormValues): FormValues {
  const theirs = context.theirs ?? {};
  return Object.fromEntries(
    Object.keys({ ...theirs, ...mine }).map((field) => [
      field,
      context.choices[field] === 'theirs' ? theirs[field] : mine[field],
    ]),
  );
}

const cleared = { theirs: null, theirsEtag: null, changedBy: null, changedAt: null, choices: {} };

/**
 * An edit form's version (docs/edit-conflicts.md). The form saves with If-Match of `etag`; a 412
 * (someone else saved first) moves it to `conflict`, holding their record, who and when. From
 * there: keep mine (save again over theirs, with their version), take theirs (the form shows
 * theirs), or merge field by field, then save. A save moves the version on.
 */
export const editConflictMachine = setup({
  types: {
    context: {} as EditConflictContext,
    events: {} as EditConflictEvent,
    input: {} as EditConflictInput,
  },
  actions: {
    takeTheirVersion: assign(({ context }) => ({ etag: context.theirsEtag, ...cleared })),
    takeTheirValues: assign(({ context }) => ({
      etag: context.theirsEtag,
      base: context.theirs ?? context.base,
      ...cleared,
    })),
  },
}).createMachine({
  id: 'editConflict',
  context: ({ input }) => ({ ...input, ...cleared }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CONFLICT: {
          target: 'conflict',
          actions: assign(({ event }) => ({
            theirs: event.theirs,
            theirsEtag: event.etag,
            changedBy: event.changedBy,
            changedAt: event.changedAt,
          })),
        },
        SAVED: { actions: assign(({ event }) => ({ etag: event.etag, base: event.base })) },
      },
    },
    conflict: {
      on: {
        // Mine stays in the form and is saved again, now over their version.
        KEEP_MINE: { target: 'editing', actions: 'takeTheirVersion' },
        TAKE_THEIRS: { target: 'editing', actions: 'takeTheirValues' },
        MERGE: {
          target: 'merging',
          actions: assign(({ context, event }) => ({
            choices: Object.fromEntries(
              changedFields(context.base, context.theirs ?? {}).map((field) => [
                field,
                same(event.mine[field], context.base[field]) ? 'theirs' : 'mine',
              ]),
            ),
          })),
        },
      },
    },
    merging: {
      on: {
        CHOOSE: {
          actions: assign(({ context, event }) => ({
            choices: { ...context.choices, [event.field]: event.side },
          })),
        },
        // The merged values go into the form, saved over their version.
        APPLY: { target: 'editing', actions: 'takeTheirValues' },
        BACK: 'conflict',
      },
    },
  },
});
