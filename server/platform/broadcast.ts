/**
 * Messages to every API process (Redis pub/sub, on a connection of its own: a subscribed
 * connection can do nothing else). Used by in-process caches of platform settings: the process
 * that writes publishes, every process drops what it kept.
 *
 * Delivery is only as good as Redis: while the subscription is down, or without REDIS_URL, a
 * listener is told `lost` and must not trust what it keeps for long (the rewards cache then keeps
 * entries a few seconds, so processes converge); when the subscription starts again it is told
 * `live` and must forget everything (messages published meanwhile reached no one).
 */
import type { SharedRedis } from './redis';

export interface BroadcastListener {
  message(message: string): void;
  /** Subscribed (again): from now on every message reaches this process. */
  live(): void;
  /** Not subscribed: messages may be missed until `live`. */
  lost(): void;
}

export interface Broadcast {
  /** To every process listening on `topic` (this one too). False when it could not be sent. */
  publish(topic: string, message: string): Promise<boolean>;
  listen(topic: string, listener: BroadcastListener): void;
  close(): Promise<void>;
}

/** Without Redis: nothing is sent, and listeners are never told they are live. */
export const LOCAL_BROADCAST: Broadcast = {
  publish: async () => false,
  listen: () => undefined,
  close: async () => undefined,
};

export function createBroadcast(redis: SharedRedis | undefined, prefix: string): Broadcast {
  if (!redis) return LOCAL_BROADCAST;
  const channelOf = (topic: string) => `${prefix}broadcast:${topic}`;
  const listeners = new Map<string, BroadcastListener[]>();
  // Same options as the shared connection (no offline queue, 1 s commands, endless retries);
  // subscriptions are made again by us on each `ready`, so we know when they hold.
  const subscriber = redis.client.duplicate({ autoResubscribe: false });
  let closing = false;

  const subscribe = async (channels: string[]) => {
    if (channels.length === 0 || subscriber.status !== 'ready') return;
    try {
      await subscriber.subscribe(...channels);
      for (const channel of channels) for (const l of listeners.get(channel) ?? []) l.live();
    } catch {
      // The connection went between `ready` and now: `close` follows, then a new `ready`.
    }
  };
  const lostAll = () => {
    for (const group of listeners.values()) for (const listener of group) listener.lost();
  };

  subscriber.on('ready', () => void subscribe([...listeners.keys()]));
  // The outage itself is logged once by the shared connection (redis.ts); attempts stay quiet.
  subscriber.on('error', () => undefined);
  subscriber.on('close', lostAll);
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener.message(message);
  });

  // Messages that could not be sent go out when the shared connection is back: a process whose
  // own connection was down while the others' subscriptions held would otherwise leave them
  // trusting what they keep.
  const pending = new Map<string, Set<string>>();
  const send = async (channel: string, message: string) => {
    if (!redis.isReady()) return false;
    try {
      await redis.client.publish(channel, message);
      return true;
    } catch (error) {
      redis.failed(error);
      return false;
    }
  };
  const flush = async () => {
    for (const [channel, messages] of pending) {
      for (const message of messages) {
        if (!(await send(channel, message))) return;
        messages.delete(message);
      }
      pending.delete(channel);
    }
  };
  redis.client.on('ready', () => void flush());

  return {
    async publish(topic, message) {
      const channel = channelOf(topic);
      if (await send(channel, message)) return true;
      const held = pending.get(channel);
      if (held) held.add(message);
      else pending.set(channel, new Set([message]));
      return false;
    },
    listen(topic, listener) {
      const channel = channelOf(topic);
      const group = listeners.get(channel);
      if (group) group.push(listener);
      else listeners.set(channel, [listener]);
      void subscribe([channel]);
    },
    async close() {
      if (closing) return;
      closing = true;
      subscriber.removeAllListeners('close');
      if (subscriber.status === 'ready')
        await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
