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

export function createTokenService(secret: Uint8Array): TokenService {
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

  return {
    signAccess: (options) => sign(TOKEN.accessType, options),
    signTemp: (options) => sign(TOKEN.tempType, options),
    async verify(token, expected) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: TOKEN.issuer,
          audience: TOKEN.audience,
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        if (payload.tokenType !== expected || !payload.sub || !payload.jti) {
          throw new InvalidTokenError('unexpected token type or claims');
        }
        return { userId: payload.sub, sessionId: payload.jti, tokenType: expected };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError((error as Error).message);
      }
    },
  };
}
