import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../contract/messages';
import { apiErrorSchema, ERROR_CODES } from '../../contract/wire';
import { PUBLIC } from '../../server/platform/access';
import { USERS_PATHS } from '../../contract/paths';
import { multipart } from './support/media';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/**
 * REQUEST_TIMEOUT_MS bounds how long a request's head, and any body but an upload's, may take
 * to arrive; UPLOAD_TIMEOUT_MS bounds a multipart upload. Past them the server answers 408 in
 * the usual error body and closes the connection, however steadily bytes trickle in. Neither
 * limits the route's own work: a slow answer to a request that arrived is still given.
 */
const TIMEOUT_MS = 1_000;
const UPLOAD_TIMEOUT_MS = 3_000;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(600, 7),
]);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** From the last byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Sends `parts` over a raw connection, `gapMs` apart (stopping once the server closes), and
 * reads until the server closes.
 */
function sendAndWait(
  port: number,
  head: string | Buffer,
  rest: Buffer[] = [],
  gapMs = 0,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let sentAt = 0;
    const sendRest = async () => {
      for (const part of rest) {
        await new Promise((resolve) => setTimeout(resolve, gapMs));
        if (socket.destroyed || !socket.writable) return;
        socket.write(part, () => (sentAt = performance.now()));
      }
    };
    socket.on('connect', () =>
      socket.write(head, () => {
        sentAt = performance.now();
        void sendRest();
      }),
    );
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [top = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body,
        closedAfterMs: performance.now() - sentAt,
      });
    });
  });
}

const expectTimeoutAnswer = (answer: RawAnswer, timeoutMs = TIMEOUT_MS) => {
  expect(answer.status).toBe(408);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers.connection).toBe('close');
  const body = apiErrorSchema.parse(JSON.parse(answer.body));
  expect(body).toEqual({
    message: MESSAGES.requestTimeout,
    code: ERROR_CODES.requestTimeout,
    requestId: expect.any(String),
  });
  expect(answer.headers['x-request-id']).toBe(body.requestId);
  // Kept to within a quarter of the timeout (plus a busy machine's slack).
  expect(answer.closedAfterMs).toBeLessThan(timeoutMs * 3);
  return body;
};

describe('request timeouts (REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS)', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), UPLOAD_TIMEOUT_MS: String(UPLOAD_TIMEOUT_MS) },
      routes: (app) => {
        // Test-only routes: one reading a body, one slow to answer on purpose.
        app.post('/api/test/echo-length', { config: PUBLIC }, async (request) => ({
          data: { length: JSON.stringify(request.body).length },
        }));
        app.get('/api/test/slow-answer', { config: PUBLIC }, async (request) => {
          const { ms } = z.object({ ms: z.coerce.number() }).parse(request.query);
          await new Promise((resolve) => setTimeout(resolve, ms));
          return { data: { waitedMs: ms } };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    admin = await t.login('admin@demo.test');
  });

  /** An upload's head and its body cut in `count` parts. */
  const upload = (count: number) => {
    const { payload, headers } = multipart([
      { name: 'file', filename: 'logo.png', type: 'image/png', content: PNG },
    ]);
    const head =
      `POST ${usersUrl(USERS_PATHS.uploadFile)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
      `Authorization: Bearer ${admin}\r\nContent-Type: ${headers['content-type']}\r\n` +
      `Content-Length: ${payload.length}\r\n\r\n`;
    const size = Math.ceil(payload.length / count);
    const parts = Array.from({ length: count }, (_, i) =>
      payload.subarray(i * size, (i + 1) * size),
    );
    return { head, parts };
  };
  afterAll(() => t?.close());

  it('answers 408 in the usual error body when the body stops arriving', async () => {
    const started = performance.now();
    const answer = await sendAndWait(
      port,
      'POST /api/test/echo-length HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    const body = expectTimeoutAnswer(answer);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // The log line carries the same request id, for whoever quotes it.
    const line = t.logs().find((entry) => entry.includes(String(body.requestId)));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ status: 408, reason: 'body too slow' });
  });

  it('answers 408 to a body that keeps trickling in, a byte at a time', async () => {
    const started = performance.now();
    const bytes = [...'{"email":"a@b.test","password":"a long one"}'].map((c) => Buffer.from(c));
    const answer = await sendAndWait(
      port,
      'POST /api/test/echo-length HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${bytes.length}\r\n\r\n`,
      bytes,
      200,
    );
    expectTimeoutAnswer(answer);
    const closedAfter = performance.now() - started;
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfter).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('gives an upload longer: one arriving slowly but within UPLOAD_TIMEOUT_MS is stored', async () => {
    const { head, parts } = upload(8);
    const started = performance.now();
    const answer = await sendAndWait(port, head, parts, 250);
    expect(performance.now() - started).toBeGreaterThan(TIMEOUT_MS * 1.5);
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body).data.fileName).toMatch(/\.png$/);
  });

  it('answers 408 to an upload that stops arriving, once UPLOAD_TIMEOUT_MS has passed', async () => {
    const { head, parts } = upload(2);
    const started = performance.now();
    expectTimeoutAnswer(await sendAndWait(port, head, parts.slice(0, 1)), UPLOAD_TIMEOUT_MS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(UPLOAD_TIMEOUT_MS - 50);
  });

  it('answers 408 when the head itself stops arriving', async () => {
    const started = performance.now();
    expectTimeoutAnswer(
      await sendAndWait(port, 'GET /api/users/v1/health HTTP/1.1\r\nHost: x\r\n'),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('answers bytes that are not HTTP with a 400 in the usual body', async () => {
    const answer = await sendAndWait(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(apiErrorSchema.parse(JSON.parse(answer.body))).toMatchObject({
      code: ERROR_CODES.badRequest,
    });
  });

  it('answers a head over 64 KB with a 431 in the usual body', async () => {
    const answer = await sendAndWait(
      port,
      `GET /api/users/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(apiErrorSchema.parse(JSON.parse(answer.body))).toMatchObject({
      code: ERROR_CODES.tooLarge,
      message: MESSAGES.tooLarge,
    });
  });

  it('a request that arrives in time is answered, even when the route is slow', async () => {
    const body = await fetch(`http://127.0.0.1:${port}/api/test/slow-answer?ms=${TIMEOUT_MS * 2}`);
    expect(body.status).toBe(200);
    expect(await body.json()).toEqual({ data: { waitedMs: TIMEOUT_MS * 2 } });
    const echo = await fetch(`http://127.0.0.1:${port}/api/test/echo-length`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(echo.status).toBe(200);
  });
});
