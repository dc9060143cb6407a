import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in of the LibreTranslate API (`POST /translate` with
 * `{ q, source, target, format, api_key? }` answering `{ translatedText }`), so the translate
 * route is tested over real HTTP without the network. It knows a tiny dictionary and can be
 * told to misbehave.
 */
export type StandInMode =
  /** Translates from the dictionary (unknown words come back in brackets). */
  | 'ok'
  /** 500 with a body that must never reach the console. */
  | 'fail'
  /** Never answers. */
  | 'hang'
  /** 200 with a body that is not JSON. */
  | 'garbage'
  /** 200 with JSON that has no translatedText. */
  | 'wrong-shape';

export interface StandInCall {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}

export const PROVIDER_SECRET_TEXT = 'stand-in internal stack trace: do not leak';

const DICTIONARY: Record<string, Record<string, string>> = {
  'en:ar': { hello: 'مرحبا', book: 'كتاب', 'good morning': 'صباح الخير' },
  'ar:en': { مرحبا: 'hello', كتاب: 'book', 'صباح الخير': 'good morning' },
};

export interface TranslateStandIn {
  url: string;
  calls: StandInCall[];
  mode: StandInMode;
  /** Set: requests without this `api_key` are refused with 403, as LibreTranslate does. */
  apiKey: string | undefined;
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

export async function startTranslateStandIn(apiKey?: string): Promise<TranslateStandIn> {
  const standIn: Omit<TranslateStandIn, 'url' | 'close'> = { calls: [], mode: 'ok', apiKey };

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      standIn.calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body,
      });
      if (request.method !== 'POST' || request.url !== '/translate') {
        return send(response, 404, { error: 'Not Found' });
      }
      switch (standIn.mode) {
        case 'hang':
          return; // the socket stays open until the client gives up or close() ends it
        case 'fail':
          return send(response, 500, { error: PROVIDER_SECRET_TEXT });
        case 'garbage':
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end(`<html>${PROVIDER_SECRET_TEXT}</html>`);
        case 'wrong-shape':
          return send(response, 200, { translation: PROVIDER_SECRET_TEXT });
        case 'ok':
          break;
      }
      const { q, source, target, api_key } = body as Record<string, unknown>;
      if (standIn.apiKey && api_key !== standIn.apiKey) {
        return send(response, 403, { error: 'Invalid API key' });
      }
      const words = DICTIONARY[`${String(source)}:${String(target)}`];
      if (typeof q !== 'string' || !words) return send(response, 400, { error: 'Bad request' });
      send(response, 200, { translatedText: words[q.trim().toLowerCase()] ?? `[${q}]` });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const live = standIn as TranslateStandIn;
  live.url = `http://127.0.0.1:${port}`;
  live.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return live;
}
