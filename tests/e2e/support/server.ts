import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** ABOUT_URL of every browser test's server. */
export const E2E_ABOUT_URL = 'https://provider.example.test/about';

export interface RunningServer {
  url: string;
  /** The server process's id (to read its memory). */
  pid: number;
  dataDir: string;
  /** What the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

const root = join(import.meta.dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** A data folder to use and leave in place; a fresh one, removed on stop, by default. */
  dataDir?: string;
  /**
   * A data folder a stopped server left (migrated, demo data loaded) to copy into the fresh
   * one, so that this start neither migrates nor seeds.
   */
  template?: string;
  /** More environment for the server (say, ZOOM_* pointing at a stand-in). */
  env?: Record<string, string>;
  /** A PostgreSQL database to run on instead of a fresh embedded one. */
  databaseUrl?: string;
}

/**
 * Starts the real server as `npm start` does (the compiled services, all three, and the built
 * console) on PGlite: a fresh database removed on stop, or the given data folder, which is
 * left in place; or on the given PostgreSQL database.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('The console is not built: run `npx vite build` first (npm test does).');
  }
  if (!existsSync(join(root, 'dist-server', 'main.js'))) {
    throw new Error(
      'The services are not built: run `npm run build:server` first (npm test does).',
    );
  }
  const ownsData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
  if (options.template && ownsData) cpSync(options.template, dataDir, { recursive: true });
  // The browser tests always run on a fresh embedded database, whatever the caller's engine.
  const { DATABASE_URL: _engine, ...env } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    cwd: root,
    env: {
      ...env,
      // The provider's site the Access Pending dialog links to (unset: no link).
      ABOUT_URL: E2E_ABOUT_URL,
      ...options.env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      // The system picks a free port as the server listens (no race with another process
      // between choosing one and binding it); the banner says which.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await waitUntilUp(child, () => output);
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      if (ownsData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * How long start-up (migrations and the demo seed on PGlite) may take: seconds on an idle
 * machine, over a minute on a busy one; kept under the e2e project's 120 s hook limit.
 */
const START_UP_MS = 110_000;

/** The address in the banner a server prints once it listens (server/main.ts). */
export const listeningAddress = (output: string) =>
  /Arabic teaching console: (http:\/\/\S+)/.exec(output)?.[1];

/** Resolves with the server's address once it answers its health route. */
async function waitUntilUp(child: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + START_UP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const url = listeningAddress(output());
    if (url) {
      const up = await fetch(`${url}/api/users/v1/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return url;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within ${START_UP_MS / 1000} s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
