/**
 * The project's import graph, read from the source (static imports, re-exports and `import()`
 * of a literal path), for `npm run test:changed`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const FOLDERS = ['src', 'server', 'machines', 'contract', 'tests', 'scripts'];
const SOURCE = /\.(ts|tsx|mts)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(root: string, folder: string): string[] {
  const at = join(root, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name) && !name.includes('node_modules'))
    .map((name) => join(folder, name));
}

/** `./x` or `./x.js` from `from` to the file it names, relative to the root, if it exists. */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(from), specifier);
  const bare = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

export interface ImportGraph {
  files: string[];
  /** For each file, the files that import it. */
  importers: Map<string, Set<string>>;
}

export function readImportGraph(root: string): ImportGraph {
  const files = FOLDERS.flatMap((folder) => sourceFiles(root, folder));
  const importers = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveSpecifier(root, file, match[1]!);
      if (!target) continue;
      const set = importers.get(target) ?? new Set<string>();
      set.add(file);
      importers.set(target, set);
    }
  }
  return { files, importers };
}

/**
 * Every file that imports one of `changed`, directly or through others, without going up past
 * a composition root (`isRoot`): the app and the services' mount lists import every module, so
 * through them every change would reach every test.
 */
export function reachedFrom(
  graph: ImportGraph,
  changed: string[],
  isRoot: (file: string) => boolean,
): Set<string> {
  const reached = new Set(changed);
  const queue = [...changed];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (isRoot(file)) continue;
    for (const importer of graph.importers.get(file) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      queue.push(importer);
    }
  }
  return reached;
}
