import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { loggedError } from './log-errors';

/** Secrets that must never reach a log line, wherever they appear. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'password',
  'accessToken',
  'tempToken',
  'token',
  '*.password',
  '*.accessToken',
  '*.tempToken',
  '*.token',
  '*.authorization',
];

export function loggerOptions(
  level: AppConfig['logLevel'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: (error: unknown) => loggedError(error) },
    ...(stream ? { stream } : {}),
  };
}
