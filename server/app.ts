import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { SERVICE_PREFIX, type ServiceName } from '../contract/paths';
import type { Db } from './db/client';
import { levelsService } from './levels/plugin';
import { authGuard } from './platform/auth-guard';
import { createBroadcast } from './platform/broadcast';
import { createCodeHasher } from './platform/codes';
import type { AppConfig } from './platform/config';
import { registerBodyDeadline } from './platform/body-deadline';
import { answerClientError } from './platform/client-errors';
import { drainingPlugin } from './platform/draining';
import { apiNotFound, registerErrorHandler } from './platform/error-handling';
import { registerMessageKeys } from './platform/message-keys';
import { clearOnWrites, createListTotals, LIST_TOTALS_TTL_MS } from './platform/list-totals';
import { redisGeneration } from './platform/list-totals-shared';
import { loggerOptions } from './platform/logging';
import { declareDocsPublic, registerOpenApi } from './platform/openapi';
import { createMediaStore } from './platform/media-store/create';
import type { MediaStore } from './platform/media-store/types';
import { registerRateLimits } from './platform/rate-limit';
import { connectRedis } from './platform/redis';
import { ZOOM_DEFAULTS } from './platform/meetings-config';
import { registerRouteSchemas } from './platform/route-schemas';
import { resolveSecretsKey } from './platform/secrets/secrets-key';
import { registerSecurityHeaders } from './platform/security-headers';
import type { ServiceDeps } from './platform/service-deps';
import { registerStaticFiles } from './platform/static-files';
import { uploadPaths } from './platform/storage';
import { createTokenService } from './platform/tokens';
import { settingsService } from './settings/plugin';
import { TRASH_RETENTION_DAYS } from '../contract/trash';
import { usersService } from './users/plugin';

export type AppOptions = Pick<
  AppConfig,
  | 'dataDir'
  | 'services'
  | 'staticDir'
  | 'logLevel'
  | 'bodyLimitBytes'
  | 'requestTimeoutMs'
  | 'uploadTimeoutMs'
  | 'connectionTimeoutMs'
  | 'rateLimit'
> &
  Partial<
    Pick<
      AppConfig,
      | 'publicUrl'
      | 'aboutUrl'
      | 'translate'
      | 's3'
      | 'secretsKey'
      | 'meetings'
      | 'trustProxy'
      | 'trashRetentionDays'
    >
  >;

export interface AppDeps {
  config: AppOptions;
  db: Db;
  jwtSecret: Uint8Array;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The server clock (default: the system's); tests fix it to decide date-bound rules. */
  clock?: () => Date;
  /** How long list totals are kept (default LIST_TOTALS_TTL_MS); 0 counts on every call. */
  listTotalsTtlMs?: number;
  /** The media store (default: chosen from `config.s3`, disk under DATA_DIR without it). */
  media?: MediaStore;
}

/** Request line and headers together. */
const MAX_HEADER_BYTES = 64 * 1024;

/**
 * How often Node looks for requests past their time: Node's 30 s, or a quarter of a shorter
 * REQUEST_TIMEOUT_MS (the head's) so that it is kept to within a quarter.
 */
const timeoutCheckMs = (requestTimeoutMs: number) =>
  Math.min(30_000, Math.ceil(requestTimeoutMs / 4));

/** Callers that pass no translate config (benchmarks, older tests) get none. */
const NO_TRANSLATION: AppConfig['translate'] = { url: undefined, apiKey: undefined, timeoutMs: 0 };

const SERVICES: Record<ServiceName, (app: FastifyInstance, deps: ServiceDeps) => Promise<void>> = {
  users: usersService,
  levels: levelsService,
  settings: settingsService,
};

/**
 * The whole HTTP surface: platform hooks, the chosen services, static console and media.
 * Returned before `ready()`, so callers (tests, main.ts) may still add routes.
 */
export async function buildApp({
  config,
  db,
  jwtSecret,
  logStream,
  clock = () => new Date(),
  listTotalsTtlMs = LIST_TOTALS_TTL_MS,
  media,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // The whole request: an upload's limit; other bodies have a shorter one (body-deadline.ts).
    requestTimeout: config.uploadTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // A timed-out or unreadable request gets the usual error body (client-errors.ts).
    clientErrorHandler: answerClientError,
    // Off by default: behind a load balancer, rate limits count X-Forwarded-For's client.
    trustProxy: config.trustProxy ?? false,
    // Our draining hook answers 503 in the wire format instead.
    return503OnClosing: false,
    // A translate call carries up to 5,000 characters in its query string (Arabic is 6 bytes a
    // character once percent-encoded); Node's default of 16 KB would refuse it with 431.
    http: {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckMs(config.requestTimeoutMs),
    },
  });
  registerErrorHandler(app);
  registerMessageKeys(app);
  registerRouteSchemas(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  registerBodyDeadline(app, config.requestTimeoutMs);
  await app.register(drainingPlugin);

  // One connection for rate limits and list totals; each falls back on its own when Redis is down.
  const redis = config.rateLimit.redisUrl
    ? await connectRedis(config.rateLimit.redisUrl, app.log.child({ component: 'redis' }))
    : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  // Its own connection (a subscribed one can do nothing else): settings caches in step.
  const broadcast = createBroadcast(redis, config.rateLimit.prefix);
  app.addHook('onClose', () => broadcast.close());

  const deps: ServiceDeps = {
    db,
    tokens: createTokenService(jwtSecret),
    uploads: uploadPaths(config.dataDir),
    media:
      media ?? createMediaStore({ s3: config.s3, mediaDir: uploadPaths(config.dataDir).media }),
    codes: createCodeHasher(jwtSecret),
    limiters: await registerRateLimits(app, config.rateLimit, redis),
    clock,
    publicUrl: config.publicUrl ?? 'http://localhost:3000',
    aboutUrl: config.aboutUrl ?? null,
    listTotals: createListTotals({
      ttlMs: listTotalsTtlMs,
      ...(redis ? { shared: redisGeneration(redis, `${config.rateLimit.prefix}totals`) } : {}),
    }),
    translate: config.translate ?? NO_TRANSLATION,
    // SECRETS_KEY, or a key kept in DATA_DIR (created on first start, like the JWT secret's file).
    secretsKey: await resolveSecretsKey(config.dataDir, config.secretsKey),
    meetings: config.meetings ?? ZOOM_DEFAULTS,
    broadcast,
    trashRetentionDays: config.trashRetentionDays ?? TRASH_RETENTION_DAYS,
  };
  clearOnWrites(app, deps.listTotals);
  declareDocsPublic(app);
  await app.register(authGuard, { db, tokens: deps.tokens, clock });
  await registerOpenApi(app, config.services);
  for (const name of config.services) {
    await app.register(SERVICES[name], { prefix: SERVICE_PREFIX[name], ...deps });
  }

  const spaFallback = await registerStaticFiles(app, {
    staticDir: config.staticDir,
    media: deps.media,
  });
  app.setNotFoundHandler(
    (request, reply) => spaFallback(request, reply) ?? apiNotFound(request, reply),
  );
  return app;
}
