import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/platform/config';
import { resolveJwtSecret } from '../../server/platform/jwt-secret';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'console-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      seedMode: 'auto',
      services: ['users', 'levels', 'settings'],
      staticDir: path.resolve('dist'),
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
    });
    // Seconds for a request, ten minutes for an upload: a 200 MB video on a slow link.
    expect(config.requestTimeoutMs).toBe(10_000);
    expect(config.uploadTimeoutMs).toBe(600_000);
    expect(config.connectionTimeoutMs).toBeGreaterThan(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '45000' }).requestTimeoutMs).toBe(45_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it("sizes the embedded database's buffer cache: 24MB unless told, and only as a size", () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('24MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffers).toBe('128MB');
    for (const bad of ['lots', '16', '16mb', "16MB'; fsync = off"]) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS/);
    }
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/console',
      DATABASE_URL: 'postgres://app@db:5432/console',
      SEED_DEMO: '0',
      SERVICES: 'levels, settings',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/console',
      databaseUrl: 'postgres://app@db:5432/console',
      seedMode: 'never',
      services: ['levels', 'settings'],
      logLevel: 'warn',
    });
    expect(loadConfig({ SEED_DEMO: '1' }).seedMode).toBe('always');
  });

  it('fails fast with every problem named', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        SERVICES: 'users,payments',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'SERVICES', 'DATABASE_URL', 'JWT_SECRET'])
        expect(message).toContain(name);
    }
  });
});

describe('resolveJwtSecret', () => {
  it('creates a 256-bit secret once, mode 0600, and reuses it', async () => {
    const first = await resolveJwtSecret(dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await resolveJwtSecret(dir);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('prefers JWT_SECRET and refuses a corrupt secret file', async () => {
    const fromEnv = await resolveJwtSecret(dir, 'x'.repeat(40));
    expect(new TextDecoder().decode(fromEnv)).toBe('x'.repeat(40));
    const corrupt = await mkdtemp(path.join(dir, 'corrupt-'));
    await writeFile(path.join(corrupt, 'jwt-secret'), 'abc');
    await expect(resolveJwtSecret(corrupt)).rejects.toThrow(/delete it to regenerate/);
  });
});
