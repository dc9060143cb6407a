import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file type we can recognise by its first bytes, whatever the client calls it. */
export interface FileKind {
  mimeType: string;
  /** Extension of the stored name (never the client's). */
  extension: string;
  /** How messages name it. */
  label: string;
  matches(head: Buffer): boolean;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);

/** Enough leading bytes to tell every kind below apart. */
const HEAD_BYTES = 12;

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
];

/** Never stored, whatever a list allows: these can carry script. */
const NEVER_ALLOWED = new Set(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml']);

/**
 * The recognisable kinds among `mimeTypes`. A listed type we have no signature for is left
 * out: a type we cannot check is a type we do not accept.
 */
export const fileKindsFor = (mimeTypes: readonly string[]): FileKind[] =>
  FILE_KINDS.filter((kind) => mimeTypes.includes(kind.mimeType)).filter(
    (kind) => !NEVER_ALLOWED.has(kind.mimeType),
  );

export type UploadRefusal = 'type' | 'tooLarge' | 'empty';

export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(readonly reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
  }
}

/** Holds back the first bytes until they match `kind`, then passes everything on. */
class SignatureCheck extends Transform {
  bytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(private readonly kind: FileKind) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.checked) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) done();
    else this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.checked) done();
    else if (this.headLength === 0) done(new UploadRefused('empty'));
    else this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (!this.kind.matches(head)) {
      done(new UploadRefused('type'));
      return;
    }
    this.checked = true;
    done(null, head);
  }
}

/** A multipart file stream: busboy sets `truncated` and emits `limit` past its size limit. */
export type UploadStream = Readable & { truncated?: boolean };

export interface StoredUpload {
  fileName: string;
  kind: FileKind;
  bytes: number;
}

/**
 * Streams one upload into `dir` as `<random uuid>.<ext>`. The declared type must be one of
 * `kinds` and the first bytes must match it (a renamed file is refused). The bytes go to a
 * dot-named temporary file (never served: `resolveStoredFile` refuses leading dots), renamed
 * once complete; on any refusal or failure the temporary file is removed. Throws
 * `UploadRefused` for the caller to answer; the caller drains or drops the request.
 */
export async function storeUpload(options: {
  stream: UploadStream;
  declaredType: string;
  dir: string;
  kinds: readonly FileKind[];
}): Promise<StoredUpload> {
  const { stream, dir, kinds } = options;
  const declared = options.declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = kinds.find((candidate) => candidate.mimeType === declared);
  if (!kind) throw new UploadRefused('type');

  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const temporary = path.join(dir, `.${id}.part`);
  const fileName = `${id}.${kind.extension}`;
  const check = new SignatureCheck(kind);
  // Past the size limit busboy stops passing bytes; stop writing at once too.
  const onLimit = () => check.destroy(new UploadRefused('tooLarge'));
  // Opened before any byte flows, so the unlink below always finds it.
  const handle = await open(temporary, 'wx', 0o600);
  stream.once('limit', onLimit);
  try {
    await pipeline(stream, check, handle.createWriteStream());
    if (stream.truncated) throw new UploadRefused('tooLarge');
    await rename(temporary, path.join(dir, fileName));
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(temporary).catch(() => undefined);
    throw error;
  } finally {
    stream.off('limit', onLimit);
  }
  return { fileName, kind, bytes: check.bytes };
}
