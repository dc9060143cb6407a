/**
 * A Vitest reporter for `npm test`'s timing table: for each project, its files and tests (passed,
 * failed, skipped), when its first file started and its last ended (projects share the workers,
 * so spans overlap), and the time its files took in all (import, set-up, tests and hooks).
 * Written to the path given as `outputFile`, or in TEST_TIMINGS_FILE (default
 * test-output/timings.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface ProjectTiming {
  project: string;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Seconds from the run's start to the project's first file starting and last ending. */
  startedAt: number;
  endedAt: number;
  /** Seconds its files took, added up over the workers. */
  busy: number;
  /** Each failed test as `file > test: first line of its error`. */
  failures: string[];
}

/** One line naming a failed test and its first error, short enough for a log's tail. */
function failureOf(
  module: TestModule,
  name: string,
  errors: ReadonlyArray<{ message?: string }> | undefined,
) {
  const message = (errors?.[0]?.message ?? '').split('\n')[0]!.slice(0, 160);
  return `${module.relativeModuleId} > ${name}: ${message}`;
}

export default class TimingsReporter implements Reporter {
  private readonly outputFile: string;
  private runStart = 0;
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile =
      options.outputFile ?? process.env.TEST_TIMINGS_FILE ?? 'test-output/timings.json';
  }

  onTestRunStart() {
    this.runStart = performance.now();
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    if (!this.started.has(name)) this.started.set(name, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    this.ended.set(module.project.name, performance.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, ProjectTiming>();
    const seconds = (at: number | undefined) => ((at ?? this.runStart) - this.runStart) / 1000;
    for (const module of modules) {
      const project = module.project.name;
      const timing = byProject.get(project) ?? {
        project,
        files: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
        startedAt: seconds(this.started.get(project)),
        endedAt: seconds(this.ended.get(project)),
        busy: 0,
        failures: [],
      };
      timing.files += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') timing.passed += 1;
        else if (state === 'failed') {
          timing.failed += 1;
          timing.failures.push(failureOf(module, test.fullName, test.result().errors));
        } else timing.skipped += 1;
      }
      // A file that could not load has no tests but failed all the same.
      if (module.state() === 'failed' && !module.children.size) {
        timing.failed += 1;
        timing.failures.push(failureOf(module, '(the file)', module.errors()));
      }
      const d = module.diagnostic();
      const own =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      timing.busy += (own + d.duration) / 1000;
      byProject.set(project, timing);
    }
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify([...byProject.values()], null, 2));
  }
}
