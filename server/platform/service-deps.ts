import type { Db } from '../db/client';
import type { UploadPaths } from './storage';
import type { TokenService } from './tokens';

/** What every service plugin receives. */
export interface ServiceDeps {
  db: Db;
  tokens: TokenService;
  uploads: UploadPaths;
}

/** Only the deps: a plugin's options also carry `prefix`, which must not reach sub-plugins. */
export const serviceDeps = ({ db, tokens, uploads }: ServiceDeps): ServiceDeps => ({
  db,
  tokens,
  uploads,
});
