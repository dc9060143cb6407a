import type { S3Config } from '../s3-config';
import { createDiskMediaStore } from './disk';
import { createS3MediaStore } from './s3';
import type { MediaStore } from './types';

/** The store of this deployment, chosen once at start: S3 when a bucket is configured. */
export const createMediaStore = (options: {
  s3: S3Config | undefined;
  mediaDir: string;
}): MediaStore =>
  options.s3 ? createS3MediaStore(options.s3) : createDiskMediaStore(options.mediaDir);
