import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { UNUSED_UPLOAD_TTL_MS } from '../../contract/media';
import type { Db } from '../db/client';
import { uploads } from '../db/schema/uploads';
import type { MediaStore } from './media-store/types';
import { isSafeFileName } from './storage';
import { periodic } from './periodic';
import { NO_TENANT, withTenant } from './tenant';

interface SweeperLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface UploadSweeperOptions {
  db: Db;
  /** Where curriculum media are (rows of another storage are left alone). */
  media: MediaStore;
  /** Organisation files (uploads.files), always on disk. */
  filesDir: string;
  log: SweeperLog;
  /** Default: the system clock; tests move it past a day. */
  clock?: () => Date;
  /** Default UNUSED_UPLOAD_TTL_MS (a day). */
  ttlMs?: number;
  /** Time between sweeps (default an hour). */
  intervalMs?: number;
  /** Uploads handled per transaction. */
  batchSize?: number;
}

export interface UploadSweeper {
  /** Removes every upload old enough that nothing names; resolves with how many. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops sweeping and waits for the sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Every stored name a record keeps: elements' media, picture answers, organisations' logo and
 * contract, live classes' covers (read in the upload's organisation, which is the class's: a
 * class names only a cover uploaded in its organisation), the app's sounds (platform-wide),
 * stories' pictures and videos (a story names only its organisation's upload), and what the
 * trash keeps (a deleted element's picture stays while it may be restored). One
 * scan of each table per batch (a hashed NOT IN), not one per upload.
 */
const NAMED = sql`(
  select content->>'picture' from elements where content->>'picture' is not null
  union all select content->>'audio' from elements where content->>'audio' is not null
  union all select content->>'video' from elements where content->>'video' is not null
  union all select picture from element_answers where picture is not null
  union all select logo_image_name from organizations where logo_image_name is not null
  union all select contract_file from organizations where contract_file is not null
  union all select cover_image from live_classes where cover_image is not null
  union all select file_name from sounds
  union all select media_file_name from stories where media_file_name is not null
  union all select unnest(files) from trash
)`;

/**
 * Removes uploads older than the TTL (UNUSED_UPLOAD_TTL_MS) that no record names: the stored
 * file first, then its row, so a file is never left without the row that finds it. A file a
 * record names is kept for good, however old. Uploads are tenant-owned: the organisations
 * with old uploads are found platform-wide (uploads_platform_read), then each one's uploads
 * are locked, removed and deleted in that organisation's own scope (uploads_tenant), with
 * SKIP LOCKED so several API processes may sweep at once.
 */
export function createUploadSweeper(options: UploadSweeperOptions): UploadSweeper {
  const { db, media, log } = options;
  const clock = options.clock ?? (() => new Date());
  const ttlMs = options.ttlMs ?? UNUSED_UPLOAD_TTL_MS;
  const batchSize = options.batchSize ?? 100;

  async function removeFile(row: { fileName: string; purpose: string }): Promise<void> {
    if (row.purpose !== 'organization') return media.remove(row.fileName);
    if (!isSafeFileName(row.fileName)) return;
    await unlink(path.join(options.filesDir, row.fileName)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }

  /** One batch of one organisation; resolves with [found, removed]. */
  function sweepBatch(organizationId: string, cutoff: Date): Promise<[number, number]> {
    return withTenant(db, { organizationId, userId: null }, async (tx) => {
      const rows = await tx
        .select({ id: uploads.id, fileName: uploads.fileName, purpose: uploads.purpose })
        .from(uploads)
        .where(
          and(
            eq(uploads.organizationId, organizationId),
            lt(uploads.createdAt, cutoff),
            or(eq(uploads.purpose, 'organization'), eq(uploads.storage, media.kind)),
            sql`${uploads.fileName} not in ${NAMED}`,
          ),
        )
        .orderBy(uploads.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const removed: string[] = [];
      for (const row of rows) {
        try {
          await removeFile(row);
          removed.push(row.id);
        } catch (error) {
          // Kept with its row: the next sweep tries again.
          log.warn({ fileName: row.fileName, err: error }, 'unused upload not removed');
        }
      }
      if (removed.length > 0) await tx.delete(uploads).where(inArray(uploads.id, removed));
      return [rows.length, removed.length];
    });
  }

  async function runOnce(): Promise<number> {
    const cutoff = new Date(clock().getTime() - ttlMs);
    const organizations = await withTenant(db, { ...NO_TENANT, platform: true }, (tx) =>
      tx
        .selectDistinct({ id: uploads.organizationId })
        .from(uploads)
        .where(lt(uploads.createdAt, cutoff)),
    );
    let total = 0;
    for (const { id } of organizations) {
      for (;;) {
        const [found, removed] = await sweepBatch(id, cutoff);
        total += removed;
        if (found < batchSize || removed === 0) break;
      }
    }
    if (total > 0) log.info({ removed: total }, 'unused uploads removed');
    return total;
  }

  const loop = periodic(runOnce, {
    intervalMs: options.intervalMs ?? 3_600_000,
    onError: (error) => log.warn({ error: String(error) }, 'uploads sweep failed'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
