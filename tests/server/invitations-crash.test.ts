import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { IDEMPOTENCY_HEADER, type BulkResult } from '../../contract/invitations';
import { SERVICE_PREFIX, USERS_PATHS } from '../../contract/paths';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-data';
import { invitationBatches, invitations } from '../../server/db/schema/invitations';
import { listeningAddress } from '../e2e/support/server';
import { xlsxOf } from './support/invitations';
import { createEmptyPgDatabase } from './support/test-database';

/**
 * The real server process (tsx server/main.ts) is killed with SIGKILL while it writes a
 * 10,000-row commit, then started again on the same data: either every row or none was
 * written, and the same commit retried with its Idempotency-Key completes exactly once.
 * On PGlite the data folder is reopened after the kill (crash recovery of its WAL); on
 * PostgreSQL the dropped connection rolls the transaction back.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const ROWS = 10_000;
const engine = inject('testDatabase').engine;

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function start(env: Record<string, string>): Promise<Server> {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  // node itself with tsx's loader, not the tsx command: that one runs the server in a child
  // process of its own, which a SIGKILL of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // PORT 0: a free port chosen as it listens (no race with another process); see the banner.
    env: { ...inherited, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const url = listeningAddress(output);
    const up =
      url !== undefined &&
      (await fetch(`${url}/api/users/v1/health`).then(
        (response) => response.ok,
        () => false,
      ));
    if (up && url) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function login(server: Server): Promise<string> {
  const response = await fetch(`${server.url}${SERVICE_PREFIX.users}/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

function commit(server: Server, token: string, file: Buffer, key: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file)]), 'staff.xlsx');
  return fetch(`${server.url}${SERVICE_PREFIX.users}/${USERS_PATHS.invitationsBulk('admin')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: key },
    body,
  });
}

async function invitedTotal(server: Server, token: string): Promise<number> {
  const response = await fetch(
    `${server.url}${SERVICE_PREFIX.users}/${USERS_PATHS.invitations('admin')}?pageSize=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await response.json()) as { data: { pagination: { total: number } } }).data.pagination
    .total;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe(`SIGKILL during a ${ROWS.toLocaleString('en')}-row commit (${engine})`, () => {
  it(
    'writes every row or none, and the retried commit completes once',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'console-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (engine === 'pg') {
        const database = await createEmptyPgDatabase();
        cleanups.push(database.drop);
        env.DATABASE_URL = database.url;
      }
      // Staff takes no seat, so all 10,000 rows are valid in the demo's Nour Academy.
      const file = xlsxOf([
        ['email', 'firstName', 'lastName', 'role'],
        ...Array.from({ length: ROWS }, (_, i) => [
          `crash-${i}@example.test`,
          'هدى',
          'صالح',
          'Staff',
        ]),
      ]);
      const key = `crash-${Date.now()}`;

      // The first server pauses 300 ms after each 500-row chunk it writes (a test hook), so the
      // kill lands inside the open transaction with part of the rows already written.
      const first = await start({ ...env, TEST_INVITATION_CHUNK_PAUSE_MS: '300' });
      cleanups.push(async () => {
        first.child.kill('SIGKILL');
      });
      const answer = commit(first, await login(first), file, key).then(
        (response) => response.status,
        () => 'connection lost' as const,
      );
      // Killed once the server logs chunks written (inside the transaction, not yet committed).
      const written = () =>
        (first.output().match(/invitation commit: chunk written/g) ?? []).length;
      const deadline = Date.now() + 120_000;
      while (written() < 3 && Date.now() < deadline) {
        if (first.child.exitCode !== null) throw new Error(first.output());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(written()).toBeGreaterThanOrEqual(3);
      first.child.kill('SIGKILL');
      await exited(first.child);
      const firstAnswer = await answer;
      expect(firstAnswer).toBe('connection lost');

      const second = await start(env);
      cleanups.push(async () => {
        second.child.kill('SIGKILL');
      });
      const token = await login(second);
      const afterCrash = await invitedTotal(second, token);
      // None: the chunks already written went with the transaction.
      expect(afterCrash).toBe(0);
      console.log(
        `crash test (${engine}): killed after ${written()} chunks written (${String(firstAnswer)}), ` +
          `${afterCrash} rows after the restart`,
      );

      const retry = await commit(second, token, file, key);
      expect(retry.status).toBe(200);
      const result = ((await retry.json()) as { data: BulkResult }).data;
      expect(result).toMatchObject({
        invitedCount: ROWS,
        skippedCount: 0,
        replayed: false,
      });
      const again = await commit(second, token, file, key);
      expect(((await again.json()) as { data: BulkResult }).data).toMatchObject({
        batchId: result.batchId,
        replayed: true,
      });
      expect(await invitedTotal(second, token)).toBe(ROWS);
      second.child.kill('SIGTERM');
      await exited(second.child);

      // Straight from the database: one batch for the key, 10,000 invitations in it.
      let database: Database;
      if (engine === 'pg') database = await openPostgres(env.DATABASE_URL!, 1);
      else database = await openPglite({ dataDir: join(dataDir, 'pglite') });
      try {
        const batches = await database.db
          .select({ id: invitationBatches.id })
          .from(invitationBatches)
          .where(eq(invitationBatches.idempotencyKey, key));
        expect(batches).toEqual([{ id: result.batchId }]);
        const [rows] = await database.db
          .select({ n: count() })
          .from(invitations)
          .where(and(eq(invitations.kind, 'admin'), eq(invitations.status, 'pending')));
        expect(rows?.n).toBe(ROWS);
      } finally {
        await database.close();
      }
    },
  );
});
