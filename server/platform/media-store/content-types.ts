import path from 'node:path';

/** What /media serves each extension as; anything else is served as opaque bytes. */
const MEDIA_CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const mediaContentTypeOf = (name: string) =>
  MEDIA_CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
