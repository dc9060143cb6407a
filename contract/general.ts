import { z } from 'zod';
import { LANGUAGES } from './constants';
import { isoDateTime } from './dates';

export const currentDateResponseSchema = z.object({ currentDate: isoDateTime({}) });

export const appSettingsSchema = z.object({ testLevelDurationInMin: z.number().int().min(1) });
export type AppSettings = z.infer<typeof appSettingsSchema>;

/**
 * `GET v1/general/dashboard-environment-variables`: what the console may know of the server's
 * configuration at start. Only values a browser may see: never a key, a password, a secret or
 * an internal address (the database, Redis, SMTP, the providers').
 */
export const dashboardEnvironmentSchema = z.object({
  /** Where people reach the console (PUBLIC_URL), without a trailing slash. */
  publicUrl: z.string(),
  /** The provider's public site (ABOUT_URL), linked from the Access Pending dialog; null: none. */
  aboutUrl: z.string().nullable(),
  /** The base of curriculum media (`/media/<fileName>`), same origin as the console. */
  mediaBaseUrl: z.string(),
  /** The interface's fallback language and the languages it speaks. */
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  /** What this deployment can do, so the console hides what would only fail. */
  features: z.object({
    /** Machine translation in the editors (TRANSLATE_URL set). */
    translation: z.boolean(),
  }),
});
export type DashboardEnvironment = z.infer<typeof dashboardEnvironmentSchema>;
