import { stat } from 'node:fs/promises';
import path from 'node:path';

export interface UploadPaths {
  root: string;
  /** Seeded organisation logos, served by `GET v1/files/{fileName}`. */
  logos: string;
  /**
   * Curriculum media when they are on disk (no S3_BUCKET): public assets, served under /media
   * to anyone by the media route, never tenant data.
   */
  media: string;
  /**
   * Files sent to `POST v1/general/upload-file` (contracts, logos): tenant data, outside every
   * static root, served only by `GET v1/files/{fileName}` to whoever may see their organisation.
   */
  files: string;
}

export function uploadPaths(dataDir: string): UploadPaths {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    logos: path.join(root, 'logos'),
    media: path.join(root, 'media'),
    files: path.join(root, 'files'),
  };
}

/** A plain file name: no separators, no leading dot, nothing that could climb directories. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const isSafeFileName = (fileName: string) =>
  SAFE_FILE_NAME.test(fileName) && !fileName.includes('..');

/**
 * The absolute path of `fileName` inside `dir` when it names an existing regular file
 * there, else null. Refuses anything that is not a plain file name.
 */
export async function resolveStoredFile(dir: string, fileName: string): Promise<string | null> {
  if (!isSafeFileName(fileName)) return null;
  const base = path.resolve(dir);
  const full = path.resolve(base, fileName);
  if (path.dirname(full) !== base) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

export const contentTypeOf = (fileName: string) =>
  CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
