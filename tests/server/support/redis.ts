import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, or the one on this machine. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Set (as .ci/run does): a test that needs Redis fails without one instead of skipping. */
export const REDIS_REQUIRED = process.env.TEST_REDIS_URL !== undefined;

/** Whether a Redis answers at `url` (one try, one second). */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
