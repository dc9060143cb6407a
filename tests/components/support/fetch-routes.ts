import { vi } from 'vitest';
import { json } from './render';

export interface Call {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  /** The If-Match header (an edit form's version). */
  ifMatch: string | null;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed by "METHOD /path-suffix"; every call is recorded. Unknown calls
 * answer 404, as the shared setup does.
 */
export function routeFetch(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const text = await request.text();
    const url = new URL(request.url);
    const call: Call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: request.headers.get('Authorization'),
      ifMatch: request.headers.get('If-Match'),
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
