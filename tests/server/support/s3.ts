import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../../../server/platform/config';
import { s3ClientFor } from '../../../server/platform/media-store/s3';

/** s3rver's fixed credentials (it checks the signature). */
const KEY = 'S3RVER';

export interface LocalS3 {
  /** The S3_* variables that point the app at it. */
  env: Record<string, string>;
  client: S3Client;
  /** The bucket's keys, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, its data in a temporary directory. */
export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'console-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
  const client = s3ClientFor(loadConfig(env).s3!);
  return {
    env,
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
