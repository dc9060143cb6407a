import { z } from 'zod';
import { isoDateTime } from './dates';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The learner app's current version (settings service): what the stores should have, a notice
 * in both languages, and whether an older app must update before it goes on.
 */
export const APP_INFO_PATHS = {
  /** `GET`: the current version (any signed-in member: the learner app reads it too). */
  current: 'v1/app_info/current',
  /** `PUT`: replace it (HAD, w Configurations). */
  update: 'v1/app_info',
} as const;

export const APP_VERSION_MAX_LENGTH = 32;
export const APP_INFO_MESSAGE_MAX = 500;

/** `major.minor.patch`, digits only, no leading zeros (semantic versioning's core). */
export const SEMANTIC_VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

const version = z
  .string()
  .trim()
  .max(APP_VERSION_MAX_LENGTH)
  .regex(SEMANTIC_VERSION, FIELD_MESSAGES.version);
const message = z.string().trim().min(1).max(APP_INFO_MESSAGE_MAX);

export const appInfoBodySchema = z.strictObject({
  androidVersion: version,
  iosVersion: version,
  messageEn: message,
  messageAr: message,
  forceUpdate: z.boolean(),
});
export type AppInfoBody = z.infer<typeof appInfoBodySchema>;

export const appInfoSchema = z.object({
  androidVersion: z.string(),
  iosVersion: z.string(),
  messageEn: z.string(),
  messageAr: z.string(),
  forceUpdate: z.boolean(),
  /** Null until the version is first written (the default is answered). */
  updatedAt: isoDateTime().nullable(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** Answered before anyone writes a version: nothing to update to. */
export const APP_INFO_DEFAULT: AppInfoBody = {
  androidVersion: '1.0.0',
  iosVersion: '1.0.0',
  messageEn: 'A new version of the app is available.',
  messageAr: 'يتوفر إصدار جديد من التطبيق.',
  forceUpdate: false,
};

export const APP_INFO_MESSAGES = {
  updated: 'App Version Updated Successfully',
  hadOnly: 'Only the HAD organization sets the app version.',
} as const;
