import { vi } from 'vitest';
import type { Invitation } from '../../../contract/invitations';
import { json } from './render';

export const INV_PENDING = '00000000-0000-4000-8000-0000000000e1';
export const INV_EXPIRED = '00000000-0000-4000-8000-0000000000e2';
export const INV_ACCEPTED = '00000000-0000-4000-8000-0000000000e3';
export const INV_CANCELED = '00000000-0000-4000-8000-0000000000e4';
const ROLE = '00000000-0000-4000-8000-0000000000d1';

export function invitation(
  init: Partial<Invitation> & Pick<Invitation, 'id' | 'email'>,
): Invitation {
  return {
    kind: 'admin',
    firstName: 'Huda',
    lastName: 'Saleh',
    role: { id: ROLE, name: 'Teacher', number: 5 },
    classRoom: null,
    status: 'pending',
    expiresAt: '2026-12-06T10:00:00.000Z',
    createdAt: '2026-11-22T10:00:00.000Z',
    sendCount: 1,
    invitedBy: 'manager@demo.test',
    acceptedBy: null,
    ...init,
  };
}

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** JSON bodies parsed; multipart bodies as FormData. */
  body: unknown;
}

type Handler = (call: SentCall) => Response | Promise<Response>;

/**
 * Like routeFetch, keyed by "METHOD /path-suffix", but it keeps headers and the query string
 * and reads multipart bodies (the bulk file) as FormData.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: SentCall[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = null;
    if (type.startsWith('multipart/form-data')) body = await request.formData();
    else {
      const text = await request.text();
      body = text ? (JSON.parse(text) as unknown) : null;
    }
    const call: SentCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    calls.push(call);
    const key = Object.keys(handlers).find((k) => {
      const [method, suffix] = k.split(' ');
      return method === call.method && suffix !== undefined && call.path.endsWith(suffix);
    });
    const handler = key ? handlers[key] : undefined;
    return handler ? handler(call) : json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
