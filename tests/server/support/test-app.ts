import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SERVICE_PREFIX, type ServiceName } from '../../../contract/paths';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db/client';
import { DEMO_PASSWORD } from '../../../server/db/demo-data';
import { writeDemoLogos } from '../../../server/db/demo-logos';
import { loadConfig } from '../../../server/platform/config';
import { uploadPaths } from '../../../server/platform/storage';
import { checkAnswersAgainstDocument } from './openapi-check';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestAppOptions {
  /** Directory of a built console; default: one without index.html. */
  staticDir?: string;
  services?: ServiceName[];
  /** Extra routes (e.g. test-only ones) registered before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** Reuse a database (e.g. to build two apps on it); default: a fresh seeded copy. */
  database?: TestDatabase;
  /**
   * Extra environment for loadConfig (e.g. RATE_LIMIT_*, REDIS_URL). Rate limits are high
   * by default so that only the tests about them are throttled.
   */
  env?: Record<string, string>;
  /** The server clock (default: the system's). */
  clock?: () => Date;
  /**
   * How long list totals are kept (server/platform/list-totals.ts). Default 0: counted on
   * every call, so a test that adds rows through the factories sees them at once.
   */
  listTotalsTtlMs?: number;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  dataDir: string;
  jwtSecret: Uint8Array;
  /** Everything the app logged, one JSON line per entry. */
  logs: () => string[];
  /** Logs in through the API (demo password by default) and returns the access token. */
  login(email: string, password?: string): Promise<string>;
  /** `app.inject` with a bearer token. */
  request(
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const usersUrl = (path: string) => `${SERVICE_PREFIX.users}/${path}`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-app-'));
  const database = options.database ?? (await openTestDatabase());
  await writeDemoLogos(uploadPaths(dataDir).logos);
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir ?? path.join(dataDir, 'no-console'),
    LOG_LEVEL: 'info',
    ...(options.services ? { SERVICES: options.services.join(',') } : {}),
    RATE_LIMIT_PER_ADDRESS: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    ...options.env,
  });
  const jwtSecret = randomBytes(32);
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret,
    logStream,
    ...(options.clock ? { clock: options.clock } : {}),
    listTotalsTtlMs: options.listTotalsTtlMs ?? 0,
  });
  // Every answer is checked against the OpenAPI document; a mismatch fails the request's test.
  // Test routes change the document: such an app gets a checker of its own.
  const answers = checkAnswersAgainstDocument(app, options.routes ? undefined : config.services);
  const inject = app.inject.bind(app);
  app.inject = (async (opts: InjectOptions) => {
    const response = await inject(opts);
    const violation = answers.takeViolation(response.headers['x-request-id'] as string | undefined);
    if (violation) throw new Error(`OpenAPI: ${violation}`);
    return response;
  }) as typeof app.inject;
  try {
    options.routes?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!options.database) await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const request: TestApp['request'] = (token, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  return {
    app,
    db: database.db,
    database,
    dataDir,
    jwtSecret,
    logs: () => [...lines],
    request,
    async login(email, password = DEMO_PASSWORD) {
      const response = await request(null, 'POST', usersUrl('v1/auth/admin/login'), {
        email,
        password,
      });
      if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.body}`);
      return (response.json() as { data: { accessToken: string } }).data.accessToken;
    },
    async close() {
      const unchecked = answers.remaining();
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
      // Answers over a real socket (app.listen) are checked too, and reported here.
      if (unchecked.length > 0) throw new Error(`OpenAPI: ${unchecked.join('\n')}`);
    },
  };
}
