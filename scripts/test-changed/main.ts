/**
 * npm run test:changed [-- <git ref>]: the tests of what changed since the last commit (or since
 * the ref), on each engine. A test runs when it imports a changed file, directly or through
 * others (not through the composition roots, which import every module); a change in a
 * service's module also runs that module's service tests (by file name: they reach the module
 * over HTTP, not by import), and a change in a routes file the suites that cover every route.
 * A changed browser test builds the console first. Then `vitest run` with those files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readImportGraph, reachedFrom } from './graph';

const root = join(import.meta.dirname, '..', '..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const since = process.argv[2] ?? 'HEAD';
const changed = [
  ...new Set([
    ...git('diff', '--name-only', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(join(root, file)));

const COMPOSITION_ROOTS = new Set(['server/app.ts', 'src/app/router.tsx']);
const isRoot = (file: string) =>
  COMPOSITION_ROOTS.has(file) || /^server\/(users|levels|settings)\/plugin\.ts$/.test(file);
const isTest = (file: string) => /^tests\/.*\.test\.tsx?$/.test(file);
const EVERY_ROUTE = ['tenant-isolation', 'route-declarations', 'contract-every-route', 'openapi'];

const graph = readImportGraph(root);
const serverTests = graph.files.filter((file) => /^tests\/server\/[^/]+\.test\.ts$/.test(file));
const reached = reachedFrom(graph, changed, isRoot);
const chosen = new Set([...reached].filter(isTest));

const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
const modules = [...new Set(graph.files.map(moduleOf).filter((name) => name !== undefined))];
/**
 * The module a service test is about, by its name: the longest module name it starts with
 * (live-classes-bulk: live-classes, not classes), else the longest it contains
 * (settings-rewards: rewards).
 */
function ownerOf(test: string): string | undefined {
  const name = basename(test, '.test.ts');
  const longest = (names: string[]) => names.sort((a, b) => b.length - a.length)[0];
  return (
    longest(modules.filter((m) => name === m || name.startsWith(`${m}-`))) ??
    longest(modules.filter((m) => name.includes(m)))
  );
}

for (const file of reached) {
  const module = moduleOf(file);
  if (!module) continue;
  for (const test of serverTests) if (ownerOf(test) === module) chosen.add(test);
  if (/(^|-)routes\.ts$/.test(basename(file))) {
    for (const name of EVERY_ROUTE) chosen.add(`tests/server/${name}.test.ts`);
  }
}
// A migration touches every table: every service test.
if (changed.some((file) => file.startsWith('server/db/migrations/'))) {
  serverTests.forEach((test) => chosen.add(test));
}

const tests = [...chosen].filter((file) => existsSync(join(root, file))).sort();
console.log(`Changed since ${since}: ${changed.length} file(s).`);
if (tests.length === 0) {
  console.log('No test imports them: nothing to run (npm test runs everything).');
  process.exit(0);
}
console.log(`Tests to run (${tests.length}):\n${tests.map((test) => `  ${test}`).join('\n')}`);

const runs = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
if (tests.some((test) => test.startsWith('tests/e2e/'))) {
  const built =
    runs('npx', ['vite', 'build', '--logLevel', 'warn']) &&
    runs('node', ['scripts/build-server.mjs']);
  if (!built) process.exit(1);
}
process.exit(runs('npx', ['vitest', 'run', ...tests]) ? 0 : 1);
