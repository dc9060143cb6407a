import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN } from '../../contract/auth';
import { MESSAGES } from '../../contract/messages';
import { sessions } from '../../server/db/schema/sessions';
import { createTokenService, type TokenService } from '../../server/platform/tokens';
import { userId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const ME = usersUrl('v1/users/me');
let t: TestApp;
let tokens: TokenService;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = createTokenService(t.jwtSecret);
  adminId = await userId(t.db, 'admin@demo.test');
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => new Date(Date.now() + 3_600_000);

async function newSession(expiresAt = inAnHour()) {
  const id = randomUUID();
  await t.db.insert(sessions).values({ id, userId: adminId, expiresAt });
  return id;
}

async function expect401(
  headers: Record<string, string>,
  message: string = MESSAGES.sessionExpired,
) {
  const response = await t.app.inject({ method: 'GET', url: ME, headers });
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer');
  expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message });
}

describe('the auth guard', () => {
  it('accepts a valid access token', async () => {
    const token = await tokens.signAccess({
      userId: adminId,
      sessionId: await newSession(),
      expiresAt: inAnHour(),
    });
    const response = await t.request(token, 'GET', ME);
    expect(response.statusCode).toBe(200);
  });

  it('rejects a missing or non-bearer header', async () => {
    await expect401({}, MESSAGES.unauthenticated);
    await expect401({ authorization: 'Basic YWRtaW46eA==' }, MESSAGES.unauthenticated);
  });

  it('rejects a malformed token', async () => {
    await expect401({ authorization: 'Bearer not-a-jwt' });
  });

  it('rejects a tampered signature and a tampered payload', async () => {
    const token = await tokens.signAccess({
      userId: adminId,
      sessionId: await newSession(),
      expiresAt: inAnHour(),
    });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect401({ authorization: `Bearer ${header}.${payload}.${flipped}` });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = b64({ ...claims, sub: randomUUID() });
    await expect401({ authorization: `Bearer ${header}.${forged}.${signature}` });
  });

  it('rejects alg none', async () => {
    const sessionId = await newSession();
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      tokenType: TOKEN.accessType,
      iss: TOKEN.issuer,
      aud: TOKEN.audience,
      sub: adminId,
      jti: sessionId,
      iat: now,
      exp: now + 3600,
    };
    await expect401({
      authorization: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    });
  });

  it('rejects a token signed with another secret', async () => {
    const other = createTokenService(new Uint8Array(32).fill(7));
    const token = await other.signAccess({
      userId: adminId,
      sessionId: await newSession(),
      expiresAt: inAnHour(),
    });
    await expect401({ authorization: `Bearer ${token}` });
  });

  it('rejects an expired token', async () => {
    const past = new Date(Date.now() - 60_000);
    const token = await tokens.signAccess({
      userId: adminId,
      sessionId: await newSession(),
      expiresAt: past,
    });
    await expect401({ authorization: `Bearer ${token}` });
  });

  it('rejects a temporary token where an access token is needed', async () => {
    const token = await tokens.signTemp({
      userId: adminId,
      sessionId: await newSession(),
      expiresAt: inAnHour(),
    });
    await expect401({ authorization: `Bearer ${token}` });
  });

  it('rejects a wrong issuer or audience', async () => {
    const sessionId = await newSession();
    for (const [iss, aud] of [
      ['someone-else', TOKEN.audience],
      [TOKEN.issuer, 'another-api'],
    ] as const) {
      const token = await new SignJWT({ tokenType: TOKEN.accessType })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(adminId)
        .setJti(sessionId)
        .setExpirationTime('1h')
        .sign(t.jwtSecret);
      await expect401({ authorization: `Bearer ${token}` });
    }
  });

  it('rejects an unknown jti, a session that expired server-side, and a revoked session', async () => {
    const unknown = await tokens.signAccess({
      userId: adminId,
      sessionId: randomUUID(),
      expiresAt: inAnHour(),
    });
    await expect401({ authorization: `Bearer ${unknown}` });

    const endedId = await newSession(new Date(Date.now() - 1000));
    const ended = await tokens.signAccess({
      userId: adminId,
      sessionId: endedId,
      expiresAt: inAnHour(),
    });
    await expect401({ authorization: `Bearer ${ended}` });

    const revokedId = await newSession();
    const revoked = await tokens.signAccess({
      userId: adminId,
      sessionId: revokedId,
      expiresAt: inAnHour(),
    });
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, revokedId));
    await expect401({ authorization: `Bearer ${revoked}` });
  });

  it("rejects a token whose jti belongs to another user's session", async () => {
    const managerId = await userId(t.db, 'manager@demo.test');
    const token = await tokens.signAccess({
      userId: managerId,
      sessionId: await newSession(),
      expiresAt: inAnHour(),
    });
    await expect401({ authorization: `Bearer ${token}` });
  });
});

describe('verified tokens kept in memory', () => {
  const claims = { userId: randomUUID(), sessionId: randomUUID() };

  it('still refuse a token once it expires, though it was verified before', async () => {
    let clock = Date.now();
    const service = createTokenService(t.jwtSecret, () => clock);
    const token = await service.signAccess({ ...claims, expiresAt: new Date(clock + 60_000) });
    expect(await service.verify(token, TOKEN.accessType)).toMatchObject(claims);
    clock += 61_000;
    await expect(service.verify(token, TOKEN.accessType)).rejects.toThrow(/exp/);
  });

  it('still refuse the remembered token as another type, and a copy with another signature', async () => {
    const service = createTokenService(t.jwtSecret);
    const token = await service.signAccess({ ...claims, expiresAt: inAnHour() });
    await service.verify(token, TOKEN.accessType);
    await expect(service.verify(token, TOKEN.tempType)).rejects.toThrow(/type/);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(
      service.verify(`${header}.${payload}.${flipped}`, TOKEN.accessType),
    ).rejects.toThrow();
    expect(await service.verify(token, TOKEN.accessType)).toMatchObject(claims);
  });
});
