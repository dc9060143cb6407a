import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { periodic } from '../periodic';
import { NO_TENANT, withTenant } from '../tenant';
import type { MailConfig } from '../config';

type OutboxRow = typeof mailOutbox.$inferSelect;

interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  dataDir: string;
  mail: MailConfig;
  log: WorkerLog;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before retry n (1-based); default 30 s doubling, at most 1 h. */
  backoffMs?: (attempt: number) => number;
}

export interface MailWorker {
  /** Claims the due messages, sends them, and resolves with how many were sent. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the batch in progress. */
  stop(): Promise<void>;
}

/** A claimed row's lease: if the worker dies mid-send, the row is due again after this. */
const LEASE_MS = 5 * 60_000;
const defaultBackoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export const mailDir = (dataDir: string) => path.join(dataDir, 'mail');

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoff = options.backoffMs ?? defaultBackoff;
  // nodemailer is loaded with the first message (14 MB and 60 ms that an idle server never needs).
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.mail.smtpUrl
        ? nodemailer.createTransport(options.mail.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const dir = mailDir(options.dataDir);

  async function claim(): Promise<OutboxRow[]> {
    const now = new Date();
    // Due by the database's clock, which stamped the row (microseconds): a JS Date of the same
    // millisecond is earlier than the stored time, and a just-queued message would wait a turn.
    // SKIP LOCKED lets several workers (several API processes on PostgreSQL) share the queue.
    // As console_app, like every service query (the outbox is user-scoped, not tenant-owned).
    return withTenant(db, NO_TENANT, (tx) => {
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(mailOutbox.id, due))
        .returning();
    });
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const message = {
      from: options.mail.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: { 'Content-Language': row.language },
    };
    const info = (await (await transportOf()).sendMail(message)) as { message?: Buffer };
    if (options.mail.smtpUrl) {
      log.info({ mailId: row.id }, 'mail sent over SMTP');
      return;
    }
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${row.id}.eml`);
    // Written under a temporary name first so a reader never sees half a message.
    await writeFile(`${file}.tmp`, info.message ?? Buffer.alloc(0));
    await rename(`${file}.tmp`, file);
    log.info({ mailId: row.id, file }, 'mail written to file (no SMTP_URL)');
  }

  async function sendOne(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await deliver(row);
      await withTenant(db, NO_TENANT, (tx) =>
        tx
          .update(mailOutbox)
          .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, row.id)),
      );
      return true;
    } catch (error) {
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      const failed = attempts >= maxAttempts;
      await withTenant(db, NO_TENANT, (tx) =>
        tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError,
            status: failed ? 'failed' : 'pending',
            nextAttemptAt: new Date(Date.now() + backoff(attempts)),
          })
          .where(eq(mailOutbox.id, row.id)),
      );
      log.warn({ mailId: row.id, attempts, failed, error: lastError }, 'mail delivery failed');
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    let sent = 0;
    for (const row of rows) if (await sendOne(row)) sent++;
    return sent;
  }

  const loop = periodic(runOnce, {
    intervalMs: options.pollMs ?? 1000,
    onError: (error) => log.warn({ error: String(error) }, 'mail worker batch failed'),
  });
  return {
    runOnce,
    start: loop.start,
    async stop() {
      await loop.stop();
      (await transport)?.close();
    },
  };
}
