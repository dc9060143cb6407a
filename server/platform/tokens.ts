// Subpath imports load only the JWT code (a faster start), not all of JOSE.
import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { TOKEN } from '../../contract/auth';

export type TokenType = typeof TOKEN.accessType | typeof TOKEN.tempType;

export interface TokenClaims {
  userId: string;
  sessionId: string;
  tokenType: TokenType;
}

export interface SignOptions {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface TokenService {
  signAccess(options: SignOptions): Promise<string>;
  /** Temporary tokens (sign-up, password reset) are never accepted where an access token is. */
  signTemp(options: SignOptions): Promise<string>;
  /** Resolves the claims of a valid token of `expected` type; rejects anything else. */
  verify(token: string, expected: TokenType): Promise<TokenClaims>;
}

const ALGORITHM = 'HS256';

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** How many verified tokens a service remembers (the oldest is forgotten first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: Omit<TokenClaims, 'tokenType'>;
  tokenType: unknown;
  /** `exp`, in milliseconds. */
  expiresAt: number;
}

export function createTokenService(secret: Uint8Array, now: () => number = Date.now): TokenService {
  const sign = (tokenType: TokenType, { userId, sessionId, expiresAt }: SignOptions) =>
    new SignJWT({ tokenType })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN.issuer)
      .setAudience(TOKEN.audience)
      .setSubject(userId)
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(secret);

  // A token's signature and claims never change: once verified, it is known until it expires
  // (whether its session still holds is the database's answer, on every request). Checking an
  // HMAC through WebCrypto is an asynchronous job, the largest part of a short request's work.
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  const check = async (token: string): Promise<Verified> => {
    const known = verified.get(token);
    if (known && known.expiresAt > now()) return known;
    verified.delete(token);
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: TOKEN.issuer,
      audience: TOKEN.audience,
      requiredClaims: ['sub', 'jti', 'exp'],
      currentDate: new Date(now()),
    });
    if (!payload.sub || !payload.jti) throw new InvalidTokenError('missing claims');
    const entry = {
      claims: { userId: payload.sub, sessionId: payload.jti },
      tokenType: payload.tokenType,
      expiresAt: payload.exp! * 1000,
    };
    remember(token, entry);
    return entry;
  };

  return {
    signAccess: (options) => sign(TOKEN.accessType, options),
    signTemp: (options) => sign(TOKEN.tempType, options),
    async verify(token, expected) {
      try {
        const { claims, tokenType } = await check(token);
        if (tokenType !== expected) throw new InvalidTokenError('unexpected token type');
        return { ...claims, tokenType: expected };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError((error as Error).message);
      }
    },
  };
}
