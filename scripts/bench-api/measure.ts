/**
 * Measurement for `npm run bench:api`: one call through HTTP with autocannon (in a worker
 * thread, so it does not share the server's event loop), and the same store call straight
 * through the database driver with the same number of promises in flight.
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';

export interface Load {
  connections: number;
  seconds: number;
}

export interface Figures {
  /** How long the measurement ran. */
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Calls that succeeded (HTTP: 2xx answers). */
  ok: number;
  /** HTTP only: answers that were not 2xx, plus connection errors and timeouts. */
  failed: number;
}

/**
 * Resolves when the app has no request in its handlers. autocannon stops at the end of its
 * duration with requests still queued; they would otherwise load the next measurement.
 */
export function trackInFlight(app: FastifyInstance): () => Promise<void> {
  const counted = new WeakSet<object>();
  let inFlight = 0;
  // Counted from the socket's request, before the auth guard: a request can wait there too.
  app.server.on('request', (raw: object) => {
    counted.add(raw);
    inFlight += 1;
  });
  // onSend runs when the handler (or the error handler) has answered, even if the client left.
  app.addHook('onSend', async (request) => {
    if (counted.delete(request.raw)) inFlight -= 1;
  });
  // Except for a request with a body whose client left before Fastify read the body (autocannon
  // stopping a PUT's run): the closed stream ends no more, so it never gets past parsing, no
  // handler runs and no answer comes. It stops counting when the client leaves.
  const parsed = new WeakSet<object>();
  app.addHook('preValidation', async (request) => {
    parsed.add(request.raw);
  });
  app.addHook('onRequestAbort', async (request) => {
    const hasBody =
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !parsed.has(request.raw) && counted.delete(request.raw)) inFlight -= 1;
  });
  return async () => {
    const giveUp = performance.now() + 180_000;
    while (inFlight > 0 && performance.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (inFlight > 0) console.warn(`  (still ${inFlight} requests in the app after 180 s)`);
  };
}

/** A call other than a GET: its method and JSON body, sent alike every time. */
export interface HttpCall {
  method: 'PUT' | 'POST';
  body: unknown;
}

export async function measureHttp(
  url: string,
  token: string,
  load: Load,
  idle: () => Promise<void>,
  call?: HttpCall,
): Promise<Figures> {
  const run = async (duration: number) => {
    const result = await autocannon({
      url,
      connections: load.connections,
      duration,
      // A slow engine (PGlite, one connection) queues 50 requests: answers, not timeouts.
      timeout: 60,
      workers: 1,
      headers: {
        authorization: `Bearer ${token}`,
        ...(call ? { 'content-type': 'application/json' } : {}),
      },
      ...(call ? { method: call.method, body: JSON.stringify(call.body) } : {}),
    });
    await idle();
    return result;
  };
  await run(1); // warm-up: connections, JIT, plans
  let seconds = load.seconds;
  let result = await run(seconds);
  // Fewer answers than connections: the queue (PGlite: one connection) outlasts the window.
  if (result['2xx'] < load.connections) {
    seconds *= 4;
    result = await run(seconds);
  }
  return {
    seconds,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** `work` run by `connections` loops for `seconds`; a failure stops the run (no silent skip). */
export async function measureDirect(work: () => Promise<unknown>, load: Load): Promise<Figures> {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const began = performance.now();
    const until = began + seconds * 1000;
    const loop = async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await work();
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: load.connections }, loop));
    return { latencies, elapsed: (performance.now() - began) / 1000 };
  };
  await run(1);
  const { latencies, elapsed } = await run(load.seconds);
  latencies.sort((a, b) => a - b);
  return {
    seconds: load.seconds,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok: latencies.length,
    failed: 0,
  };
}

/** One call at a time, `calls` times (after 10 to warm up): the call's own latency. */
export async function measureOneByOne(url: string, token: string, calls: number): Promise<Figures> {
  const call = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    return response.ok;
  };
  for (let i = 0; i < 10; i += 1) await call();
  const latencies: number[] = [];
  let failed = 0;
  const began = performance.now();
  for (let i = 0; i < calls; i += 1) {
    const start = performance.now();
    if (!(await call())) failed += 1;
    latencies.push(performance.now() - start);
  }
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    perSecond: calls / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok: calls - failed,
    failed,
  };
}
