import { MEDIA_KINDS, type MediaKind } from './element-constants';
import { MESSAGES } from './messages';
import { templated } from './message-template';

/**
 * The media constants without the upload answer's schema (media.ts re-exports them).
 *
 * Curriculum media: pictures, audio and video uploaded by the element editors through
 * `POST v1/general/upload-file?purpose=curriculum` or `POST v1/general/aws/s3/upload-file`
 * (multipart field `file`), stored in the media store (S3-compatible storage when `S3_*` is
 * set, disk under DATA_DIR otherwise) and served to anyone from the video base
 * (`/media/<fileName>`, with HTTP range requests).
 *
 * The kind is decided by the declared type, then checked against the file's first bytes.
 */
export interface MediaKindRule {
  /** Declared types accepted (browsers name some formats several ways). */
  mimeTypes: readonly string[];
  /** What the editors' file pickers offer (`accept`). */
  accept: string;
  /** The formats as people name them, for hints and refusals. */
  formats: string;
  maxBytes: number;
}

const MB = 1024 * 1024;

export const MEDIA_RULES: Record<MediaKind, MediaKindRule> = {
  picture: {
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    accept: 'image/png,image/jpeg,image/webp',
    formats: 'PNG, JPEG, WebP',
    maxBytes: 5 * MB,
  },
  audio: {
    mimeTypes: [
      'audio/mpeg',
      'audio/mp3',
      'audio/ogg',
      'audio/wav',
      'audio/x-wav',
      'audio/wave',
      'audio/mp4',
      'audio/x-m4a',
      'audio/m4a',
    ],
    accept: 'audio/mpeg,audio/ogg,audio/wav,audio/mp4,audio/x-m4a,.mp3,.ogg,.wav,.m4a',
    formats: 'MP3, OGG, WAV, M4A',
    maxBytes: 20 * MB,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/webm'],
    accept: 'video/mp4,video/webm',
    formats: 'MP4, WebM',
    maxBytes: 200 * MB,
  },
};

/** The kind a declared type belongs to, or null when no kind accepts it. */
export function mediaKindOf(mimeType: string): MediaKind | null {
  const declared = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_KINDS.find((kind) => MEDIA_RULES[kind].mimeTypes.includes(declared)) ?? null;
}

/** What an upload is for: an organisation's own files (logo, contract) or curriculum media. */
export const UPLOAD_PURPOSES = ['organization', 'curriculum'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Uploads that nothing names are removed after this long (the editor may still be open). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const KIND_NAMES: Record<MediaKind, string> = {
  picture: 'a picture',
  audio: 'audio',
  video: 'a video',
};

/**
 * Refusals of a media file, in the upload route's wording: the console refuses the same files
 * before sending them (`src/api/media.ts`), so the editor shows one text whoever refused.
 */
export const MEDIA_MESSAGES = {
  empty: 'The file is empty.',
  /** The formats of `kinds` (every kind when the field takes any). */
  typeNotAllowed: templated(
    `${MESSAGES.fileTypeNotAllowed}: {formats}.`,
    (kinds: readonly MediaKind[] = MEDIA_KINDS) => ({
      formats: kinds.map((kind) => MEDIA_RULES[kind].formats).join(', '),
    }),
  ),
  tooLarge: templated(
    'The file is too large: at most {megabytes} MB for {kind}.',
    (kind: MediaKind) => ({
      megabytes: MEDIA_RULES[kind].maxBytes / MB,
      kind: KIND_NAMES[kind],
    }),
  ),
} as const;
