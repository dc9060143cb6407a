import { z } from 'zod';
import { MEDIA_RULES } from './media';
import { MESSAGES } from './messages';
import { pageQuerySchema } from './wire';
import { isoDateTime } from './dates';

/**
 * The learner app's sounds (settings service): short audio files the app plays on an answer or
 * a success, uploaded by the platform (HAD) and the same for every organisation. The file is
 * stored like curriculum media (the media store, served at `/media/<fileName>`).
 */
export const SOUND_PATHS = {
  /** `GET` the list (paged), `POST` one (multipart: the fields, then the file). */
  sounds: 'v1/sounds',
  /** `DELETE` one. */
  sound: (id: string) => `v1/sounds/${encodeURIComponent(id)}`,
} as const;

/**
 * What the app plays a sound for. Ours: the spec names sounds but not their uses; a small list
 * the app can pick from by purpose.
 */
export const SOUND_KINDS = ['correct', 'wrong', 'celebration', 'tap'] as const;
export type SoundKind = (typeof SOUND_KINDS)[number];

const MB = 1024 * 1024;

/** Sounds are short effects: well under the curriculum's 20 MB for audio. */
export const SOUND_MAX_BYTES = 5 * MB;
/** The audio formats curriculum media accept (MP3, OGG, WAV, M4A), checked the same way. */
export const SOUND_MIME_TYPES = MEDIA_RULES.audio.mimeTypes;
export const SOUND_ACCEPT = MEDIA_RULES.audio.accept;
export const SOUND_FORMATS = MEDIA_RULES.audio.formats;
export const SOUND_NAME_MAX = 100;

/** The multipart field of the file; the other fields come before it (FormData order). */
export const SOUND_FILE_FIELD = 'file';

const name = z.string().trim().min(1).max(SOUND_NAME_MAX);

/** The form's fields besides the file. */
export const soundFieldsSchema = z.strictObject({
  nameEn: name,
  nameAr: name,
  kind: z.enum(SOUND_KINDS),
});
export type SoundFields = z.infer<typeof soundFieldsSchema>;

export const soundListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(SOUND_KINDS).optional(),
});
export type SoundListQuery = z.infer<typeof soundListQuerySchema>;

export const soundSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  kind: z.enum(SOUND_KINDS),
  /** The stored name (`<uuid>.<ext>`). */
  fileName: z.string(),
  /** Where it is served: the video base joined with the name. */
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: isoDateTime(),
  createdBy: z.uuid().nullable(),
});
export type Sound = z.infer<typeof soundSchema>;

export const SOUND_MESSAGES = {
  created: 'Sound Created Successfully',
  deleted: 'Sound Deleted Successfully',
  hadOnly: "Only the HAD organization changes the app's sounds.",
  tooLarge: `The file is too large: at most ${SOUND_MAX_BYTES / MB} MB for a sound.`,
  typeNotAllowed: `${MESSAGES.fileTypeNotAllowed}: ${SOUND_FORMATS}.`,
} as const;
