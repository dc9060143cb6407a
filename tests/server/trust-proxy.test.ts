import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/platform/config';
import { ACCOUNT_URLS } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Behind a load balancer every request comes from the balancer's address. TRUST_PROXY (off by
 * default) names the proxies whose X-Forwarded-For is believed, so the per-address limit
 * counts each client, and a client cannot pick its own address by sending the header itself.
 */
const BALANCER = '10.9.0.1';
const PER_ADDRESS = 3;
const LIMITS = { RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS), RATE_LIMIT_PER_ACCOUNT: '1000' };

let attempt = 0;
/** A wrong login (a new e-mail each time, so only the address limit counts). */
const wrongLogin = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: ACCOUNT_URLS.login,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: `client-${attempt++}@example.test`, password: 'not-the-password' },
    })
    .then((response) => response.statusCode);

const clients = (n: number) => Array.from({ length: n }, (_, i) => `203.0.113.${i + 1}`);

describe('TRUST_PROXY in the configuration', () => {
  const trustOf = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('is off unless set, and takes true or addresses and subnets', () => {
    expect(trustOf()).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('10.0.0.1, 10.0.0.0/8,loopback,fd00::/8, 192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'loopback',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses a number of hops and anything that is not an address', () => {
    expect(() => trustOf('2')).toThrow(ConfigError);
    expect(() => trustOf('2')).toThrow(/TRUST_PROXY: a number of proxies cannot be checked/);
    expect(() => trustOf('10.0.0.1,proxy.internal')).toThrow(/not proxy\.internal/);
    expect(() => trustOf('10.0.0.0/33')).toThrow(ConfigError);
  });
});

describe('rate limits behind a load balancer', () => {
  let database: TestDatabase;
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    off = await createTestApp({ database, env: LIMITS });
    on = await createTestApp({ database, env: { ...LIMITS, TRUST_PROXY: BALANCER } });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
    await database?.close();
  });

  it('off (the default): every client behind the balancer shares its address', async () => {
    const seen = [];
    for (const client of clients(PER_ADDRESS + 1))
      seen.push(await wrongLogin(off, BALANCER, client));
    expect(seen).toEqual([401, 401, 401, 429]);
  });

  it('on: each client is counted by its own address', async () => {
    const seen = [];
    for (const client of clients(PER_ADDRESS + 3))
      seen.push(await wrongLogin(on, BALANCER, client));
    expect(seen.every((status) => status === 401)).toBe(true);
    // One client over its own limit is refused; the others are not.
    const one = '198.51.100.20';
    for (let i = 0; i < PER_ADDRESS; i++) expect(await wrongLogin(on, BALANCER, one)).toBe(401);
    expect(await wrongLogin(on, BALANCER, one)).toBe(429);
    expect(await wrongLogin(on, BALANCER, '198.51.100.21')).toBe(401);
    // The nearest untrusted address counts: a chain through the balancer.
    expect(await wrongLogin(on, BALANCER, `192.0.2.9, ${one}`)).toBe(429);
  });

  it('on: a client reaching the server directly cannot choose its address', async () => {
    const direct = '192.0.2.50';
    const seen = [];
    for (const forged of clients(PER_ADDRESS + 1)) seen.push(await wrongLogin(on, direct, forged));
    expect(seen).toEqual([401, 401, 401, 429]);
  });
});
