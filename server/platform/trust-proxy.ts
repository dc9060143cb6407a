import net from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server are believed about the client's address (X-Forwarded-For),
 * as Fastify's `trustProxy` takes it. Off: `request.ip` is the peer, which behind a load balancer
 * is the balancer, so every client would share one rate limit.
 */
export type TrustProxy = boolean | string[];

/** Names proxy-addr knows for private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A netmask (255.255.0.0) or a prefix length within the address's size.
  if (version === 4 && net.isIPv4(bits)) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset, `false` or `0`: off. `true`: every proxy (only when nothing can reach
 * the server but through them). Otherwise a comma-separated list of the proxies' addresses or
 * subnets (`10.0.0.0/8`, `loopback` ...). A number of hops is refused: it cannot tell a proxy
 * from a client sending its own X-Forwarded-For (Fastify trusts no one with it).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message: 'a number of proxies cannot be checked: give their addresses or subnets',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrSubnet(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `true, false, or the proxies' addresses and subnets (not ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });
