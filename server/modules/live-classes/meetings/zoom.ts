import { createHash } from 'node:crypto';
import type { MeetingsConfig } from '../../../platform/meetings-config';
import { MeetingProviderFailed, type MeetingProvider, type MeetingRequest } from './provider';

/** A Server-to-Server OAuth app of the Zoom account that hosts the meetings. */
export interface ZoomCredentials {
  accountId: string;
  clientKey: string;
  clientSecret: string;
}

interface CachedToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** Access tokens kept until shortly before they expire (one per set of credentials). */
export type ZoomTokenCache = Map<string, CachedToken>;

/** A token this close to its end is not used (a call takes time; clocks differ). */
const TOKEN_MARGIN_MS = 60_000;

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** Zoom's `start_time` in GMT: `yyyy-MM-ddTHH:mm:ssZ`. */
const zoomTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A meeting number as Zoom answers it (a JSON number, sometimes a string), as digits. */
function meetingNumberOf(id: unknown): string | undefined {
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return String(id);
  if (typeof id === 'string' && /^\d{1,20}$/.test(id)) return id;
  return undefined;
}

/**
 * Zoom through a Server-to-Server OAuth app:
 * - `POST {oauthUrl}/oauth/token?grant_type=account_credentials&account_id=...` with
 *   `Authorization: Basic base64(clientKey:clientSecret)` -> `{ access_token, expires_in }`;
 * - `POST {apiUrl}/users/me/meetings` (a scheduled meeting of the app's user) -> `{ id, ... }`:
 *   only `id` is read; its `start_url` (a host link) is dropped at once;
 * - `GET {apiUrl}/users/me/token?type=zak` -> `{ token }`: the host's key, for starting.
 * Every call is cut off after `timeoutMs`. A 401 from the API (the token revoked) fetches a new
 * token once.
 */
export function zoomProvider(
  config: MeetingsConfig,
  credentials: ZoomCredentials,
  cache: ZoomTokenCache,
  now: () => number = Date.now,
): MeetingProvider {
  const cacheKey = createHash('sha256')
    .update(
      [
        config.oauthUrl,
        credentials.accountId,
        credentials.clientKey,
        credentials.clientSecret,
      ].join('\n'),
    )
    .digest('hex');

  async function send(call: string, url: string, init: RequestInit) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new MeetingProviderFailed(call, timedOut ? 'timeout' : 'unreachable');
    }
    let body: unknown;
    try {
      // The timeout's signal also covers reading the body.
      body = await response.json();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new MeetingProviderFailed(call, 'timeout', response.status);
      }
      body = undefined;
    }
    return { status: response.status, ok: response.ok, body };
  }

  async function accessToken(): Promise<string> {
    const cached = cache.get(cacheKey);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now()) return cached.token;
    const query = new URLSearchParams({
      grant_type: 'account_credentials',
      account_id: credentials.accountId,
    });
    const basic = Buffer.from(`${credentials.clientKey}:${credentials.clientSecret}`).toString(
      'base64',
    );
    const answer = await send('token', `${config.oauthUrl}/oauth/token?${query.toString()}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    if (!answer.ok) throw new MeetingProviderFailed('token', 'status', answer.status);
    const token = field(answer.body, 'access_token');
    const expiresIn = field(answer.body, 'expires_in');
    if (typeof token !== 'string' || !token) {
      throw new MeetingProviderFailed('token', 'answer', answer.status);
    }
    const seconds = typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600;
    cache.set(cacheKey, { token, expiresAt: now() + seconds * 1000 });
    return token;
  }

  async function api(call: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
    const attempt = async () =>
      send(call, `${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
    let answer = await attempt();
    if (answer.status === 401) {
      cache.delete(cacheKey);
      answer = await attempt();
    }
    if (!answer.ok) throw new MeetingProviderFailed(call, 'status', answer.status);
    return answer;
  }

  return {
    async createMeeting({ topic, startsAt, durationMinutes }: MeetingRequest) {
      const answer = await api('createMeeting', 'POST', '/users/me/meetings', {
        topic,
        type: 2, // scheduled
        start_time: zoomTime(startsAt),
        timezone: 'UTC',
        duration: durationMinutes,
        settings: { join_before_host: false, mute_upon_entry: true, waiting_room: false },
      });
      const meetingId = meetingNumberOf(field(answer.body, 'id'));
      if (!meetingId) throw new MeetingProviderFailed('createMeeting', 'answer', answer.status);
      return { meetingId };
    },
    async hostKey() {
      const answer = await api('hostKey', 'GET', '/users/me/token?type=zak');
      const token = field(answer.body, 'token');
      if (typeof token !== 'string' || !token) {
        throw new MeetingProviderFailed('hostKey', 'answer', answer.status);
      }
      return token;
    },
  };
}
