import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import {
  TRANSLATE_MAX_CHARS,
  TRANSLATE_MESSAGES,
  translationSchema,
} from '../../contract/translate';
import { envelope } from '../../contract/wire';
import { ConfigError, loadConfig } from '../../server/platform/config';
import { libreTranslate, TranslateFailed } from '../../server/modules/translate/provider';
import { createRole, createUser, organizationId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';
import {
  PROVIDER_SECRET_TEXT,
  startTranslateStandIn,
  type TranslateStandIn,
} from './support/translate-stand-in';

const API_KEY = 'stand-in-key';
/** Short, so that the hanging provider's test does not wait the production 10 s. */
const TIMEOUT_MS = 400;

let standIn: TranslateStandIn;
let t: TestApp;
let unconfigured: TestApp;
let admin: string;

const translateUrl = (query: Record<string, string>) =>
  `${usersUrl(USERS_PATHS.translate)}?${new URLSearchParams(query).toString()}`;

const translate = (token: string | null, query: Record<string, string>, app: TestApp = t) =>
  app.request(token, 'GET', translateUrl(query));

beforeAll(async () => {
  standIn = await startTranslateStandIn(API_KEY);
  t = await createTestApp({
    env: {
      TRANSLATE_URL: `${standIn.url}/`,
      TRANSLATE_API_KEY: API_KEY,
      TRANSLATE_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  unconfigured = await createTestApp({ database: t.database });
  admin = await t.login('admin@demo.test');
});
afterAll(async () => {
  await unconfigured?.close();
  await t?.close();
  await standIn?.close();
});
afterEach(() => {
  standIn.mode = 'ok';
  standIn.calls.length = 0;
});

describe('GET v1/general/translate', () => {
  it('translates English to Arabic through the provider', async () => {
    const response = await translate(admin, {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'hello',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(translationSchema).parse(response.json()).data).toEqual({ text: 'مرحبا' });
    expect(standIn.calls).toEqual([
      {
        method: 'POST',
        path: '/translate',
        contentType: 'application/json',
        body: { q: 'hello', source: 'en', target: 'ar', format: 'text', api_key: API_KEY },
      },
    ]);
  });

  it('translates Arabic to English, the text sent as it was typed', async () => {
    const response = await translate(admin, {
      sourceLanguage: 'ar',
      targetLanguage: 'en',
      text: 'صباح الخير',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { text: 'good morning' } });
    expect(standIn.calls.map((call) => call.body)).toEqual([
      { q: 'صباح الخير', source: 'ar', target: 'en', format: 'text', api_key: API_KEY },
    ]);
  });

  it('answers 503 with a clear message when no provider is configured', async () => {
    const token = await unconfigured.login('admin@demo.test');
    const response = await translate(
      token,
      { sourceLanguage: 'en', targetLanguage: 'ar', text: 'hello' },
      unconfigured,
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: TRANSLATE_MESSAGES.notConfigured,
    });
    expect(standIn.calls).toEqual([]);
  });

  it.each([
    ['fails', 'fail'],
    ['answers something that is not JSON', 'garbage'],
    ['answers JSON without translatedText', 'wrong-shape'],
  ] as const)('answers 502 when the provider %s, never with its body', async (_name, mode) => {
    standIn.mode = mode;
    const response = await translate(admin, {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'hello',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      message: TRANSLATE_MESSAGES.providerFailed,
    });
    expect(response.body).not.toContain(PROVIDER_SECRET_TEXT);
    expect(standIn.calls).toHaveLength(1);
  });

  it('answers 502 when the provider does not answer in time', async () => {
    standIn.mode = 'hang';
    const started = Date.now();
    const response = await translate(admin, {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'hello',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: TRANSLATE_MESSAGES.providerFailed });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
    const logged = t.logs().some((line) => line.includes('"reason":"timeout"'));
    expect(logged).toBe(true);
  });

  it.each([
    [
      'an unknown language',
      { sourceLanguage: 'fr', targetLanguage: 'ar', text: 'bonjour' },
      { sourceLanguage: TRANSLATE_MESSAGES.language },
    ],
    [
      'a missing target language',
      { sourceLanguage: 'en', text: 'hello' },
      { targetLanguage: TRANSLATE_MESSAGES.language },
    ],
    [
      'the same language twice',
      { sourceLanguage: 'ar', targetLanguage: 'ar', text: 'كتاب' },
      { targetLanguage: TRANSLATE_MESSAGES.sameLanguage },
    ],
    [
      'an empty text',
      { sourceLanguage: 'en', targetLanguage: 'ar', text: '' },
      { text: TRANSLATE_MESSAGES.textRequired },
    ],
    [
      'a text of spaces',
      { sourceLanguage: 'en', targetLanguage: 'ar', text: '   ' },
      { text: TRANSLATE_MESSAGES.textRequired },
    ],
    [
      'no text',
      { sourceLanguage: 'en', targetLanguage: 'ar' },
      { text: TRANSLATE_MESSAGES.textRequired },
    ],
    [
      'a text over the limit',
      { sourceLanguage: 'en', targetLanguage: 'ar', text: 'a'.repeat(TRANSLATE_MAX_CHARS + 1) },
      { text: TRANSLATE_MESSAGES.textTooLong },
    ],
  ])('answers 400 for %s, without calling the provider', async (_name, query, fieldErrors) => {
    const response = await translate(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fieldErrors });
    expect(standIn.calls).toEqual([]);
  });

  it('translates a text of the largest size', async () => {
    const text = 'b'.repeat(TRANSLATE_MAX_CHARS);
    const response = await translate(admin, { sourceLanguage: 'en', targetLanguage: 'ar', text });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { text: `[${text}]` } });
  });

  it('accepts the largest Arabic text over a real connection (the query is ~30 KB)', async () => {
    const text = 'ب'.repeat(TRANSLATE_MAX_CHARS);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(
      `${address}${translateUrl({ sourceLanguage: 'ar', targetLanguage: 'en', text })}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { text: `[${text}]` } });
  });

  it('refuses 403 to a caller without curriculum write (the Nour Academy manager)', async () => {
    const token = await t.login('manager@demo.test');
    const response = await translate(token, {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'hello',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(standIn.calls).toEqual([]);
  });

  it('refuses 403 to a curriculum writer outside HAD, who writes no curriculum', async () => {
    const writer = await createRole(t.db, { grants: { Elements: ['read', 'write', 'update'] } });
    const user = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'Nour Academy'),
          roleId: writer,
          isActive: true,
        },
      ],
    });
    const response = await translate(await t.login(user.email), {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'hello',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: TRANSLATE_MESSAGES.hadOnly });
    expect(standIn.calls).toEqual([]);
  });

  it('lets a HAD member with Elements write alone translate', async () => {
    const writer = await createRole(t.db, { grants: { Elements: ['read', 'write', 'update'] } });
    const user = await createUser(t.db, {
      memberships: [
        { organizationId: await organizationId(t.db, 'HAD'), roleId: writer, isActive: true },
      ],
    });
    const response = await translate(await t.login(user.email), {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'book',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { text: 'كتاب' } });
  });

  it('answers 401 without a token', async () => {
    const response = await translate(null, {
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'hello',
    });
    expect(response.statusCode).toBe(401);
    expect(standIn.calls).toEqual([]);
  });
});

describe('the LibreTranslate provider', () => {
  it('sends no api_key when none is configured', async () => {
    const open = await startTranslateStandIn();
    try {
      const translator = libreTranslate({ url: open.url, timeoutMs: 2000 });
      await expect(translator.translate('book', 'en', 'ar')).resolves.toBe('كتاب');
      expect(open.calls.map((call) => call.body)).toEqual([
        { q: 'book', source: 'en', target: 'ar', format: 'text' },
      ]);
    } finally {
      await open.close();
    }
  });

  it('reports a provider that refuses the key as a status failure', async () => {
    const translator = libreTranslate({ url: standIn.url, apiKey: 'wrong', timeoutMs: 2000 });
    const failure = await translator.translate('book', 'en', 'ar').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslateFailed);
    expect(failure).toMatchObject({ reason: 'status', status: 403 });
  });

  it('reports a provider that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const translator = libreTranslate({ url: `http://127.0.0.1:${port}`, timeoutMs: 2000 });
    await expect(translator.translate('book', 'en', 'ar')).rejects.toMatchObject({
      reason: 'unreachable',
    });
  });
});

describe('the translate configuration', () => {
  it('is off by default, with a 10 s timeout', () => {
    expect(loadConfig({}).translate).toEqual({
      url: undefined,
      apiKey: undefined,
      timeoutMs: 10_000,
    });
  });

  it('keeps the URL without its trailing slash, and the key', () => {
    const config = loadConfig({
      TRANSLATE_URL: 'https://lt.example/api//',
      TRANSLATE_API_KEY: 'k',
    });
    expect(config.translate).toMatchObject({ url: 'https://lt.example/api', apiKey: 'k' });
  });

  it('stops start-up on a URL that is not http(s) or a timeout out of range', () => {
    expect(() => loadConfig({ TRANSLATE_URL: 'ftp://lt.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRANSLATE_URL: 'ftp://lt.example' })).toThrow(/TRANSLATE_URL/);
    expect(() => loadConfig({ TRANSLATE_TIMEOUT_MS: '0' })).toThrow(/TRANSLATE_TIMEOUT_MS/);
  });
});
