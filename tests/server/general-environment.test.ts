import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEnvironmentSchema } from '../../contract/general';
import { SERVICE_PREFIX, USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { loadConfig } from '../../server/platform/config';
import { freePort } from '../e2e/support/server';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** `GET v1/general/dashboard-environment-variables`: what a browser may know, and nothing else. */
const URL_ = usersUrl(USERS_PATHS.dashboardEnvironment);
const one = envelope(dashboardEnvironmentSchema);
const SECRET_LOOKING = /secret|password|key|token|hash|sealed|credential|smtp|database|redis/i;

/** Every configuration value whose name looks secret or internal (addresses of the database, Redis, SMTP, S3, the providers). */
function secretValues(config: unknown, path = ''): [string, string][] {
  if (typeof config === 'string') {
    const internal = SECRET_LOOKING.test(path) || /url|endpoint|bucket/i.test(path);
    const browserSafe = /(publicUrl|aboutUrl)$/.test(path);
    return internal && !browserSafe && config.length >= 4 ? [[path, config]] : [];
  }
  if (config && typeof config === 'object') {
    return Object.entries(config).flatMap(([key, value]) =>
      secretValues(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

describe('the dashboard environment variables', () => {
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    const secret = (label: string) => `${label}-${randomBytes(8).toString('hex')}`;
    env = {
      PUBLIC_URL: 'https://console.example.test/',
      ABOUT_URL: 'https://school.example.test/about',
      JWT_SECRET: secret('jwt-secret-at-least-32-characters'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: `postgres://console:${secret('db')}@db.internal.test:5432/console`,
      REDIS_URL: `redis://:${secret('redis')}@127.0.0.1:${await freePort()}`,
      SMTP_URL: `smtp://mailer:${secret('smtp')}@smtp.internal.test:587`,
      TRANSLATE_URL: 'https://translate.internal.test',
      TRANSLATE_API_KEY: secret('translate'),
      S3_BUCKET: 'console-media-test',
      S3_ENDPOINT: 'http://s3.internal.test:9000',
      S3_ACCESS_KEY_ID: secret('access'),
      S3_SECRET_ACCESS_KEY: secret('s3secret'),
      ZOOM_OAUTH_URL: 'https://zoom-oauth.internal.test',
      ZOOM_API_URL: 'https://zoom-api.internal.test/v2',
    };
    t = await createTestApp({ env });
  });
  afterAll(() => t?.close());

  it('answers the browser-safe values to any signed-in member, 401 without a token', async () => {
    for (const email of ['admin@demo.test', 'pending@demo.test']) {
      const response = await t.request(await t.login(email), 'GET', URL_);
      expect(response.statusCode, response.body).toBe(200);
      expect(one.parse(response.json()).data).toEqual({
        publicUrl: 'https://console.example.test',
        aboutUrl: 'https://school.example.test/about',
        mediaBaseUrl: SERVICE_PREFIX.media,
        defaultLanguage: 'en',
        languages: ['en', 'ar'],
        features: { translation: true },
      });
    }
    expect((await t.request(null, 'GET', URL_)).statusCode).toBe(401);
  });

  it("contains no secret: none of the configuration's secret or internal values, no secret-looking name", async () => {
    const response = await t.request(await t.login('admin@demo.test'), 'GET', URL_);
    const body = response.body;
    const values = secretValues(loadConfig(env));
    // The walk found what the environment holds (so an empty list cannot pass by accident).
    expect(values.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'jwtSecret',
        'secretsKey',
        'databaseUrl',
        'mail.smtpUrl',
        'translate.apiKey',
        'translate.url',
        'rateLimit.redisUrl',
        's3.secretAccessKey',
      ]),
    );
    for (const [path, value] of values) expect(body, path).not.toContain(value);
    for (const [name, value] of Object.entries(env)) {
      if (name !== 'PUBLIC_URL' && name !== 'ABOUT_URL') expect(body, name).not.toContain(value);
    }
    expect(body).not.toMatch(/internal\.test/);
    expect(keysOf(response.json()).filter((key) => SECRET_LOOKING.test(key))).toEqual([]);
  });
});

describe('the dashboard environment variables without a translation provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('say translation is off, and name no provider site (ABOUT_URL unset)', async () => {
    const response = await t.request(await t.login('admin@demo.test'), 'GET', URL_);
    expect(one.parse(response.json()).data.features).toEqual({ translation: false });
    expect(one.parse(response.json()).data.aboutUrl).toBeNull();
  });
});
