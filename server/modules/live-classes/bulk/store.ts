import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { liveClassBatches } from '../../../db/schema/live-class-batches';
import { liveClasses } from '../../../db/schema/live-classes';
import { organizations } from '../../../db/schema/organizations';
import { scheduleKey } from './validate-rows';

/**
 * Locks the organisation's row for the rest of the transaction: commits of one organisation run
 * one after another (a double-click's second request waits here, then finds the first's batch;
 * two different sheets see each other's classes). False for an organisation that is gone.
 */
export async function lockOrganization(tx: Db, organizationId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return rows.length > 0;
}

/**
 * `scheduleKey`s of the organisation's classes (the tenant scope's) that start at one of
 * `starts`: one query whatever the sheet's length, the starts sent as one JSON parameter.
 */
export async function scheduledKeys(tx: Db, starts: readonly Date[]): Promise<Set<string>> {
  if (starts.length === 0) return new Set();
  const instants = [...new Set(starts.map((start) => start.toISOString()))];
  const rows = await tx
    .select({ title: liveClasses.title, startsAt: liveClasses.startsAt })
    .from(liveClasses)
    .where(
      sql`${liveClasses.startsAt} in (select value::timestamptz
        from json_array_elements_text(${JSON.stringify(instants)}::json))`,
    );
  return new Set(rows.map((row) => scheduleKey(row.title, row.startsAt)));
}

export type LiveClassBatch = typeof liveClassBatches.$inferSelect;

/** The batch already committed under this key, if any. */
export async function findBatch(
  tx: Db,
  organizationId: string,
  idempotencyKey: string,
): Promise<LiveClassBatch | null> {
  const [row] = await tx
    .select()
    .from(liveClassBatches)
    .where(
      and(
        eq(liveClassBatches.organizationId, organizationId),
        eq(liveClassBatches.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertBatch(
  tx: Db,
  batch: typeof liveClassBatches.$inferInsert,
): Promise<void> {
  await tx.insert(liveClassBatches).values(batch);
}
