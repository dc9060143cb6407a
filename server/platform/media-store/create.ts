import type { S3Config } from '../s3-config';
import { createDiskMediaStore } from './disk';
import type { MediaStore } from './types';

/**
 * The S3 store, loaded on its first use: the AWS SDK takes about 25 MB and 100 ms to load, which
 * a server on disk storage never pays.
 */
function lazyS3MediaStore(config: S3Config): MediaStore {
  let store: Promise<MediaStore> | undefined;
  const load = () =>
    (store ??= import('./s3').then(({ createS3MediaStore }) => createS3MediaStore(config)));
  return {
    kind: 's3',
    put: async (...args) => (await load()).put(...args),
    stat: async (...args) => (await load()).stat(...args),
    get: async (...args) => (await load()).get(...args),
    remove: async (...args) => (await load()).remove(...args),
    exists: async (...args) => (await load()).exists(...args),
  };
}

/** The store of this deployment, chosen once at start: S3 when a bucket is configured. */
export const createMediaStore = (options: {
  s3: S3Config | undefined;
  mediaDir: string;
}): MediaStore =>
  options.s3 ? lazyS3MediaStore(options.s3) : createDiskMediaStore(options.mediaDir);
