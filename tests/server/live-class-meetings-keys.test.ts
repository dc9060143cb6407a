import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEETING_KEY_MAX,
  MEETING_KEY_NAMES,
  MEETING_MESSAGES,
  meetingKeysStatusSchema,
} from '../../contract/meetings';
import { envelope } from '../../contract/wire';
import { meetingKeys } from '../../server/db/schema/meeting-keys';
import { ConfigError, loadConfig } from '../../server/platform/config';
import { createSecretBox, SecretUnreadable } from '../../server/platform/secrets/secret-box';
import { resolveSecretsKey } from '../../server/platform/secrets/secrets-key';
import { createRole, createUser, organizationId } from './support/factories';
import { MEETING_KEYS_URL, testMeetingKeys } from './support/meetings';
import { createTestApp, type TestApp } from './support/test-app';

const keys = testMeetingKeys();
const values = () => Object.values(keys);

let t: TestApp;
let admin: string;

const put = (token: string | null, body: unknown, app: TestApp = t) =>
  app.request(token, 'PUT', MEETING_KEYS_URL, body);
const statusOf = (response: { json(): unknown }) =>
  envelope(meetingKeysStatusSchema).parse(response.json()).data;
const allSet = Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, true]));
/** Each key's last four characters, as the status tells them. */
const hints = Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, keys[name].slice(-4)]));
const noHints = Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, null]));

/** Every stored row as text: what someone reading the table (or a dump of it) would see. */
async function tableText(app: TestApp = t): Promise<string> {
  const { rows } = (await app.db.execute(
    sql`select row_to_json(k)::text as row from meeting_keys k order by name`,
  )) as unknown as { rows: { row: string }[] };
  return rows.map((row) => row.row).join('\n');
}

beforeAll(async () => {
  // No SECRETS_KEY: the key is made once in DATA_DIR.
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t?.close());

describe('PUT v1/settings/meeting-keys', () => {
  it('stores the keys and answers only which are set and their last four characters', async () => {
    const response = await put(admin, keys);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: MEETING_MESSAGES.keysSaved });
    expect(statusOf(response)).toEqual({ keys: allSet, lastFour: hints, configured: true });
    for (const value of values()) expect(response.body).not.toContain(value);

    const read = await t.request(admin, 'GET', MEETING_KEYS_URL);
    expect(read.statusCode, read.body).toBe(200);
    expect(statusOf(read)).toEqual({ keys: allSet, lastFour: hints, configured: true });
    for (const value of values()) expect(read.body).not.toContain(value);
  });

  it('tells no part of a key shorter than 12 characters', async () => {
    const short = await put(admin, { sdkKey: 'short-Key01' });
    expect(statusOf(short).lastFour).toEqual({ ...hints, sdkKey: null });
    expect(short.body).not.toContain('Key01');
    const restored = await put(admin, { sdkKey: keys.sdkKey });
    expect(statusOf(restored).lastFour).toEqual(hints);
  });

  it('keeps them encrypted at rest: no plain text in the table, a fresh IV on every write', async () => {
    const before = await tableText();
    expect(before.split('\n')).toHaveLength(5);
    for (const value of values()) {
      expect(before).not.toContain(value);
      expect(before).not.toContain(Buffer.from(value).toString('base64'));
      expect(before).not.toContain(Buffer.from(value).toString('hex'));
    }
    const rows = await t.db.select().from(meetingKeys);
    for (const row of rows) expect(row.sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);

    await put(admin, { clientSecret: keys.clientSecret });
    const after = await t.db.select().from(meetingKeys);
    const sealedOf = (list: typeof rows, name: string) =>
      list.find((row) => row.name === name)?.sealed;
    expect(sealedOf(after, 'clientSecret')).not.toBe(sealedOf(rows, 'clientSecret'));
    expect(sealedOf(after, 'sdkKey')).toBe(sealedOf(rows, 'sdkKey'));
  });

  it('replaces only the keys given, and removes one sent as null', async () => {
    const removed = await put(admin, { accountId: null });
    expect(statusOf(removed)).toEqual({
      keys: { ...allSet, accountId: false },
      lastFour: { ...hints, accountId: null },
      configured: false,
    });
    expect(await tableText()).not.toContain('"accountId"');
    const restored = await put(admin, { accountId: keys.accountId });
    expect(statusOf(restored)).toEqual({ keys: allSet, lastFour: hints, configured: true });
  });

  it('refuses malformed bodies with 400, without echoing a value', async () => {
    const long = `too-long-${'k'.repeat(MEETING_KEY_MAX)}`;
    const bodies: [unknown, string][] = [
      [{}, '_root'],
      [{ sdkKey: '   ' }, 'sdkKey'],
      [{ sdkKey: long }, 'sdkKey'],
      [{ sdkKey: 42 }, 'sdkKey'],
      // Not printable ASCII: its last four characters would not be four in every reader.
      [{ sdkSecret: 'too-long-🔑🔑🔑🔑🔑🔑' }, 'sdkSecret'],
      [{ accountId: 'too-long- spaced key' }, 'accountId'],
      [{ webhookSecret: 'x' }, 'webhookSecret'],
    ];
    for (const [body, field] of bodies) {
      const response = await put(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toContain(field);
      expect(response.body).not.toContain('too-long-');
    }
  });

  it('is for HAD with w Configurations only (403 elsewhere, 401 without a session)', async () => {
    const nour = await organizationId(t.db, 'Nour Academy');
    const configurer = await createRole(t.db, {
      grants: { Configurations: ['read', 'write', 'update'] },
    });
    const outsider = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: configurer, isActive: true }],
    });
    const token = await t.login(outsider.email);
    const refused = await put(token, { sdkKey: 'from-nour' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: MEETING_MESSAGES.hadOnly });
    expect((await t.request(token, 'GET', MEETING_KEYS_URL)).statusCode).toBe(403);

    const hadTeacher = await t.login('teacher@demo.test');
    expect((await put(hadTeacher, { sdkKey: 'from-teacher' })).statusCode).toBe(403);
    expect((await t.request(hadTeacher, 'GET', MEETING_KEYS_URL)).statusCode).toBe(403);
    expect((await put(null, { sdkKey: 'anonymous' })).statusCode).toBe(401);
    expect(await tableText()).not.toMatch(/from-nour|from-teacher|anonymous/);
  });

  it('writes no key, nor the request body, to the log', () => {
    const logs = t.logs().join('\n');
    expect(logs).toContain('meeting keys written');
    for (const value of values()) expect(logs, value).not.toContain(value);
  });
});

describe('the secrets key', () => {
  it('is made once in DATA_DIR (mode 0600, 32 bytes) and used again on the next start', async () => {
    const file = path.join(t.dataDir, 'secrets-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(Buffer.from(text, 'base64')).toHaveLength(32);
    expect(await resolveSecretsKey(t.dataDir)).toEqual(Buffer.from(text, 'base64'));
  });

  it('another key opens none of the stored keys: they count as unset and must be written again', async () => {
    const other = await createTestApp({
      database: t.database,
      env: { SECRETS_KEY: randomBytes(32).toString('base64') },
    });
    try {
      const token = await other.login('admin@demo.test');
      const read = await other.request(token, 'GET', MEETING_KEYS_URL);
      expect(statusOf(read)).toEqual({
        keys: Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, false])),
        lastFour: noHints,
        configured: false,
      });
      const warnings = other.logs().filter((line) => line.includes('does not open'));
      expect(warnings).toHaveLength(5);
      expect(warnings.join('\n')).toContain('"meetingKey":"sdkSecret"');
      for (const value of values()) expect(other.logs().join('\n')).not.toContain(value);
    } finally {
      await other.close();
    }
  });

  it('SECRETS_KEY must be base64 of exactly 32 bytes', () => {
    for (const bad of ['short', randomBytes(16).toString('base64'), `${'A'.repeat(43)}!`]) {
      expect(() => loadConfig({ SECRETS_KEY: bad }), bad).toThrow(ConfigError);
    }
    const good = randomBytes(32).toString('base64');
    expect(loadConfig({ SECRETS_KEY: good }).secretsKey).toBe(good);
  });

  it('a damaged key file stops start-up rather than making a new key', async () => {
    const dir = path.join(os.tmpdir(), `secrets-${randomBytes(4).toString('hex')}`);
    await resolveSecretsKey(dir);
    await writeFile(path.join(dir, 'secrets-key'), 'not a key');
    await expect(resolveSecretsKey(dir)).rejects.toThrow(/not a base64 key of 32 bytes/);
  });
});

describe('the secret box', () => {
  const master = randomBytes(32);
  const box = createSecretBox(master, 'meeting-keys');

  it('opens what it sealed, only under the same name, key and purpose', () => {
    const sealed = box.seal('sdk-secret-value', 'sdkSecret');
    expect(sealed).not.toContain('sdk-secret-value');
    expect(box.open(sealed, 'sdkSecret')).toBe('sdk-secret-value');
    expect(() => box.open(sealed, 'sdkKey')).toThrow(SecretUnreadable);
    expect(() => createSecretBox(master, 'other').open(sealed, 'sdkSecret')).toThrow(
      SecretUnreadable,
    );
    expect(() =>
      createSecretBox(randomBytes(32), 'meeting-keys').open(sealed, 'sdkSecret'),
    ).toThrow(SecretUnreadable);
  });

  it('refuses a tampered ciphertext', () => {
    const [version, iv, ciphertext, tag] = box.seal('abc', 'sdkKey').split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'sdkKey'),
    ).toThrow(SecretUnreadable);
    expect(() => box.open('plain text', 'sdkKey')).toThrow(SecretUnreadable);
  });
});

describe('the ZOOM_* configuration', () => {
  it('defaults to Zoom itself, drops a trailing slash, and refuses what is not a URL', () => {
    expect(loadConfig({}).meetings).toEqual({
      oauthUrl: 'https://zoom.us',
      apiUrl: 'https://api.zoom.us/v2',
      timeoutMs: 10_000,
    });
    const local = loadConfig({
      ZOOM_OAUTH_URL: 'http://127.0.0.1:9/',
      ZOOM_API_URL: 'http://127.0.0.1:9/v2/',
      ZOOM_TIMEOUT_MS: '500',
    });
    expect(local.meetings).toEqual({
      oauthUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9/v2',
      timeoutMs: 500,
    });
    expect(() => loadConfig({ ZOOM_API_URL: 'api.zoom.us' })).toThrow(ConfigError);
    expect(() => loadConfig({ ZOOM_TIMEOUT_MS: '5' })).toThrow(ConfigError);
  });
});
