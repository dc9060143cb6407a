/**
 * npm run bench:bundle: builds the console and the services, then measures in Chromium on loopback the gzip size
 * of the JavaScript each route loads (scripts/bench-bundle/routes.ts: /login signed out, /home
 * and the shell with each list screen signed in as the HAD admin) and the login timings. Side by
 * side, it installs and builds a minimal react-admin console (the peer, scripts/bench-bundle/
 * peer.ts; BENCH_PEER_DIR, default ../shared/peers/react-admin-min) in a temporary folder and
 * measures what its index.html loads the same way. Targets: /login at most 100 kB gzip, the
 * shell with one list screen at most 155 kB, /home rendered within 1 s of submitting the login.
 * `--analyze` also builds hidden source maps (removed afterwards) and prints the largest source
 * modules and packages of /login and of the shell every signed-in route loads.
 */
import { execSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, DEMO_PASSWORD } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { byOrigin, moduleSizes, type ModuleSize } from './bench-bundle/attribute';
import {
  buildPeer,
  indexHtmlGzip,
  indexHtmlScripts,
  serveStatic,
  type BuiltPeer,
} from './bench-bundle/peer';
import {
  kB,
  LIST_TARGET,
  loadRoute,
  LOGIN_TARGET,
  ROUTES,
  sharedScripts,
  totalGzip,
  type RouteLoad,
} from './bench-bundle/routes';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const analyze = process.argv.includes('--analyze');
const peerSource =
  process.env.BENCH_PEER_DIR ?? join(root, '..', 'shared', 'peers', 'react-admin-min');

async function adminToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/users/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** What the peer's index.html loads in Chromium (gzip bytes), printed with the cross-check. */
async function measurePeer(browser: Browser, peer: BuiltPeer): Promise<number> {
  const { url, server } = await serveStatic(peer.dist);
  try {
    const load = await loadRoute(browser, `${url}/`, null, '#root > *');
    const size = totalGzip(peer.dist, load.scripts);
    const preloads = indexHtmlScripts(peer.dist).length - 1;
    console.log(
      `Peer react-admin-min, its dist served on loopback and loaded in Chromium until the network` +
        ` is quiet (ended at ${load.finalUrl}): ${kB(size)} gzip in ${load.scripts.size} files;` +
        ` index.html's module script and ${preloads} modulepreloads: ${kB(indexHtmlGzip(peer.dist))}`,
    );
    return size;
  } finally {
    server.close();
  }
}

function targetOf(kind: string, size: number): string {
  const limit = kind === 'login' ? LOGIN_TARGET : kind === 'list' ? LIST_TARGET : null;
  if (limit === null) return '';
  return `<= ${kB(limit)}: ${size <= limit ? 'met' : 'MISSED'}`;
}

function printRoutes(loads: RouteLoad[], peer: number | null) {
  console.log(
    '\nJavaScript each route loads in Chromium until its screen shows and the network is quiet' +
      ' for 1 s (gzip -9); /login signed out, the others as admin@demo.test (HAD, so some' +
      ' screens show their HAD variant):',
  );
  console.log(`  ${'route'.padEnd(28)} ${'gzip'.padStart(9)}  ${'/ peer'.padStart(6)}  target`);
  ROUTES.forEach(({ path, kind }, i) => {
    const load = loads[i]!;
    const size = totalGzip(dist, load.scripts);
    const ratio = peer ? (size / peer).toFixed(2) : '-';
    const notes = [
      targetOf(kind, size),
      load.finalUrl !== path ? `ended at ${load.finalUrl}` : '',
      load.noAccess ? `no access: "${load.noAccess}"` : '',
    ].filter(Boolean);
    console.log(
      `  ${path.padEnd(28)} ${kB(size).padStart(9)}  ${ratio.padStart(6)}  ${notes.join('; ')}`,
    );
  });
  const lists = ROUTES.flatMap(({ kind }, i) => (kind === 'list' ? [loads[i]!] : []));
  const met = lists.filter((load) => totalGzip(dist, load.scripts) <= LIST_TARGET).length;
  console.log(`  List routes within ${kB(LIST_TARGET)}: ${met} of ${lists.length}`);
}

async function printLoginTiming(browser: Browser, baseUrl: string) {
  const page = await (await browser.newContext()).newPage();
  const navStart = performance.now();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).waitFor({ state: 'visible' });
  const formReady = performance.now() - navStart;
  await page.getByLabel(/e-?mail/i).fill('admin@demo.test');
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  const submitStart = performance.now();
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.getByTestId('home-page').waitFor({ state: 'visible' });
  const homeReady = performance.now() - submitStart;
  console.log(`\nNavigation to an interactive login form: ${formReady.toFixed(0)} ms`);
  const verdict = homeReady <= 1000 ? 'met' : 'MISSED';
  console.log(
    `Submit to a rendered /home: ${homeReady.toFixed(0)} ms (target <= 1000 ms: ${verdict})`,
  );
}

function printTop(title: string, sizes: ModuleSize[]) {
  const total = sizes.reduce((sum, { raw }) => sum + raw, 0);
  console.log(`\n${title}; ${kB(total)} minified. Largest modules (gzip: each compressed alone):`);
  for (const { name, raw, gzip } of sizes.slice(0, 15)) {
    console.log(`  ${kB(raw).padStart(9)} ${kB(gzip).padStart(9)}  ${name}`);
  }
  const origins = Object.entries(byOrigin(sizes)).sort((a, b) => b[1] - a[1]);
  console.log(`  by origin: ${origins.map(([origin, raw]) => `${origin} ${kB(raw)}`).join(', ')}`);
}

/** The largest modules of /login, and of the shell: what every signed-in route adds to it. */
function printAnalysis(loads: RouteLoad[]) {
  const login = loads[0]!.scripts;
  const shared = sharedScripts(loads.slice(1));
  const shell = [...shared].filter((path) => !login.has(path));
  printTop(
    `--analyze: /login, ${login.size} files, ${kB(totalGzip(dist, login))} gzip`,
    moduleSizes(root, dist, login),
  );
  printTop(
    `The shell: every signed-in route loads ${shared.size} files (${kB(totalGzip(dist, shared))}` +
      ` gzip), ${shell.length} of them beyond /login's (${kB(totalGzip(dist, shell))} gzip)`,
    moduleSizes(root, dist, shell),
  );
}

function removeSourceMaps() {
  const assets = join(dist, 'assets');
  for (const name of readdirSync(assets)) if (name.endsWith('.map')) rmSync(join(assets, name));
}

async function measure(built: BuiltPeer | string) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const peer = typeof built === 'string' ? null : await measurePeer(browser, built);
    const token = await adminToken(server.url);
    const loads: RouteLoad[] = [];
    for (const { path, kind } of ROUTES) {
      loads.push(await loadRoute(browser, `${server.url}${path}`, kind === 'login' ? null : token));
    }
    printRoutes(loads, peer);
    await printLoginTiming(browser, server.url);
    if (analyze) printAnalysis(loads);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const maps = analyze ? ' --sourcemap hidden' : '';
  execSync(`npm run --silent build -- --logLevel warn${maps}`, { cwd: root, stdio: 'inherit' });
  execSync('npm run --silent build:server', { cwd: root, stdio: 'inherit' });
  console.log(`Peer: copying ${peerSource}, npm install and npx vite build in a temporary folder`);
  const built = buildPeer(peerSource);
  if (typeof built === 'string') console.log(`Peer not measured: ${built}`);
  try {
    await measure(built);
  } finally {
    if (analyze) removeSourceMaps();
    if (typeof built !== 'string') rmSync(built.dir, { recursive: true, force: true });
  }
}

await main();
