import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodic } from '../../platform/periodic';
import { rowsOf } from '../../platform/sql-rows';
import { NO_TENANT, setTenantScope, withTenant } from '../../platform/tenant';
import { organizationsWithOldItems, purgeOlderThan } from './store';

const DAY_MS = 86_400_000;

/** One key for every process: `pg_try_advisory_xact_lock` lets one purge run at a time. */
const PURGE_LOCK = sql`hashtext('console trash purge')`;

interface PurgeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TrashPurgeOptions {
  db: Db;
  retentionDays: number;
  log: PurgeLog;
  /** Default: the system clock; tests move it past the retention. */
  clock?: () => Date;
  /** Time between purges (default an hour). */
  intervalMs?: number;
}

export interface TrashPurge {
  /** Purges what is older than the retention; resolves with how many (null: another ran). */
  runOnce(): Promise<number | null>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Deletes the trash items older than the retention, for good. Every process runs it, but one
 * at a time across processes: the run holds a transaction-level advisory lock, and a process
 * that cannot take it skips this turn. The organisations with old items are found
 * platform-wide, then each one's are deleted in its own scope (trash_tenant), the platform's in
 * none (trash_platform_content). The trail records each purge as a delete of the item by
 * `trash purge`.
 */
export function createTrashPurge(options: TrashPurgeOptions): TrashPurge {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());

  async function runOnce(): Promise<number | null> {
    const cutoff = new Date(clock().getTime() - options.retentionDays * DAY_MS);
    return withTenant(db, { ...NO_TENANT, platform: true }, async (tx) => {
      const [lock] = await rowsOf<{ taken: boolean }>(
        tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as taken`),
      );
      if (!lock?.taken) return null;
      await tx.execute(sql`select set_config('app.route', 'trash purge', true)`);
      let purged = 0;
      for (const { id } of await organizationsWithOldItems(tx, cutoff)) {
        await setTenantScope(tx, { ...NO_TENANT, organizationId: id, platform: true });
        purged += await purgeOlderThan(tx, id, cutoff);
      }
      if (purged > 0) log.info({ purged }, 'trash purged');
      return purged;
    });
  }

  const loop = periodic(runOnce, {
    intervalMs: options.intervalMs ?? 3_600_000,
    onError: (error) => log.warn({ error: String(error) }, 'trash purge failed'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
