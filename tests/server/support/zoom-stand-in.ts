import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in of the Zoom endpoints the meetings code calls, as Zoom documents them:
 * - `POST /oauth/token?grant_type=account_credentials&account_id=...` with
 *   `Authorization: Basic base64(client_id:client_secret)` -> `{ access_token, expires_in, ... }`
 *   (Server-to-Server OAuth);
 * - `POST /v2/users/me/meetings` (bearer) -> 201 `{ id, start_url, join_url, password, ... }`;
 * - `GET /v2/users/me/token?type=zak` (bearer) -> `{ token }`.
 * It records every call and can be told to misbehave, to be slow creating meetings (so racing
 * callers overlap) or to revoke its tokens (a 401 on the next API call).
 */
export type ZoomStandInMode =
  /** Answers as Zoom does. */
  | 'ok'
  /** 500 on the API calls, with a body that must never reach the console or the logs. */
  | 'fail'
  /** The API calls never answer. */
  | 'hang'
  /** 201 to a meeting creation without an id. */
  | 'no-id';

export interface ZoomStandInCall {
  method: string;
  /** Path and query, as received. */
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** Text in the stand-in's failure bodies and host links: must never reach an answer or a log. */
export const ZOOM_INTERNAL_TEXT = 'zoom-stand-in-internal-do-not-leak';

export interface ZoomStandIn {
  /** Base of the OAuth host (`ZOOM_OAUTH_URL`). */
  oauthUrl: string;
  /** Base of the API (`ZOOM_API_URL`), ending in /v2. */
  apiUrl: string;
  calls: ZoomStandInCall[];
  mode: ZoomStandInMode;
  /** Milliseconds to wait before answering a meeting creation. */
  createDelayMs: number;
  /** The credentials it accepts. */
  credentials: { accountId: string; clientId: string; clientSecret: string };
  /** Access tokens handed out (still valid unless revoked). */
  issuedTokens: string[];
  /** The host's ZAK it answers. */
  zak: string;
  /** Host start links it answered (each embeds a host key): must never reach a browser. */
  startUrls: string[];
  /** Every token handed out so far stops working. */
  revokeTokens(): void;
  meetingCalls(): ZoomStandInCall[];
  tokenCalls(): ZoomStandInCall[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startZoomStandIn(
  credentials: ZoomStandIn['credentials'],
): Promise<ZoomStandIn> {
  const valid = new Set<string>();
  let nextMeeting = 85_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
  const state = {
    calls: [] as ZoomStandInCall[],
    mode: 'ok' as ZoomStandInMode,
    createDelayMs: 0,
    credentials,
    issuedTokens: [] as string[],
    zak: `zak-${randomBytes(12).toString('hex')}`,
    startUrls: [] as string[],
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // kept as text
    }
    state.calls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    const url = new URL(request.url ?? '/', 'http://stand-in');

    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== basic) {
        return send(response, 401, {
          reason: 'Invalid client_id or client_secret',
          error: 'invalid_client',
        });
      }
      if (url.searchParams.get('grant_type') !== 'account_credentials') {
        return send(response, 400, {
          reason: 'Unsupported grant type',
          error: 'unsupported_grant_type',
        });
      }
      if (url.searchParams.get('account_id') !== credentials.accountId) {
        return send(response, 400, { reason: 'Invalid account_id', error: 'invalid_request' });
      }
      const token = `access-${randomBytes(16).toString('hex')}`;
      valid.add(token);
      state.issuedTokens.push(token);
      return send(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 3599,
        scope: 'meeting:write:meeting:admin user:read:zak:admin',
      });
    }

    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !valid.has(bearer)) {
      return send(response, 401, { code: 124, message: 'Invalid access token.' });
    }
    switch (state.mode) {
      case 'hang':
        return; // open until the client gives up or close() ends it
      case 'fail':
        return send(response, 500, { code: 500, message: ZOOM_INTERNAL_TEXT });
      default:
        break;
    }

    if (request.method === 'POST' && url.pathname === '/v2/users/me/meetings') {
      if (state.createDelayMs > 0) await new Promise((r) => setTimeout(r, state.createDelayMs));
      if (state.mode === 'no-id')
        return send(response, 201, { topic: 'x', note: ZOOM_INTERNAL_TEXT });
      const id = nextMeeting++;
      const startUrl = `https://zoom.us/s/${id}?zak=${ZOOM_INTERNAL_TEXT}-${state.zak}`;
      state.startUrls.push(startUrl);
      const input = (body ?? {}) as Record<string, unknown>;
      return send(response, 201, {
        id,
        uuid: randomBytes(8).toString('base64'),
        host_id: 'stand-in-host',
        topic: input.topic,
        type: input.type,
        start_time: input.start_time,
        duration: input.duration,
        timezone: input.timezone,
        start_url: startUrl,
        join_url: `https://zoom.us/j/${id}?pwd=stand-in`,
        password: 'stand-in',
      });
    }
    if (request.method === 'GET' && url.pathname === '/v2/users/me/token') {
      if (url.searchParams.get('type') !== 'zak') return send(response, 400, { code: 300 });
      return send(response, 200, { token: state.zak });
    }
    return send(response, 404, { code: 404, message: 'Not found' });
  };

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const standIn = state as unknown as ZoomStandIn;
  Object.assign(standIn, {
    oauthUrl: base,
    apiUrl: `${base}/v2`,
    revokeTokens: () => valid.clear(),
    meetingCalls: () => state.calls.filter((call) => call.url.startsWith('/v2/users/me/meetings')),
    tokenCalls: () => state.calls.filter((call) => call.url.startsWith('/oauth/token')),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
  return standIn;
}
