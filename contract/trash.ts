import { z } from 'zod';
import { isoDateTime } from './dates';
import { templated } from './message-template';
import { paged, pageQuerySchema, type ApiError } from './wire';
import { TRASH_KINDS } from './trash-constants';

export * from './trash-constants';

/*
 * The trash (docs/trash.md): what a delete or a removal took away, kept whole (the record with
 * everything deleted with it) for TRASH_RETENTION_DAYS, then purged. Undo and restore put it
 * back as it was; delete forever purges it at once.
 */

/** One item of the trash. */
export const trashItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TRASH_KINDS),
  /** The trashed record's id (a removal: the person's). */
  recordId: z.string(),
  /** What the screen called it: a class's name, a person's name. */
  name: z.string(),
  /** Where it was: the topic of a unit, the class of a removed student; null when nowhere. */
  context: z.string().nullable(),
  /** Null: the platform's (curriculum, plans, sounds, app languages). */
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  deletedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  deletedAt: isoDateTime(),
  /** When the purge removes it. */
  purgeAt: isoDateTime(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** `GET v1/trash`: newest first; HAD sees every organisation's and the platform's. */
export const trashQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  kind: z.enum(TRASH_KINDS).optional(),
  /** A part of the name. */
  search: z.string().trim().max(100).optional(),
});
export type TrashQuery = z.infer<typeof trashQuerySchema>;
export const trashPageSchema = paged(trashItemSchema);
export type TrashPage = z.infer<typeof trashPageSchema>;

/** `POST v1/trash/{id}/restore`: `name` restores under another name when its own is taken. */
export const restoreBodySchema = z.strictObject({ name: z.string().trim().min(1).max(200) });
export type RestoreBody = z.infer<typeof restoreBodySchema>;

/** The answer of a restore: what came back. */
export const restoredSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TRASH_KINDS),
  recordId: z.string(),
});
export type Restored = z.infer<typeof restoredSchema>;

/** Why a restore was refused (409), beside the message: what the console offers next. */
export type RestoreRefusal = NonNullable<ApiError['restore']>['refusal'];

const named = (name: string) => ({ name });

export const TRASH_MESSAGES = {
  restored: templated('{name} is back.', named),
  purged: templated('{name} is deleted for good.', named),
  nameTaken: templated('Something named {name} exists now. Restore it under another name.', named),
  parentInTrash: templated(
    '{name} was in {parent}, which is in the trash. Restore it first.',
    (name: string, parent: string) => ({ name, parent }),
  ),
  parentGone: templated(
    '{name} was in something that no longer exists, so it cannot come back.',
    named,
  ),
  overlaps: templated(
    '{name} overlaps something scheduled since for the same teacher. Move that first.',
    named,
  ),
  seats: templated('{name} cannot come back: the contract has no free seat for it.', named),
  notFound: 'This is no longer in the trash.',
} as const;
