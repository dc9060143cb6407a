import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_PREFIX, USERS_PATHS } from '../../../contract/paths';
import { listeningAddress } from '../../e2e/support/server';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
/** Start-up (migrations, the demo seed) takes seconds idle, a minute on a busy machine. */
const START_UP_MS = 90_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** What it printed so far (JSON log lines, the banner). */
  output(): string;
  /** SIGTERM (graceful), SIGKILL after 10 s; removes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * The server entry as `npm start` runs it (server/main.ts, here through tsx's loader in node
 * itself, so signals reach the server), on a port and DATA_DIR of its own; `env` adds to the
 * test's environment (DATABASE_URL, REDIS_URL ...). Resolves once it answers its health route.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-console'),
      LOG_LEVEL: 'info',
      ...env,
      // A free port chosen as it listens; the banner says which.
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let url = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_UP_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited during start-up:\n${output}`);
    }
    url = listeningAddress(output) ?? '';
    const up =
      url !== '' &&
      (await fetch(`${url}${SERVICE_PREFIX.users}/${USERS_PATHS.health}`).then(
        (response) => response.ok,
        () => false,
      ));
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within ${START_UP_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, dataDir, output: () => output, stop };
}

/** The JSON log lines a process printed (pino), the banner and other text left out. */
export function logLinesOf(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
