/**
 * The test command after the install (scripts/test.sh): Chromium when missing, lint beside the
 * types, then two Vitest runs side by side: the browser tests (after the build and the bundle
 * budget) and every other project. A browser test spends much of its time waiting on Chromium
 * and its server, which the services' tests fill (measured: 547 s one after the other, 487 s side
 * by side, on 2 cores). Ends with a timing table (each step, each project with its counts) and the
 * line `Tests: N passed, N failed, N skipped`. A step that fails is reported and the rest still
 * run, except what needs it (no browser tests without a build); the exit code is 1 when anything
 * failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectTiming } from './test-timings-reporter';

const root = join(import.meta.dirname, '..');
const output = join(root, 'test-output');

/** The two Vitest runs: the browser tests and the rest, each with its own reports. */
const RUNS = [
  { name: 'tests', projects: ['--project', '!e2e'], stream: true, report: 'vitest' },
  { name: 'e2e tests', projects: ['--project', 'e2e'], stream: false, report: 'vitest-e2e' },
] as const;
type Run = (typeof RUNS)[number];
const timingsOf = (run: Run) => join(output, `timings-${run.report}.json`);

/** When each run began, in seconds after the first began (its spans are its own). */
const runStarts = new Map<string, number>();
let testsBegan = 0;

interface Step {
  name: string;
  seconds: number;
  ok: boolean;
}

const steps: Step[] = [];

/** Runs one command; its output is kept and printed whole when it ends (steps run side by side). */
interface RunOptions {
  /** Print as it comes rather than whole at the end. */
  stream?: boolean;
  /** More environment for the command. */
  env?: Record<string, string>;
}

function run(command: string, args: string[], { stream = false, env = {} }: RunOptions = {}) {
  return new Promise<{ ok: boolean; text: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, text }));
  });
}

/** A step: its commands one after another, stopping at the first that fails. */
async function step(name: string, commands: string[][], options: RunOptions = {}) {
  const began = performance.now();
  let ok = true;
  for (const [command, ...args] of commands) {
    if (!options.stream) process.stdout.write(`== ${name}: ${[command, ...args].join(' ')}\n`);
    const result = await run(command!, args, options);
    const text = result.text.trimEnd();
    if (text) process.stdout.write(`${text.replace(/^/gm, `[${name}] `)}\n`);
    if (!result.ok) {
      ok = false;
      break;
    }
  }
  const done: Step = { name, seconds: (performance.now() - began) / 1000, ok };
  steps.push(done);
  return done;
}

const npx = (...args: string[]) => ['npx', ...args];

async function main() {
  const installMs = Number(process.env.TEST_INSTALL_MS);
  if (installMs) steps.push({ name: 'install', seconds: installMs / 1000, ok: true });
  await step('chromium', [['bash', 'scripts/ensure-chromium.sh']]);

  // ESLint and Prettier, and the type check, are single-threaded: side by side they use both cores.
  await Promise.all([
    step('lint', [npx('eslint', '.'), npx('prettier', '--check', '.', '--log-level', 'warn')]),
    step('types', [npx('panda', 'codegen', '--silent'), npx('tsc', '-p', 'tsconfig.json')]),
  ]);
  testsBegan = performance.now();
  const vitest = (run: Run) => {
    rmSync(timingsOf(run), { force: true });
    runStarts.set(run.name, (performance.now() - testsBegan) / 1000);
    return step(
      run.name,
      [
        npx(
          'vitest',
          'run',
          ...run.projects,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(output, `${run.report}.json`)}`,
          '--reporter=./scripts/test-timings-reporter.ts',
        ),
      ],
      { stream: run.stream, env: { TEST_TIMINGS_FILE: timingsOf(run) } },
    );
  };
  const [rest, e2e] = RUNS;
  const browserTests = async () => {
    // The build (after the types' step, which generated Panda's styled-system) and the budget.
    const build = await step('build', [
      npx('vite', 'build', '--logLevel', 'warn'),
      ['node', 'scripts/build-server.mjs'],
    ]);
    if (!build.ok) return build;
    // Over budget fails the command, but the browser tests still say how the built console works.
    await step('bundle budget', [npx('tsx', 'scripts/check-bundle.ts')]);
    return vitest(e2e);
  };
  const results = await Promise.all([vitest(rest), browserTests()]);

  const timings = RUNS.flatMap((run) => {
    const file = timingsOf(run);
    if (!existsSync(file)) return [];
    const offset = runStarts.get(run.name) ?? 0;
    return (JSON.parse(readFileSync(file, 'utf8')) as ProjectTiming[]).map((t) => ({
      ...t,
      startedAt: t.startedAt + offset,
      endedAt: t.endedAt + offset,
    }));
  });
  printTable(timings);
  const total = timings.reduce(
    (sum, t) => ({
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const allOk = steps.every((s) => s.ok) && results.every((r) => r.ok) && total.passed > 0;
  // Last, so the tail of a long log names what failed.
  const failures = timings.flatMap((t) => t.failures ?? []);
  for (const failure of failures.slice(0, 20)) console.log(`FAILED ${failure}`);
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exitCode = allOk ? 0 : 1;
}

const secs = (value: number) => `${value.toFixed(1)} s`.padStart(9);

function printTable(timings: ProjectTiming[]) {
  const lines = ['', 'Timing (seconds, wall clock)'];
  for (const s of steps) {
    lines.push(`  ${s.name.padEnd(16)}${secs(s.seconds)}  ${s.ok ? 'ok' : 'FAILED'}`);
  }
  lines.push(
    '  Test projects (two runs side by side, each on its own workers: spans in seconds after the',
    '  first began, overlapping; busy adds up every file)',
  );
  lines.push(
    `  ${'project'.padEnd(16)}${'span'.padStart(9)}${'busy'.padStart(11)}` +
      `${'files'.padStart(7)}${'passed'.padStart(8)}${'failed'.padStart(8)}${'skipped'.padStart(9)}`,
  );
  for (const t of [...timings].sort((a, b) => a.project.localeCompare(b.project))) {
    const span = `${t.startedAt.toFixed(0)}-${t.endedAt.toFixed(0)} s`;
    lines.push(
      `  ${t.project.padEnd(16)}${span.padStart(9)}${secs(t.busy).padStart(11)}` +
        `${String(t.files).padStart(7)}${String(t.passed).padStart(8)}` +
        `${String(t.failed).padStart(8)}${String(t.skipped).padStart(9)}`,
    );
  }
  const installed = Number(process.env.TEST_INSTALL_MS) || 0;
  lines.push(`  ${'total'.padEnd(16)}${secs((installed + performance.now()) / 1000)}`);
  console.log(lines.join('\n'));
}

await main();
