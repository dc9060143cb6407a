import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3Config } from '../s3-config';
import { isSafeFileName } from '../storage';
import { mediaContentTypeOf } from './content-types';
import { resolveRange } from './range';
import type { MediaInfo, MediaStore } from './types';

/** Stored names are never rewritten, so what HeadObject said about one stays true. */
const KNOWN_SIZES_MAX = 1000;

export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every
    // upload) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NotFound' ||
    failure.name === 'NoSuchKey' ||
    failure.$metadata?.httpStatusCode === 404
  );
};

/**
 * Media in an S3-compatible bucket, one object per stored name. Uploads stream through
 * lib-storage (multipart in 5 MB parts, so the length need not be known in advance and at most
 * a few parts are in memory). Reads ask HeadObject for the size (kept in memory afterwards)
 * and GetObject for the exact bytes of the range, so ranges behave as on disk.
 */
export function createS3MediaStore(
  config: S3Config,
  client: S3Client = s3ClientFor(config),
): MediaStore {
  const Bucket = config.bucket;
  const sizes = new Map<string, number>();

  async function stat(name: string): Promise<MediaInfo | null> {
    if (!isSafeFileName(name)) return null;
    let size = sizes.get(name);
    if (size === undefined) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        size = head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (sizes.size >= KNOWN_SIZES_MAX) sizes.delete(sizes.keys().next().value!);
      sizes.set(name, size);
    }
    return { size, contentType: mediaContentTypeOf(name) };
  }

  return {
    kind: 's3',
    async put(name, body: Readable, contentType) {
      if (!isSafeFileName(name)) throw new Error(`not a stored file name: ${name}`);
      const upload = new Upload({
        client,
        params: { Bucket, Key: name, Body: body, ContentType: contentType },
        leavePartsOnError: false,
      });
      await upload.done();
    },
    stat,
    async get(name, request) {
      const info = await stat(name);
      if (!info) return null;
      const range = request ? resolveRange(request, info.size) : null;
      if (request && !range) return { ...info, satisfiable: false };
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: name,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return { ...info, satisfiable: true, stream: object.Body as Readable, range };
      } catch (error) {
        if (!isMissing(error)) throw error;
        sizes.delete(name);
        return null;
      }
    },
    async remove(name) {
      if (!isSafeFileName(name)) return;
      sizes.delete(name);
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async exists(name) {
      return (await stat(name)) !== null;
    },
  };
}
