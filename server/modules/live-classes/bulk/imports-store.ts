import { asc, eq, inArray } from 'drizzle-orm';
import type { RollbackRow } from '../../../../contract/imports';
import { liveClassRollback } from '../../../../machines/import.machine';
import { timingOf } from '../../../../machines/live-class.machine';
import type { Db } from '../../../db/client';
import { liveClassBatches } from '../../../db/schema/live-class-batches';
import { liveClasses } from '../../../db/schema/live-classes';
import type { BatchTable, RowsOf } from '../../../platform/imports';
import { moveToTrash } from '../../../platform/trash';

/** The live-class imports as the shared import code reads them (server/platform/imports.ts). */
export const LIVE_CLASS_IMPORTS: BatchTable = {
  table: liveClassBatches,
  id: liveClassBatches.id,
  organizationId: liveClassBatches.organizationId,
  fileName: liveClassBatches.fileName,
  createdBy: liveClassBatches.createdBy,
  createdAt: liveClassBatches.createdAt,
  createdCount: liveClassBatches.createdCount,
  skippedCount: liveClassBatches.skippedCount,
  rolledBackAt: liveClassBatches.rolledBackAt,
  rolledBackBy: liveClassBatches.rolledBackBy,
};

/** At most this many titles name the trash item; the rest are counted. */
const NAMED_TITLES = 3;

const titlesOf = (titles: string[]) => {
  const named = titles.slice(0, NAMED_TITLES).join(', ');
  return titles.length > NAMED_TITLES ? `${named} +${titles.length - NAMED_TITLES}` : named;
};

/**
 * The live classes an import created, as its rollback sees them: one that has not started goes to
 * the trash (all of them as one item, restored together), one that has started is kept.
 */
export const liveClassRows =
  (tx: Db, organizationId: string, now: Date): RowsOf =>
  (target) => ({
    async decide({ lock }) {
      const query = tx
        .select({
          id: liveClasses.id,
          title: liveClasses.title,
          startsAt: liveClasses.startsAt,
          durationMinutes: liveClasses.durationMinutes,
        })
        .from(liveClasses)
        .where(eq(liveClasses.batchId, target.id))
        .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
      const rows = lock ? await query.for('update') : await query;
      return rows.map((row): RollbackRow => ({
        id: row.id,
        label: row.title,
        detail: row.startsAt.toISOString(),
        ...liveClassRollback(timingOf(row.startsAt.getTime(), row.durationMinutes, now.getTime())),
      }));
    },
    async undo(rows) {
      const trashed = rows.filter((row) => row.outcome === 'trash');
      if (trashed.length === 0) return;
      const ids = trashed.map((row) => row.id);
      await moveToTrash(tx, {
        kind: 'liveClass',
        recordId: ids[0]!,
        name: titlesOf(trashed.map((row) => row.label)),
        context: target.fileName,
        organizationId,
        roots: [{ table: 'live_classes', match: { id: ids } }],
      });
      await tx.delete(liveClasses).where(inArray(liveClasses.id, ids));
    },
  });
