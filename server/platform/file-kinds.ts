/** A file type we can recognise by its first bytes, whatever the client calls it. */
export interface FileKind {
  /** The type it is stored and served as. */
  mimeType: string;
  /** Other names browsers declare it by (audio/mp3 for audio/mpeg ...). */
  declaredAs?: readonly string[];
  /** Extension of the stored name (never the client's). */
  extension: string;
  /** How messages name it. */
  label: string;
  matches(head: Buffer): boolean;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);
/** ISO base media (MP4, M4A): a box of type `ftyp` first, its size in the 4 bytes before. */
const isoMedia = (head: Buffer) => startsWith(head, ascii('ftyp'), 4);

/** Enough leading bytes to tell every kind below apart. */
export const HEAD_BYTES = 12;

const FILE_KINDS: readonly FileKind[] = [
  {
    mimeType: 'application/pdf',
    extension: 'pdf',
    label: 'PDF',
    matches: (head) => startsWith(head, ascii('%PDF-')),
  },
  {
    mimeType: 'image/png',
    extension: 'png',
    label: 'PNG',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mimeType: 'image/jpeg',
    extension: 'jpg',
    label: 'JPEG',
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  {
    mimeType: 'image/webp',
    extension: 'webp',
    label: 'WebP',
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
  {
    mimeType: 'audio/mpeg',
    declaredAs: ['audio/mp3'],
    extension: 'mp3',
    label: 'MP3',
    // An ID3 tag, or straight away an MPEG audio frame (11 set sync bits).
    matches: (head) =>
      startsWith(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  },
  {
    mimeType: 'audio/ogg',
    extension: 'ogg',
    label: 'OGG',
    matches: (head) => startsWith(head, ascii('OggS')),
  },
  {
    mimeType: 'audio/wav',
    declaredAs: ['audio/x-wav', 'audio/wave'],
    extension: 'wav',
    label: 'WAV',
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8),
  },
  {
    mimeType: 'audio/mp4',
    declaredAs: ['audio/x-m4a', 'audio/m4a'],
    extension: 'm4a',
    label: 'M4A',
    matches: isoMedia,
  },
  {
    mimeType: 'video/mp4',
    extension: 'mp4',
    label: 'MP4',
    matches: isoMedia,
  },
  {
    mimeType: 'video/webm',
    extension: 'webm',
    label: 'WebM',
    // The EBML header every Matroska and WebM file starts with.
    matches: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  },
];

/** Never stored, whatever a list allows: these can carry script. */
const NEVER_ALLOWED = new Set(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml']);

const namesOf = (kind: FileKind) => [kind.mimeType, ...(kind.declaredAs ?? [])];

/**
 * The recognisable kinds among `mimeTypes` (any of a kind's names will do). A listed type we
 * have no signature for is left out: a type we cannot check is a type we do not accept.
 */
export const fileKindsFor = (mimeTypes: readonly string[]): FileKind[] =>
  FILE_KINDS.filter((kind) => namesOf(kind).some((name) => mimeTypes.includes(name))).filter(
    (kind) => !NEVER_ALLOWED.has(kind.mimeType),
  );

/** A declared type as browsers send it, without parameters, lower-cased. */
export const declaredTypeOf = (declared: string) =>
  declared.split(';')[0]?.trim().toLowerCase() ?? '';

/** The kind among `kinds` that the declared type names, or undefined. */
export const kindDeclaredAs = (kinds: readonly FileKind[], declared: string) => {
  const type = declaredTypeOf(declared);
  return kinds.find((kind) => namesOf(kind).includes(type));
};
