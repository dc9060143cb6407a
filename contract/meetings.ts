import { z } from 'zod';

/**
 * Meetings of live classes: the platform's meeting keys (settings service) and the Meeting SDK
 * signatures (levels service, `LIVE_PATHS.teacherSignature` and `studentSignature`).
 */

/** Settings-service path (relative to `SERVICE_PREFIX.settings`): PUT writes, GET says which are set. */
export const MEETING_KEYS_PATH = 'v1/settings/meeting-keys';

/**
 * The five keys (SPEC: client key, client secret, account id, SDK id and secret): a Zoom
 * Server-to-Server OAuth app (account id, client id and secret) creates the meetings and reads
 * the host's ZAK; a Meeting SDK app (key and secret) signs who joins.
 */
export const MEETING_KEY_NAMES = [
  'clientKey',
  'clientSecret',
  'accountId',
  'sdkKey',
  'sdkSecret',
] as const;
export type MeetingKeyName = (typeof MEETING_KEY_NAMES)[number];

export const MEETING_KEY_MAX = 512;

export const MEETING_MESSAGES = {
  keysSaved: 'Meeting keys saved.',
  keyRequired: 'Enter the key, or null to remove it.',
  keyTooLong: `A key is at most ${MEETING_KEY_MAX} characters.`,
  /** The provider's keys are printable ASCII: anything else is a paste gone wrong. */
  keyCharacters: 'A key is Latin letters, digits and symbols, without spaces.',
  atLeastOneKey: 'Send at least one key.',
  /** 403: the keys are the platform's. */
  hadOnly: 'Meeting keys are set by the platform (HAD) only.',
  /** 403: the teacher's signature is for the class's own teacher (or an admin entering). */
  notYourClass: 'Only the teacher of this live class, or an admin entering it, starts its meeting.',
  /** 409: nobody enters a class that is not Live and approved. */
  notOpen: 'This live class is not open: it must be approved and Live.',
  /** 502: the meeting provider failed; its own texts are never shown. */
  providerFailed: 'The meeting service did not answer properly. Please try again later.',
} as const;

const key = z
  .string({ error: MEETING_MESSAGES.keyRequired })
  .trim()
  .min(1, { error: MEETING_MESSAGES.keyRequired })
  .max(MEETING_KEY_MAX, { error: MEETING_MESSAGES.keyTooLong })
  .regex(/^[\x21-\x7e]+$/, { error: MEETING_MESSAGES.keyCharacters });

/**
 * `PUT v1/settings/meeting-keys`: the keys given are replaced, `null` removes one, the others stay.
 * Keys are written, never read back.
 */
export const meetingKeysBodySchema = z
  .strictObject(
    Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, key.nullable().optional()])) as {
      [K in MeetingKeyName]: z.ZodOptional<z.ZodNullable<typeof key>>;
    },
  )
  .refine((body) => MEETING_KEY_NAMES.some((name) => body[name] !== undefined), {
    error: MEETING_MESSAGES.atLeastOneKey,
  });
export type MeetingKeysBody = z.infer<typeof meetingKeysBodySchema>;

/** A key's last characters are told only when at least this many others stay hidden. */
export const MEETING_KEY_HINT_LENGTH = 4;
export const MEETING_KEY_HINT_MIN = 12;

/** The last four characters of a key long enough to keep the rest hidden; null otherwise. */
export const meetingKeyHint = (key: string): string | null =>
  key.length >= MEETING_KEY_HINT_MIN ? key.slice(-MEETING_KEY_HINT_LENGTH) : null;

/**
 * What the settings service tells about the keys: which are set and, to tell one key from
 * another, each one's last four characters (none of a short key); never a value.
 */
export const meetingKeysStatusSchema = z.strictObject({
  keys: z.strictObject(
    Object.fromEntries(MEETING_KEY_NAMES.map((name) => [name, z.boolean()])) as {
      [K in MeetingKeyName]: z.ZodBoolean;
    },
  ),
  lastFour: z.strictObject(
    Object.fromEntries(
      MEETING_KEY_NAMES.map((name) => [
        name,
        z.string().length(MEETING_KEY_HINT_LENGTH).nullable(),
      ]),
    ) as {
      [K in MeetingKeyName]: z.ZodNullable<z.ZodString>;
    },
  ),
  /** All five set: meetings can be created and signed. */
  configured: z.boolean(),
});
export type MeetingKeysStatus = z.infer<typeof meetingKeysStatusSchema>;

/** Both signature routes' body. */
export const meetingSignatureBodySchema = z.strictObject({ liveClassId: z.uuid() });
export type MeetingSignatureBody = z.infer<typeof meetingSignatureBodySchema>;

/** The Meeting SDK's roles: 0 joins as a participant, 1 as host (the teacher, an admin entering). */
export const MEETING_ROLES = { participant: 0, host: 1 } as const;

/**
 * What the console passes to the Meeting SDK's join. `zak` (the host's Zoom access key) only for
 * the class's teacher, who starts the meeting; never a start URL.
 */
export const meetingSignatureSchema = z.strictObject({
  /** The meeting number (digits), the signature's `mn`. */
  meetingId: z.string().regex(/^\d+$/),
  /** HS256 JWT signed with the SDK secret. */
  signature: z.string(),
  sdkKey: z.string(),
  zak: z.string().optional(),
  /** The caller's name as others see it in the meeting. */
  userName: z.string(),
});
export type MeetingSignature = z.infer<typeof meetingSignatureSchema>;
