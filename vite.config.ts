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
    projects: [
      {
        extends: true,
        test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
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
          setupFiles: ['tests/components/support/setup.ts'],
        },
      },
      ...serverProjects,
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
