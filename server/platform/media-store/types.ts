import type { Readable } from 'node:stream';

/** Where curriculum media live: disk under DATA_DIR, or an S3-compatible bucket. */
export const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Both ends included, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A single range as asked (`bytes=a-b`, `bytes=a-`, `bytes=-n`), before the size is known. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

export interface MediaInfo {
  size: number;
  /** By the name's extension (media-store/content-types.ts), the same on every store. */
  contentType: string;
}

export type MediaRead =
  | (MediaInfo & {
      satisfiable: true;
      stream: Readable;
      /** The part served, or null for the whole file. */
      range: ByteRange | null;
    })
  | (MediaInfo & { satisfiable: false });

/**
 * The media store, chosen once at start (server/platform/media-store/create.ts) and given to
 * the services. Names are plain stored names (`<uuid>.<ext>`); anything else is unknown.
 */
export interface MediaStore {
  readonly kind: StorageKind;
  /** Streams `body` in under `name`; nothing is visible under it until the write is complete. */
  put(name: string, body: Readable, contentType: string): Promise<void>;
  /** Size and type, or null when there is no such file. */
  stat(name: string): Promise<MediaInfo | null>;
  /** The file (or the asked range of it) as a stream; null when there is no such file. */
  get(name: string, range?: RangeRequest): Promise<MediaRead | null>;
  /** Removes the file; a file that is not there is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
}
