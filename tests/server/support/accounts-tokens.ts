import { TOKEN } from '../../../contract/auth';
import { createTokenService, type TokenClaims } from '../../../server/platform/tokens';
import type { TestApp } from './test-app';

/** The claims of a temp token (its `jti` is the code challenge's id). */
export const tempClaims = (t: TestApp, tempToken: string): Promise<TokenClaims> =>
  createTokenService(t.jwtSecret).verify(tempToken, TOKEN.tempType);
