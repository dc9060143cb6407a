import { z } from 'zod';

/** Where the meeting provider (Zoom) is reached; its keys are stored in the database, not here. */
export interface MeetingsConfig {
  /** Zoom's OAuth host, without a trailing slash: `POST {oauthUrl}/oauth/token`. */
  oauthUrl: string;
  /** Zoom's REST API base, without a trailing slash: `{apiUrl}/users/me/meetings`. */
  apiUrl: string;
  /** Longest wait for one provider call; then 502. */
  timeoutMs: number;
}

const httpUrl = z.string().regex(/^https?:\/\/[^/]+(\/.*)?$/, 'must be an http:// or https:// URL');

/** The ZOOM_* variables, spread into the environment schema of config.ts (tests point them at a stand-in). */
export const MEETINGS_ENV = {
  ZOOM_OAUTH_URL: httpUrl.default('https://zoom.us'),
  ZOOM_API_URL: httpUrl.default('https://api.zoom.us/v2'),
  ZOOM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

type MeetingsEnv = { [K in keyof typeof MEETINGS_ENV]: z.output<(typeof MEETINGS_ENV)[K]> };

export const meetingsConfigOf = (env: MeetingsEnv): MeetingsConfig => ({
  oauthUrl: env.ZOOM_OAUTH_URL.replace(/\/+$/, ''),
  apiUrl: env.ZOOM_API_URL.replace(/\/+$/, ''),
  timeoutMs: env.ZOOM_TIMEOUT_MS,
});

/** Zoom itself: what callers that pass no meetings config (benchmarks, older tests) get. */
export const ZOOM_DEFAULTS: MeetingsConfig = {
  oauthUrl: 'https://zoom.us',
  apiUrl: 'https://api.zoom.us/v2',
  timeoutMs: 10_000,
};
