import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The console's entry (index.html) and the chunk behind the login. */
export const ENTRY = 'index.html';
export const SHELL = 'src/app/authenticated-shell.tsx';

/**
 * The routes measured, each with the modules it loads besides the entry: the login screen, and
 * behind the login the shell with one screen. A screen's texts and lazily loaded parts (the
 * chart library, the spreadsheet reader) are not counted: only what a first visit must load.
 */
export const ROUTES: Record<string, string[]> = {
  '/login': ['src/app/routes/login-route.tsx'],
  '/home': [SHELL, 'src/app/routes/home-route.tsx'],
  '/organizations': [SHELL, 'src/app/routes/organizations-route.tsx'],
  '/classes': [SHELL, 'src/app/routes/classes-route.tsx'],
  '/classes/:id': [SHELL, 'src/app/routes/class-detail-route.tsx'],
  '/invites/students': [SHELL, 'src/app/routes/invitations-route.tsx'],
  '/users': [SHELL, 'src/app/routes/people-route.tsx'],
  '/permissions': [SHELL, 'src/app/routes/roles-route.tsx'],
  '/users/teachers-review': [SHELL, 'src/app/routes/teachers-review-route.tsx'],
  '/curriculum/levels': [SHELL, 'src/app/routes/curriculum-topics-route.tsx'],
  '/curriculum/content': [SHELL, 'src/app/routes/curriculum-content-route.tsx'],
  '/live-classes/manager': [SHELL, 'src/app/routes/live-classes-manager-route.tsx'],
  '/live-classes/my-classes': [SHELL, 'src/app/routes/my-live-classes-route.tsx'],
  '/audit': [SHELL, 'src/app/routes/audit-route.tsx'],
  '/trash': [SHELL, 'src/app/routes/trash-route.tsx'],
  '/level-test': [SHELL, 'src/app/routes/level-test-route.tsx'],
  '/reports': [SHELL, 'src/app/routes/reports-route.tsx'],
  '/packages/packages': [SHELL, 'src/app/routes/plans-route.tsx'],
  '/stories/my-stories': [SHELL, 'src/app/routes/stories-route.tsx'],
  '/settings': [SHELL, 'src/app/routes/settings-route.tsx'],
  '/languages': [SHELL, 'src/app/routes/languages-route.tsx'],
  '/curriculum/assignments': [SHELL, 'src/app/routes/assignments-route.tsx'],
};

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
export function chunkFiles(manifest: Manifest, modules: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

/** Gzip (level 9) bytes of the JavaScript each route loads, from a build in `distDir`. */
export function routeSizes(distDir: string): Record<string, number> {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const gzip = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzip.has(file)) {
      gzip.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    }
    return gzip.get(file)!;
  };
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, modules]) => {
      const files = chunkFiles(manifest, [ENTRY, ...modules]);
      return [
        route,
        [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + sizeOf(f), 0),
      ];
    }),
  );
}
