import { z } from 'zod';
import { isoDateTime } from './dates';
import { templated } from './message-template';
import {
  IMPORT_ROLLBACK_DAYS,
  IMPORT_STATUSES,
  ROLLBACK_OUTCOMES,
  ROLLBACK_REASONS,
} from './import-constants';

export * from './import-constants';

/*
 * Imports that can be taken back (docs/imports.md): every committed spreadsheet import (student
 * invitations, staff and teacher invitations, live classes) is kept as a record, and within
 * IMPORT_ROLLBACK_DAYS it can be rolled back once: what it created and nobody has used yet goes
 * (pending invitations cancelled, live classes not started moved to the trash); what has been
 * used stays and is listed.
 */

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** One committed import, as its screen's "Recent imports" lists it. */
export const importSchema = z.object({
  id: z.uuid(),
  /** The uploaded file's name; null for typed rows. */
  fileName: z.string().nullable(),
  createdBy: person,
  createdAt: isoDateTime(),
  /** Rows it created (invitations sent, live classes created). */
  createdCount: z.number().int(),
  /** Rows it skipped as invalid. */
  skippedCount: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  rolledBackBy: person,
  rolledBackAt: isoDateTime().nullable(),
  /** Until when it can be rolled back. */
  rollbackUntil: isoDateTime(),
});
export type Import = z.infer<typeof importSchema>;

export const importListSchema = z.array(importSchema);

export const rollbackRowSchema = z.object({
  id: z.uuid(),
  /** An invitation's e-mail, a live class's title. */
  label: z.string(),
  /** When a live class starts; who accepted an invitation. */
  detail: z.string().nullable(),
  outcome: z.enum(ROLLBACK_OUTCOMES),
  reason: z.enum(ROLLBACK_REASONS),
});
export type RollbackRow = z.infer<typeof rollbackRowSchema>;

/**
 * `GET …/imports/{id}/rollback` (what a rollback would do) and `POST` (what it did): the import,
 * every row it created with its outcome (kept ones first), and the counts. A second POST does
 * nothing and answers the rows as they are, with `done` false.
 */
export const rollbackSchema = z.object({
  import: importSchema,
  rows: z.array(rollbackRowSchema),
  /** Cancelled or trashed (to be, in a preview). */
  undoneCount: z.number().int(),
  keptCount: z.number().int(),
  /** True when this call rolled it back. */
  done: z.boolean(),
});
export type Rollback = z.infer<typeof rollbackSchema>;

export const IMPORT_MESSAGES = {
  rolledBack: templated(
    {
      one: 'Import rolled back: {count} item taken back.',
      other: 'Import rolled back: {count} items taken back.',
    },
    (count: number) => ({ form: count === 1 ? 'one' : 'other', count }),
  ),
  alreadyRolledBack: 'This import was already rolled back; nothing changed.',
  closed: `This import is more than ${IMPORT_ROLLBACK_DAYS} days old and can no longer be rolled back.`,
} as const;
