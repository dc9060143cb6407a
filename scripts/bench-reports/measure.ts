/**
 * Measurement for `npm run bench:reports`: `connections` loops calling `work` back to back for
 * `seconds` (after a 1 s warm-up), every call's latency kept, so the median and p95 are exact.
 * The same loop runs the API call (fetch over loopback, keep-alive, the answer read whole) and
 * the store call straight through the driver. The HTTP client shares this process's event loop
 * with the server: its cost (a fraction of a millisecond a call) counts against the API.
 */
export interface Figures {
  calls: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The least calls a measurement takes, however long they are. */
const MIN_CALLS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

export async function measureLoop(
  work: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const run = async (ms: number, minCalls: number) => {
    const latencies: number[] = [];
    const began = performance.now();
    const until = began + ms;
    const loop = async () => {
      while (performance.now() < until || latencies.length < minCalls) {
        const start = performance.now();
        await work();
        latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: connections }, loop));
    return { latencies, elapsed: (performance.now() - began) / 1000 };
  };
  await run(1000, connections);
  const { latencies, elapsed } = await run(seconds * 1000, MIN_CALLS);
  latencies.sort((a, b) => a - b);
  return {
    calls: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** A GET with the bearer token, failing on anything but 2xx, its body read whole. */
export const getter = (url: string, token: string) => async () => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`GET ${url}: ${response.status} ${Buffer.from(body).toString()}`);
  }
  return body;
};
