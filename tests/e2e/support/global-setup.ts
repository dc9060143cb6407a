import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided';
import { startServer } from './server';

/**
 * Once per run: the compiled server starts on an empty data folder (it migrates and loads the
 * demo data, as `npm start` does the first time) and stops cleanly. Each test file's server
 * then starts on a copy of that folder, with nothing left to migrate or seed.
 */
export default async function setup(project: TestProject) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'console-e2e-template-'));
  const template = path.join(scratch, 'data');
  const server = await startServer({ dataDir: template });
  await server.stop();
  project.provide('e2eDataTemplate', template);
  return () => rm(scratch, { recursive: true, force: true });
}
