import type { Db } from '../db/client';
import type { Broadcast } from './broadcast';
import type { CodeHasher } from './codes';
import type { TranslateConfig } from './config';
import type { ListTotals } from './list-totals';
import type { MeetingsConfig } from './meetings-config';
import type { Limiters } from './rate-limit';
import type { MediaStore } from './media-store/types';
import type { UploadPaths } from './storage';
import type { TokenService } from './tokens';

/** What every service plugin receives. */
export interface ServiceDeps {
  db: Db;
  tokens: TokenService;
  uploads: UploadPaths;
  /** Curriculum media (disk or S3), chosen once at start. */
  media: MediaStore;
  /** E-mail codes (sign-up, password reset). */
  codes: CodeHasher;
  /** Per-address and per-account limits of login and code routes. */
  limiters: Limiters;
  /** The server clock; tests pass a fixed one (contract decisions depend on today's date). */
  clock: () => Date;
  /** The console's public address, for e-mailed links (PUBLIC_URL). */
  publicUrl: string;
  /** The provider's public site (ABOUT_URL), or null. */
  aboutUrl: string | null;
  /** List totals kept a few seconds (list-totals.ts); never the rows. */
  listTotals: ListTotals;
  /** The machine-translation provider (TRANSLATE_URL; url unset: not configured). */
  translate: TranslateConfig;
  /** Master key of the secrets stored in the database (SECRETS_KEY, or the key file in DATA_DIR). */
  secretsKey: Uint8Array;
  /** Where the meeting provider is reached (ZOOM_*). */
  meetings: MeetingsConfig;
  /** Messages to every API process (Redis pub/sub; nothing is sent without Redis). */
  broadcast: Broadcast;
  /** Days an item stays in the trash before the purge (TRASH_RETENTION_DAYS). */
  trashRetentionDays: number;
}

/** Only the deps: a plugin's options also carry `prefix`, which must not reach sub-plugins. */
export const serviceDeps = ({
  db,
  tokens,
  uploads,
  media,
  codes,
  limiters,
  clock,
  publicUrl,
  aboutUrl,
  listTotals,
  translate,
  secretsKey,
  meetings,
  broadcast,
  trashRetentionDays,
}: ServiceDeps): ServiceDeps => ({
  db,
  tokens,
  uploads,
  media,
  codes,
  limiters,
  clock,
  publicUrl,
  aboutUrl,
  listTotals,
  translate,
  secretsKey,
  meetings,
  broadcast,
  trashRetentionDays,
});
