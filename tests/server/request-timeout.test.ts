import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../contract/messages';
import { apiErrorSchema, ERROR_CODES } from '../../contract/wire';
import { PUBLIC } from '../../server/platform/access';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * REQUEST_TIMEOUT_MS bounds how long a request may take to arrive whole (a slow upload); its
 * head must come within 60 s, or within the timeout when that is shorter. Past it the server
 * answers 408 in the usual error body and closes the connection. The timeout is not a limit
 * on the route's own work: a slow answer to a request that arrived is still given.
 */
const TIMEOUT_MS = 1_000;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** From the last byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends `head` (and nothing more) over a raw connection and reads until the server closes. */
function sendAndWait(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let sentAt = 0;
    socket.on('connect', () => socket.write(head, () => (sentAt = performance.now())));
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

const expectTimeoutAnswer = (answer: RawAnswer) => {
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
  expect(answer.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(answer.closedAfterMs).toBeLessThan(TIMEOUT_MS * 3);
  return body;
};

describe('request timeout (REQUEST_TIMEOUT_MS)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) },
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
  });
  afterAll(() => t?.close());

  it('answers 408 in the usual error body when the body stops arriving', async () => {
    const answer = await sendAndWait(
      port,
      'POST /api/test/echo-length HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    const body = expectTimeoutAnswer(answer);
    // The log line carries the same request id, for whoever quotes it.
    const line = t.logs().find((entry) => entry.includes(String(body.requestId)));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      status: 408,
      reason: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
  });

  it('answers 408 when the head itself stops arriving', async () => {
    expectTimeoutAnswer(
      await sendAndWait(port, 'GET /api/users/v1/health HTTP/1.1\r\nHost: x\r\n'),
    );
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
