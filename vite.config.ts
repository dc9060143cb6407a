import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

const engines = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

const serverProjects: TestProjectInlineConfiguration[] = engines.map((engine) => ({
  extends: true,
  test: {
    name: `server-${engine}`,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/support/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    // Each file opens its own database and app; the module graph (Fastify, the routes' schemas,
    // the OpenAPI checker) is loaded once per worker rather than once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));

export default defineConfig({
  plugins: [react()],
  // The Machines page's layout engine (elkjs) is large, but only that lazily loaded route pulls it in.
  // The manifest tells the bundle budget (scripts/check-bundle.ts) which chunks each route loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1600,
    manifest: true,
    // Building a zod schema has no side effect: a screen that imports one constant from a
    // contract file no longer carries every schema of that file (nor zod, if it uses none).
    // Nothing in the console calls zod for its effect (z.config and the like).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  test: {
    // One worker a core. Vitest's default leaves one core to itself, which on a 2-core machine
    // runs every file one after another; the main process has little to do.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // The model tests search each machine's state graph: CPU-bound, a second or two alone,
          // several times that beside the browser tests on the same two cores.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        // The project's own checks: the lint rules and the bundle budget.
        test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // One DOM and module graph per worker; the set-up resets what the app keeps between
          // files (its actors, cached data), as a fresh page would.
          isolate: false,
          setupFiles: ['tests/components/support/setup.ts'],
          // The browser tests run beside these on the same two cores: a screen whose chunk
          // loads lazily can take seconds there. Waits are bounded by the test's own limit.
          testTimeout: 15_000,
        },
      },
      ...serverProjects,
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server on a copy of this data folder, and its own Chromium.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
