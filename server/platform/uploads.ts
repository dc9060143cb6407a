import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, kindDeclaredAs, type FileKind } from './file-kinds';

export type UploadRefusal = 'type' | 'tooLarge' | 'empty';

export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(readonly reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
  }
}

/**
 * Holds back the first bytes until they match `kind`, then passes everything on, counting:
 * past `maxBytes` it fails with `tooLarge` at once, so an oversized file is never written
 * whole. `refusal` keeps the reason, whatever error a consumer (an S3 upload) reports later.
 */
export class UploadCheck extends Transform {
  bytes = 0;
  refusal: UploadRefused | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(
    private readonly kind: FileKind,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    super();
  }

  /** Stops the stream with a refusal (also used when the multipart limit is reached). */
  refuse(reason: UploadRefusal): void {
    this.refusal ??= new UploadRefused(reason);
    this.destroy(this.refusal);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(this.fail('tooLarge'));
      return;
    }
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
    else if (this.headLength === 0) done(this.fail('empty'));
    else this.release(done);
  }

  private fail(reason: UploadRefusal): UploadRefused {
    this.refusal ??= new UploadRefused(reason);
    return this.refusal;
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (!this.kind.matches(head)) {
      done(this.fail('type'));
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
 * Streams `stream` through an `UploadCheck` into `write`, which must consume the checked
 * stream to its end (a file, an S3 upload). Throws `UploadRefused` when the file is empty,
 * not of its kind, or over `maxBytes` (or busboy's own limit), whatever `write` threw then.
 */
export async function writeChecked(options: {
  stream: UploadStream;
  kind: FileKind;
  maxBytes?: number;
  write: (checked: Readable) => Promise<void>;
}): Promise<number> {
  const { stream } = options;
  const check = new UploadCheck(options.kind, options.maxBytes);
  // Past the size limit busboy stops passing bytes; stop writing at once too.
  const onLimit = () => check.refuse('tooLarge');
  const onError = (error: Error) => check.destroy(error);
  stream.once('limit', onLimit);
  stream.once('error', onError);
  // Reported through `write` (and `refusal`), which may not be reading yet when it fails.
  check.on('error', () => undefined);
  stream.pipe(check);
  try {
    await options.write(check);
    if (check.refusal) throw check.refusal;
    if (stream.truncated) throw new UploadRefused('tooLarge');
  } catch (error) {
    throw check.refusal ?? error;
  } finally {
    stream.off('limit', onLimit);
    stream.off('error', onError);
    stream.unpipe(check);
  }
  return check.bytes;
}

/** The kind `declaredType` names among `kinds`; a type none of them has is refused. */
export function declaredKind(kinds: readonly FileKind[], declaredType: string): FileKind {
  const kind = kindDeclaredAs(kinds, declaredType);
  if (!kind) throw new UploadRefused('type');
  return kind;
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
  const { stream, dir } = options;
  const kind = declaredKind(options.kinds, options.declaredType);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const temporary = path.join(dir, `.${id}.part`);
  const fileName = `${id}.${kind.extension}`;
  // Opened before any byte flows, so the unlink below always finds it.
  const handle = await open(temporary, 'wx', 0o600);
  try {
    const bytes = await writeChecked({
      stream,
      kind,
      write: (checked) => pipeline(checked, handle.createWriteStream()),
    });
    await rename(temporary, path.join(dir, fileName));
    return { fileName, kind, bytes };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
