import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeFileName } from '../storage';
import { mediaContentTypeOf } from './content-types';
import { resolveRange } from './range';
import type { MediaInfo, MediaStore } from './types';

/**
 * Media on disk, in one directory (DATA_DIR/uploads/media). A file is written under a
 * dot-named temporary name (never served: a stored name cannot start with a dot) and renamed
 * once complete.
 */
export function createDiskMediaStore(dir: string): MediaStore {
  const pathOf = (name: string) => (isSafeFileName(name) ? path.join(dir, name) : null);

  async function stats(name: string): Promise<MediaInfo | null> {
    const file = pathOf(name);
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, contentType: mediaContentTypeOf(name) } : null;
    } catch {
      return null;
    }
  }

  return {
    kind: 'disk',
    async put(name, body: Readable) {
      const file = pathOf(name);
      if (!file) throw new Error(`not a stored file name: ${name}`);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${name}.part`);
      // Opened before any byte flows, so the unlink below always finds it.
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await pipeline(body, handle.createWriteStream());
        await rename(temporary, file);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    stat: stats,
    async get(name, request) {
      const info = await stats(name);
      if (!info) return null;
      const range = request ? resolveRange(request, info.size) : null;
      if (request && !range) return { ...info, satisfiable: false };
      const stream = createReadStream(pathOf(name)!, range ?? {});
      return { ...info, satisfiable: true, stream, range };
    },
    async remove(name) {
      const file = pathOf(name);
      if (!file) return;
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async exists(name) {
      return (await stats(name)) !== null;
    },
  };
}
