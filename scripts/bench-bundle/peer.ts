/**
 * The peer: a minimal react-admin console (login, a paged list, an edit form, i18n), copied to a
 * temporary folder, installed from the npm registry and built with its own Vite, then served
 * from its dist by a small static server so that Chromium loads it like ours.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize } from 'node:path';
import { totalGzip } from './routes';

export interface BuiltPeer {
  dir: string;
  dist: string;
}

/** Copies the peer and builds it; a string says why it could not. */
export function buildPeer(source: string): BuiltPeer | string {
  if (!existsSync(join(source, 'package.json'))) return `no peer at ${source}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-bundle-peer-'));
  cpSync(source, dir, {
    recursive: true,
    filter: (from) => !['node_modules', 'dist'].includes(basename(from)),
  });
  makeWritable(dir); // the source is read-only, and npm writes the lock file and node_modules
  const failure =
    failed(
      'npm install',
      run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts']),
    ) ?? failed('npx vite build', run(dir, 'npx', ['vite', 'build']));
  if (failure) rmSync(dir, { recursive: true, force: true });
  return failure ?? { dir, dist: join(dir, 'dist') };
}

const failed = (step: string, why: string | null) => (why ? `${step} failed: ${why}` : null);

function makeWritable(path: string) {
  const isDir = statSync(path).isDirectory();
  chmodSync(path, isDir ? 0o755 : 0o644);
  if (isDir) for (const name of readdirSync(path)) makeWritable(join(path, name));
}

/** Runs a command in `cwd`; null when it succeeds, else the end of its output. */
function run(cwd: string, command: string, args: string[]): string | null {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) return null;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  return `${result.error?.message ?? `exit ${result.status}`}\n${output.split('\n').slice(-15).join('\n')}`;
}

/**
 * The JavaScript dist/index.html loads before any code runs: its module script and its
 * modulepreload links (a cross-check of what Chromium fetched).
 */
export function indexHtmlScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const module = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const preload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (module || preload) && url ? [url] : [];
  });
}

export const indexHtmlGzip = (dist: string) => totalGzip(dist, indexHtmlScripts(dist));

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves `dist` on loopback; unknown paths get index.html, /api answers 404. */
export async function serveStatic(dist: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dist, path);
    if (path.startsWith('/api/')) {
      res.writeHead(404).end();
    } else if (existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(readFileSync(join(dist, 'index.html')));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
