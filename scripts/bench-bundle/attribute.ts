/**
 * `--analyze`: which source modules the bytes of a set of built chunks come from, read from the
 * hidden source maps of the same build (what rollup-plugin-visualizer shows, without it). Each
 * generated segment counts for the source its mapping names, up to the next mapping; code with
 * no mapping counts as unmapped. Files under node_modules are summed per package.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

export interface ModuleSize {
  name: string;
  raw: number;
  /** The module's code gzipped alone, as the visualizer does: more than its share of the chunk. */
  gzip: number;
}

/** Code without a mapping: JSON modules (the English texts), import/export lines, bundler helpers. */
const UNMAPPED = '(unmapped: JSON, imports, helpers)';

/** `node_modules/@scope/pkg/x.js` -> `@scope/pkg`; other files relative to the project root. */
function moduleName(root: string, source: string | null): string {
  if (!source) return UNMAPPED;
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  return relative(root, source);
}

/** Adds the code of one chunk to `code`, keyed by module name. */
function attributeChunk(root: string, file: string, code: Map<string, string[]>) {
  const add = (name: string, text: string) => {
    if (!text) return;
    const parts = code.get(name);
    if (parts) parts.push(text);
    else code.set(name, [text]);
  };
  const lines = readFileSync(file, 'utf8').split('\n');
  if (!existsSync(`${file}.map`)) {
    add(UNMAPPED, lines.join('\n')); // a build without --sourcemap
    return;
  }
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const mappings: { line: number; column: number; source: string | null }[] = [];
  map.eachMapping((m) =>
    mappings.push({ line: m.generatedLine - 1, column: m.generatedColumn, source: m.source }),
  );
  let next = 0;
  lines.forEach((line, index) => {
    let column = 0;
    let source: string | null = null;
    while (mappings[next] && mappings[next]!.line === index) {
      const mapping = mappings[next++]!;
      add(moduleName(root, source), line.slice(column, mapping.column));
      column = mapping.column;
      source = mapping.source ? resolve(dirname(file), mapping.source) : null;
    }
    const end = index < lines.length - 1 ? '\n' : '';
    add(moduleName(root, source), `${line.slice(column)}${end}`);
  });
}

/** Sizes per module (or package) of the given files of `dist`, largest first. */
export function moduleSizes(root: string, dist: string, urlPaths: Iterable<string>): ModuleSize[] {
  const code = new Map<string, string[]>();
  for (const path of urlPaths) attributeChunk(root, join(dist, path), code);
  return [...code]
    .map(([name, parts]) => {
      const text = parts.join('');
      return {
        name,
        raw: Buffer.byteLength(text),
        gzip: gzipSync(text, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);
}

/** Raw bytes per origin: npm packages, src/, contract/, styled-system/, other. */
export function byOrigin(sizes: ModuleSize[]): Record<string, number> {
  const origins: Record<string, number> = {};
  for (const { name, raw } of sizes) {
    const origin = /^(src|contract|machines|styled-system)\//.exec(name)?.[1] ?? 'packages';
    const key = name === UNMAPPED ? 'unmapped' : origin;
    origins[key] = (origins[key] ?? 0) + raw;
  }
  return origins;
}
