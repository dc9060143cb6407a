import {
  STORY_LIMITS,
  STORY_MESSAGES,
  storyBodySchema,
  type StoryBody,
  type StoryKind,
  type StoryVisibility,
} from '../../../contract/stories';

export const HOUR_MS = 60 * 60 * 1000;

/** This device's clock (the presets count from it; the service checks again on its own). */
export const deviceClock = (): number => Date.now();

/** The expiry presets (hours ahead), and a date and time of one's own. */
export const EXPIRY_PRESETS = { '6h': 6, '24h': 24, '3d': 72, '7d': 168 } as const;
export type ExpiryChoice = keyof typeof EXPIRY_PRESETS | 'custom';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = ['6h', '24h', '3d', '7d', 'custom'];

/** The preset of the service's own default lifetime (24 hours). */
export const DEFAULT_EXPIRY = (Object.keys(EXPIRY_PRESETS) as (keyof typeof EXPIRY_PRESETS)[]).find(
  (choice) => EXPIRY_PRESETS[choice] === STORY_LIMITS.defaultLifetimeHours,
) as ExpiryChoice;

/** The composer's fields; named as the body's, so the service's field errors land on them. */
export interface ComposerValues {
  kind: StoryKind;
  text: string;
  /** The stored name the upload answered (picture and video). */
  mediaFileName: string | null;
  visibility: StoryVisibility;
  /** The expiry as chosen: a preset, or `custom` for `customExpiresAt`. */
  expiresAt: ExpiryChoice;
  /** A `datetime-local` value (the device's time zone), for the custom choice. */
  customExpiresAt: string;
}

export const DEFAULT_VALUES: ComposerValues = {
  kind: 'text',
  text: '',
  mediaFileName: null,
  visibility: 'everyone',
  expiresAt: DEFAULT_EXPIRY,
  customExpiresAt: '',
};

/** A moment as a `datetime-local` value, in the device's time zone, to the minute. */
export function localInputValue(ms: number): string {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
}

/** The expiry as an ISO moment; '' when the custom date and time is missing or not a date. */
export function expiresAtOf(
  values: Pick<ComposerValues, 'expiresAt' | 'customExpiresAt'>,
  now: number,
): string {
  if (values.expiresAt !== 'custom')
    return new Date(now + EXPIRY_PRESETS[values.expiresAt] * HOUR_MS).toISOString();
  const chosen = new Date(values.customExpiresAt);
  return values.customExpiresAt && !Number.isNaN(chosen.getTime()) ? chosen.toISOString() : '';
}

/** What would be sent: a text story carries no file. */
export const bodyOf = (values: ComposerValues, now: number): StoryBody => ({
  kind: values.kind,
  text: values.text,
  mediaFileName: values.kind === 'text' ? null : values.mediaFileName,
  visibility: values.visibility,
  expiresAt: expiresAtOf(values, now),
});

/** The contract's body, with the service's expiry checks made first on this device's clock. */
export const composerSchema = (now: () => number) =>
  storyBodySchema.superRefine((body, context) => {
    const ahead = Date.parse(body.expiresAt) - now();
    if (ahead <= 0)
      context.addIssue({
        code: 'custom',
        message: STORY_MESSAGES.expiryInPast,
        path: ['expiresAt'],
      });
    else if (ahead > STORY_LIMITS.lifetimeMaxHours * HOUR_MS)
      context.addIssue({
        code: 'custom',
        message: STORY_MESSAGES.expiryTooFar,
        path: ['expiresAt'],
      });
  });
