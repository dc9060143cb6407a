/**
 * npm run bench:startup: starts the server twice on one fresh embedded database and prints
 * how long each start took to listen. Target: the second start (data kept) under 3 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../tests/e2e/support/server';

const TARGET_MS = 3000;

async function timedStart(dataDir: string) {
  const began = performance.now();
  const server = await startServer({ dataDir });
  const elapsed = performance.now() - began;
  const ownFigure = /ready in (\d+) ms/.exec(server.output())?.[1] ?? '?';
  await server.stop();
  return `${elapsed.toFixed(0)} ms from spawn to the first answer (the server's own figure: ${ownFigure} ms)`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
const first = await timedStart(dataDir);
const second = await timedStart(dataDir);
rmSync(dataDir, { recursive: true, force: true });

console.log(`First start (migrate, seed demo data): ${first}`);
console.log(`Second start (data kept): ${second}; target under ${TARGET_MS} ms`);
