import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { ApiFailure, send } from '../../src/api/api-failure';
import { fetchAdminGroups } from '../../src/api/admin-groups';
import { onUnauthorized, usersApi } from '../../src/api/http';
import { json } from './support/render';

function stubFetch(answer: (request: Request) => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (request: Request) => answer(request));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw new Error(`expected an ApiFailure, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('every call', () => {
  it('sends the stored token as a bearer header, with same-origin credentials', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-123');
    const fetchMock = stubFetch(() => json({ data: [] }));
    await fetchAdminGroups();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request?.credentials).toBe('same-origin');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/users/v1/users/admin-groups');
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = stubFetch(() => json({ data: [] }));
    await fetchAdminGroups();
    expect(fetchMock.mock.calls[0]?.[0].headers.has('Authorization')).toBe(false);
  });
});

describe('a 401 answer', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.user, '{"id":"u1"}');
    localStorage.setItem(STORAGE_KEYS.perms, '[]');
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    stubFetch(() => json({ message: 'Your session has ended.', code: 'UNAUTHORIZED' }, 401));
  });

  it('clears local storage (keeping the language) and sends the browser to /login, to come back', async () => {
    window.history.replaceState(null, '', '/reports?page=2');
    const failure = await failureOf(fetchAdminGroups());
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('Your session has ended.');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.perms)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(assign).toHaveBeenCalledWith('/login?next=%2Freports%3Fpage%3D2');
  });

  it('does not reload the login page when it is already there', async () => {
    window.history.replaceState(null, '', '/login');
    await failureOf(fetchAdminGroups());
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells the listeners (the session actor)', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await failureOf(fetchAdminGroups());
    stop();
    await failureOf(fetchAdminGroups());
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('failures are mapped to the spec’s statuses', () => {
  it('FETCH_ERROR when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await failureOf(fetchAdminGroups());
    expect(failure.status).toBe('FETCH_ERROR');
    expect(failure.originalStatus).toBeUndefined();
    expect(failure.message).toMatch(/could not be reached/);
  });

  it('TIMEOUT_ERROR when the request times out', async () => {
    stubFetch(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    const failure = await failureOf(fetchAdminGroups());
    expect(failure.status).toBe('TIMEOUT_ERROR');
    expect(failure.message).toMatch(/too long/);
  });

  it('PARSING_ERROR with the original status when a success body is not JSON', async () => {
    stubFetch(() => new Response('<html>oops</html>', { status: 200 }));
    const failure = await failureOf(fetchAdminGroups());
    expect(failure.status).toBe('PARSING_ERROR');
    expect(failure.originalStatus).toBe(200);
  });

  it('PARSING_ERROR with the original status when an error body is not JSON', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    const failure = await failureOf(fetchAdminGroups());
    expect(failure.status).toBe('PARSING_ERROR');
    expect(failure.originalStatus).toBe(502);
    expect(failure.message).toContain('502');
  });

  it('the HTTP status with the server message and field errors', async () => {
    stubFetch(() =>
      json(
        {
          message: 'Some fields are not valid.',
          code: 'BAD_REQUEST',
          fieldErrors: { email: 'Invalid' },
        },
        400,
      ),
    );
    const failure = await failureOf(fetchAdminGroups());
    expect(failure).toBeInstanceOf(Error);
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('Some fields are not valid.');
    expect(failure.fieldErrors).toEqual({ email: 'Invalid' });
  });

  it('a generic message when an error body has none', async () => {
    stubFetch(() => new Response('', { status: 503 }));
    const failure = await failureOf(fetchAdminGroups());
    expect(failure.status).toBe(503);
    expect(failure.message).toContain('503');
  });

  it('an empty success body reads as null', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(send(usersApi.post('v1/auth/logout'))).resolves.toBeNull();
  });
});
