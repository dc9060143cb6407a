import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * A small client written from SPEC.md section 7 alone, for the spec-client suites
 * (tests/server/spec-client*.test.ts). It imports nothing from `contract/` nor `src/`: its paths,
 * bodies and the answer fields it reads are the specification's. Only the app's start-up
 * (createTestApp) and the mail outbox (where a real user would read their mail) are the
 * project's.
 */

/** The three services of section 7. */
export const USERS = '/api/users/';
export const LEVELS = '/api/levels/';
export const SETTINGS = '/api/settings/';

/** The demo data's password (the server's README lists the demo logins). */
export const DEMO_PASSWORD = 'Demo-pass-2026';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Answer = LightMyRequestResponse;

export interface SpecClient {
  /** A call with the bearer header of section 7 (none when `token` is null). */
  call(
    token: string | null,
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>;
  /** A call whose body is form data with one file (section 7's "form data with file"). */
  upload(token: string, url: string, file: FileToSend): Promise<Answer>;
  /** `POST v1/auth/admin/login`: the access token and the stored `user`. */
  login(email: string, password?: string): Promise<{ token: string; user: { id: string } }>;
}

export interface FileToSend {
  name: string;
  type: string;
  content: Buffer | string;
  field?: string;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
}

export function specClient(t: TestApp): SpecClient {
  const call: SpecClient['call'] = (token, method, url, body, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    call,
    upload(token, url, file) {
      const form = formWithFile(file);
      return call(token, 'POST', url, form.payload, form.headers);
    },
    async login(email, password = DEMO_PASSWORD) {
      const answer = await call(null, 'POST', `${USERS}v1/auth/admin/login`, { email, password });
      expect(answer.statusCode, answer.body).toBe(200);
      const { accessToken, user } = answer.json().data;
      return { token: accessToken as string, user: user as { id: string } };
    },
  };
}

/** A multipart body: text fields, then one file part, as a browser's FormData sends it. */
export function formWithFile(file: FileToSend) {
  const boundary = `----spec-client-${Math.random().toString(36).slice(2)}`;
  const fields = Object.entries(file.fields ?? {}).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(fields.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
        `filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG's signature followed by filler: enough for a file-type check. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 7),
]);

/** A 2xx answer with `data` (the envelope every answer of section 7 is read from). */
export function expectData(answer: Answer, status?: number) {
  if (status === undefined) {
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(200);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
  } else {
    expect(answer.statusCode, answer.body).toBe(status);
  }
  const body = answer.json();
  expect(body, answer.body).toHaveProperty('data');
  return body.data;
}

/** A paged list: 200 with `data.result` (an array) and `data.pagination`. */
export function expectPaged(answer: Answer) {
  const data = expectData(answer, 200);
  expect(Array.isArray(data.result), answer.body).toBe(true);
  expect(data.pagination, answer.body).toMatchObject({
    pageNumber: expect.any(Number),
    pageSize: expect.any(Number),
    total: expect.any(Number),
  });
  return data.result as Record<string, unknown>[] & { id: string }[];
}

/** An array answer, bare or paged (the spec shows the shape of neither for most lists). */
export function expectList(answer: Answer) {
  const data = expectData(answer, 200);
  const list = Array.isArray(data) ? data : data.result;
  expect(Array.isArray(list), answer.body).toBe(true);
  return list as { id: string }[];
}

/** An error: the status and the `message` section 7 says a client reads. */
export function expectMessage(answer: Answer, status: number) {
  expect(answer.statusCode, answer.body).toBe(status);
  const { message } = answer.json();
  expect(typeof message, answer.body).toBe('string');
  return message as string;
}

/** The newest mail to `email`, as the person's mail client shows it. */
export async function lastMailTo(t: TestApp, email: string): Promise<string> {
  const rows = (await t.db.execute(
    sql`select text from mail_outbox where "to" = ${email.toLowerCase()} order by created_at desc limit 1`,
  )) as unknown as { rows: { text: string }[] };
  const text = rows.rows[0]?.text;
  if (text === undefined) throw new Error(`no mail to ${email}`);
  return text;
}

/** The six-digit code of the newest mail to `email`. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await lastMailTo(t, email))?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** `adminInvitationId` of the invitation link mailed last to `email`. */
export async function mailedInvitationId(t: TestApp, email: string): Promise<string> {
  const link = /https?:\/\/\S+\/invitation\?\S+/.exec(await lastMailTo(t, email))?.[0];
  const id = link && new URL(link).searchParams.get('adminInvitationId');
  if (!id) throw new Error(`no invitation mailed to ${email}`);
  return id;
}

/** A day `days` from now as `YYYY-MM-DD`. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The item of `list` whose `key` is `value` (fails the test otherwise). */
export function find<T extends Record<string, unknown>>(list: T[], key: string, value: unknown): T {
  const item = list.find((entry) => entry[key] === value);
  expect(item, `${key} = ${String(value)}`).toBeDefined();
  return item as T;
}
