/**
 * npm run build:server: compiles the services (server/main.ts and what it imports from server/,
 * contract/ and machines/) into plain JavaScript in dist-server/, which `npm start` runs with
 * node alone: no TypeScript loader at run time. Packages stay in node_modules (not bundled);
 * drivers imported on demand stay separate chunks, so a process loads only its engine. The
 * migrations and the demo media are copied beside the code, where `new URL(..., import.meta.url)`
 * finds them.
 */
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const out = 'dist-server';
await rm(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
await cp('server/db/migrations', `${out}/migrations`, { recursive: true });
await cp('server/db/demo-media', `${out}/demo-media`, { recursive: true });
