import { TRASH_RETENTION_DAYS } from '../../contract/trash';
import path from 'node:path';
import { z } from 'zod';
import { PGLITE_SHARED_BUFFERS } from '../db/client';
import type { ServiceName } from '../../contract/paths';
import { MEETINGS_ENV, meetingsConfigOf, type MeetingsConfig } from './meetings-config';
import { checkS3Env, S3_ENV, s3ConfigOf, type S3Config } from './s3-config';
import { decodeSecretsKey } from './secrets/secrets-key';
import { trustProxySchema, type TrustProxy } from './trust-proxy';

const SERVICE_NAMES = ['users', 'levels', 'settings'] as const satisfies readonly ServiceName[];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .refine((value) => decodeSecretsKey(value) !== undefined, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  SERVICES: z
    .string()
    .default(SERVICE_NAMES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SERVICE_NAMES)).min(1, 'name at least one service')),
  STATIC_DIR: z.string().min(1).default('dist'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB')
    .default(PGLITE_SHARED_BUFFERS),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Arabic Console <no-reply@localhost>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  RATE_LIMIT_PREFIX: z.string().min(1).default('console-rate:'),
  TRUST_PROXY: trustProxySchema,
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOGIN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(8_000),
  // A request other than an upload arrives whole (head and body) within seconds.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  // A 200 MB curriculum video takes minutes on a slow link: uploads alone are given longer.
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
  // What a delete moved to the trash is purged this many days later (docs/trash.md).
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(TRASH_RETENTION_DAYS),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/.*)?$/, 'must be an http:// or https:// URL')
    .optional(),
  /** The provider's public site, linked from the console's Access Pending dialog. */
  ABOUT_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/.*)?$/, 'must be an http:// or https:// URL')
    .optional(),
  TRANSLATE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/.*)?$/, 'must be an http:// or https:// URL')
    .optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ...S3_ENV,
  ...MEETINGS_ENV,
});

/** Login and code endpoints: counted per client address and per account (e-mail or token). */
export interface RateLimitConfig {
  perAddress: number;
  perAccount: number;
  windowSeconds: number;
  /** The longest wait a sign-in is held for while its account is under attack. */
  maxDelayMs: number;
  /** Set: counters live in Redis and are shared by every API process. */
  redisUrl: string | undefined;
  /** Key prefix in Redis (tests use a unique one). */
  prefix: string;
}

export interface MailConfig {
  /** Set: send over SMTP; unset: write .eml files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  from: string;
}

/** The machine-translation provider (LibreTranslate-compatible); unset url: no translation. */
export interface TranslateConfig {
  url: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
}

export type SeedMode = 'auto' | 'never' | 'always';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedMode: SeedMode;
  /** Set only when JWT_SECRET is given; otherwise the secret file in DATA_DIR is used. */
  jwtSecret: string | undefined;
  services: ServiceName[];
  staticDir: string;
  /** shared_buffers of the embedded database (unused with DATABASE_URL). */
  pgliteSharedBuffers: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Proxies believed about the client's address (X-Forwarded-For); false by default. */
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  /** The head of every request, and the body of any but an upload, arrive within it. */
  requestTimeoutMs: number;
  /** A multipart upload arrives whole within it. */
  uploadTimeoutMs: number;
  connectionTimeoutMs: number;
  shutdownTimeoutMs: number;
  mail: MailConfig;
  rateLimit: RateLimitConfig;
  /** Where the console is reached from outside (e-mailed links), without a trailing slash. */
  publicUrl: string;
  /** The provider's public site (ABOUT_URL); unset: the console shows no link. */
  aboutUrl: string | null;
  /** Set (S3_BUCKET): curriculum media in S3-compatible storage; unset: on disk. */
  s3: S3Config | undefined;
  translate: TranslateConfig;
  /** Set only when SECRETS_KEY is given; otherwise the key file in DATA_DIR is used. */
  secretsKey: string | undefined;
  /** The meeting provider's addresses (ZOOM_*); its keys are written through the settings service. */
  meetings: MeetingsConfig;
  /** Days an item stays in the trash (TRASH_RETENTION_DAYS). */
  trashRetentionDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; any invalid variable stops start-up with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.superRefine(checkS3Env).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const seedModes = { '0': 'never', '1': 'always' } as const;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedMode: e.SEED_DEMO ? seedModes[e.SEED_DEMO] : 'auto',
    jwtSecret: e.JWT_SECRET,
    services: [...new Set(e.SERVICES)],
    staticDir: path.resolve(e.STATIC_DIR),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: 1024 * 1024,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: Math.max(e.UPLOAD_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    connectionTimeoutMs: 60_000,
    shutdownTimeoutMs: 10_000,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    aboutUrl: e.ABOUT_URL ?? null,
    s3: s3ConfigOf(e),
    secretsKey: e.SECRETS_KEY,
    meetings: meetingsConfigOf(e),
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    translate: {
      url: e.TRANSLATE_URL?.replace(/\/+$/, ''),
      apiKey: e.TRANSLATE_API_KEY,
      timeoutMs: e.TRANSLATE_TIMEOUT_MS,
    },
    rateLimit: {
      perAddress: e.RATE_LIMIT_PER_ADDRESS,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      maxDelayMs: e.LOGIN_MAX_DELAY_MS,
      redisUrl: e.REDIS_URL,
      prefix: e.RATE_LIMIT_PREFIX,
    },
  };
}
