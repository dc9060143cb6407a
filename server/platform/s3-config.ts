import { z } from 'zod';

/** S3-compatible storage for curriculum media (S3_BUCKET set); disk under DATA_DIR otherwise. */
export interface S3Config {
  /** Unset: AWS itself (the region's endpoint). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; neither: the SDK's usual credential chain (AWS_* variables, a role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most local servers). */
  forcePathStyle: boolean;
}

/** The S3_* variables, spread into the environment schema of config.ts. */
export const S3_ENV = {
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be an http:// or https:// URL without a path')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
};

type S3Env = { [K in keyof typeof S3_ENV]?: z.infer<(typeof S3_ENV)[K]> };

/** Rules across the variables: a bucket whenever any is set, and keys in pairs. */
export function checkS3Env(env: S3Env, ctx: z.RefinementCtx): void {
  const others = (Object.keys(S3_ENV) as (keyof S3Env)[]).filter(
    (name) => name !== 'S3_BUCKET' && env[name] !== undefined,
  );
  if (!env.S3_BUCKET && others.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `required when ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set (S3 storage is used only with a bucket)`,
    });
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
}

/** The S3 configuration, or undefined when media stay on disk. */
export function s3ConfigOf(env: S3Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: env.S3_REGION ?? 'us-east-1',
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      pathStyle === undefined ? env.S3_ENDPOINT !== undefined : ['1', 'true'].includes(pathStyle),
  };
}
