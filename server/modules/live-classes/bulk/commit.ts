import { randomUUID } from 'node:crypto';
import { DRY_RUN_PREVIEW_ROWS } from '../../../../contract/invitations';
import {
  SHEET_TIME_ZONE,
  type LiveClassBulkResult,
  type LiveClassDryRun,
} from '../../../../contract/live-classes-bulk';
import type { Db } from '../../../db/client';
import type { SheetRow } from '../../../platform/spreadsheet/read-rows';
import { readSheetStart } from './sheet-start';
import { insertLiveClasses } from '../write-store';
import { insertBatch, scheduledKeys } from './store';
import { validateSheetRows, type ValidatedSheet } from './validate-rows';

/** A sheet read and its columns checked, with its fingerprint. */
export interface SheetInput {
  rows: SheetRow[];
  /** SHA-256 of the file's bytes. */
  fileHash: string;
  fileName: string;
}

/** Checks every row against the sheet itself, the clock and the organisation's classes. */
async function validate(tx: Db, input: SheetInput, now: Date): Promise<ValidatedSheet> {
  // The classes the organisation has at the sheet's starts: read once, never per row.
  const starts = input.rows.flatMap((row) => {
    const start = readSheetStart(row.cells[2] ?? '', SHEET_TIME_ZONE);
    return start.ok ? [start.startsAt] : [];
  });
  const scheduled = await scheduledKeys(tx, starts);
  return validateSheetRows(input.rows, {
    now,
    timeZone: SHEET_TIME_ZONE,
    lookups: { scheduled },
  });
}

/** The dry run's report: counts, every invalid row and the first valid ones, in sheet order. */
export async function dryRunReport(tx: Db, input: SheetInput, now: Date): Promise<LiveClassDryRun> {
  const { rows, valid } = await validate(tx, input, now);
  let preview = 0;
  const shown = rows.filter((row) => row.errors.length > 0 || preview++ < DRY_RUN_PREVIEW_ROWS);
  return {
    totalRows: rows.length,
    validRows: valid.length,
    invalidRows: rows.length - valid.length,
    rows: shown,
    timeZone: SHEET_TIME_ZONE,
  };
}

export interface CommitContext {
  organizationId: string;
  userId: string;
  idempotencyKey: string;
  now: Date;
}

/**
 * The commit, inside the caller's transaction with the organisation row already locked and no
 * batch under the key: the rows are checked again against fresh lookups, every valid one is
 * created unapproved, without a teacher (so invalid, 'noTeacher', as the create route makes
 * one), and the batch is recorded under the key. All of it or nothing: one transaction.
 */
export async function commitSheet(
  tx: Db,
  input: SheetInput,
  context: CommitContext,
): Promise<LiveClassBulkResult> {
  const { valid } = await validate(tx, input, context.now);
  const batchId = randomUUID();
  const skippedCount = input.rows.length - valid.length;
  await insertBatch(tx, {
    id: batchId,
    organizationId: context.organizationId,
    idempotencyKey: context.idempotencyKey,
    fileHash: input.fileHash,
    fileName: input.fileName,
    createdCount: valid.length,
    skippedCount,
    createdBy: context.userId,
    // The service's clock, which also decides the rollback window.
    createdAt: context.now,
  });
  await insertLiveClasses(
    tx,
    context.organizationId,
    valid.map((row) => ({
      title: row.title,
      durationMinutes: row.durationMinutes,
      startsAt: row.startsAt,
    })),
    context.userId,
    batchId,
  );
  return { batchId, createdCount: valid.length, skippedCount, replayed: false };
}
