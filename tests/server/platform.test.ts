import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { apiErrorSchema } from '../../contract/wire';
import { PUBLIC } from '../../server/platform/access';
import { uploadPaths } from '../../server/platform/storage';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };

const boomRoute = (app: FastifyInstance) => {
  app.get('/api/users/v1/test/boom', { config: PUBLIC }, async () => {
    throw new Error('database password is hunter2');
  });
};

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ staticDir, routes: boomRoute });
  await mkdir(uploadPaths(t.dataDir).media, { recursive: true });
  await writeFile(path.join(uploadPaths(t.dataDir).media, 'clip.txt'), 'media file');
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on API, error, static and fallback responses', async () => {
    const responses = await Promise.all([
      t.request(null, 'GET', '/api/levels/v1/health'),
      t.request(null, 'GET', usersUrl('v1/users/me')),
      t.request(null, 'GET', '/api/nowhere'),
      t.app.inject({ method: 'GET', url: '/', headers: HTML }),
      t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      t.app.inject({ method: 'GET', url: '/classes/42', headers: HTML }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404, 200, 200, 200]);
    for (const response of responses) expectSecurityHeaders(response.headers);
  });
});

describe('errors', () => {
  it('a thrown error gives a generic 500 with a request id; the stack is only logged', async () => {
    const response = await t.request(null, 'GET', '/api/users/v1/test/boom');
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({
      message: MESSAGES.internal('GET v1/test/boom'),
      messageKey: 'general.internal',
      messageParams: { action: 'GET v1/test/boom' },
      code: 'INTERNAL',
      requestId: expect.any(String),
    });
    expect(response.headers['x-request-id']).toBe(body.requestId);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('.ts:');
    const logged = t
      .logs()
      .find((line) => line.includes(body.requestId!) && line.includes('stack'));
    expect(logged).toContain('hunter2');
  });

  it('an unknown /api path gives a JSON 404, whatever it accepts', async () => {
    for (const headers of [{}, HTML]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/v9/nothing', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/levels/v1/health' });
    expect(post.statusCode).toBe(404);
  });
});

describe('draining', () => {
  it('answers new requests with 503 in the wire format and Connection: close', async () => {
    const draining = await createTestApp({ database: t.database });
    try {
      draining.app.startDraining();
      const response = await draining.request(null, 'GET', '/api/levels/v1/health');
      expect(response.statusCode).toBe(503);
      expect(response.headers.connection).toBe('close');
      expect(response.json()).toMatchObject({
        message: MESSAGES.shuttingDown,
        code: 'SERVICE_UNAVAILABLE',
        requestId: expect.any(String),
      });
      expectSecurityHeaders(response.headers);
    } finally {
      await draining.close();
    }
  });
});

describe('route declarations', () => {
  it('refuses at start-up an /api route without config.access', async () => {
    const broken = await createTestApp({
      database: t.database,
      routes: (app) => app.get('/api/users/v1/undeclared', async () => ({ data: 1 })),
    }).catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(Error);
    expect(String(broken)).toContain('must declare config.access');
  });

  it('refuses an access declaration naming an unknown resource', async () => {
    const broken = await createTestApp({
      database: t.database,
      routes: (app) =>
        app.get(
          '/api/users/v1/misdeclared',
          { config: { access: JSON.parse('{"resource":"Everything","op":"read"}') } },
          async () => ({ data: 1 }),
        ),
    }).catch((error: unknown) => error);
    expect(String(broken)).toContain('must declare config.access');
  });

  it('records every route with its access in the registry', () => {
    const api = t.app.routeRegistry.filter((route) => route.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(8);
    expect(api.every((route) => route.access !== undefined)).toBe(true);
    expect(api).toContainEqual({
      method: 'POST',
      url: '/api/users/v1/auth/admin/login',
      access: 'public',
    });
  });
});

describe('static console and media', () => {
  it('serves index.html without caching and hashed assets with a long cache', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(index.body).toBe(INDEX_HTML);
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes requested as HTML', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/live-classes/manager?x=1',
      headers: HTML,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('does not fall back for non-HTML requests or missing media', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(script.statusCode).toBe(404);
    const media = await t.app.inject({ method: 'GET', url: '/media/missing.mp4', headers: HTML });
    expect(media.statusCode).toBe(404);
    expect(media.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves uploaded media under /media', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/clip.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('media file');
  });

  it('says how to build the console when STATIC_DIR has no index.html', async () => {
    const bare = await createTestApp({ database: t.database });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
      expectSecurityHeaders(response.headers);
    } finally {
      await bare.close();
    }
  });
});
