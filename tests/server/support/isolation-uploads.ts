import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { logoPath, USERS_PATHS } from '../../../contract/paths';
import { organizations } from '../../../server/db/schema/organizations';
import { uploads } from '../../../server/db/schema/uploads';
import { uploadPaths } from '../../../server/platform/storage';
import { registerIsolationCases, type IsolationCase, type IsolationContext } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: uploaded files. The upload itself addresses no record (it makes a new file
 * that no organisation names yet), so its case is the permission one; reading an uploaded
 * contract back is tenant data and must be 404 for another organisation. Curriculum media
 * (`?purpose=curriculum`, and the S3 path) are HAD's platform content: no other organisation
 * uploads them, whatever its grants (A's manager holds Elements write), and nothing is
 * recorded.
 */

/** Gives the target organisation an uploaded contract file and returns its name. */
async function contractOf(ctx: IsolationContext): Promise<string> {
  const fileName = `${randomUUID()}.pdf`;
  const dir = uploadPaths(ctx.t.dataDir).files;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName), `%PDF-1.7\n${ctx.target.label}'s contract\n`);
  await ctx.t.db
    .update(organizations)
    .set({ contractFile: fileName })
    .where(eq(organizations.id, ctx.target.organizationId));
  return fileName;
}

const uploadsCount = async (ctx: IsolationContext) =>
  (await ctx.t.db.select({ id: uploads.id }).from(uploads)).length;
let uploadsBefore = 0;

/** A curriculum media upload by A's manager: 403, and no upload recorded. */
const mediaCase = (route: string, url: string): IsolationCase => ({
  route,
  kind: 'other-organisation',
  title: 'curriculum media (HAD’s content), uploaded by a manager with Elements write',
  status: 403,
  statusReason: 'the curriculum is HAD’s: no other organisation uploads its media',
  noControl: 'only HAD uploads curriculum media (tests/server/media-uploads.test.ts)',
  request: async (ctx) => {
    uploadsBefore = await uploadsCount(ctx);
    return { token: ctx.actor.manager.token, method: 'POST', url };
  },
  unchanged: async (ctx) => {
    expect(await uploadsCount(ctx)).toBe(uploadsBefore);
  },
});

registerIsolationCases('users/uploads', [
  mediaCase(
    'POST /api/users/v1/general/upload-file',
    usersUrl(`${USERS_PATHS.uploadFile}?purpose=curriculum`),
  ),
  mediaCase('POST /api/users/v1/general/aws/s3/upload-file', usersUrl(USERS_PATHS.s3UploadFile)),
  {
    route: 'POST /api/users/v1/general/aws/s3/upload-file',
    kind: 'no-permission',
    title: 'without Elements',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'POST',
      url: usersUrl(USERS_PATHS.s3UploadFile),
    }),
  },
  {
    route: 'POST /api/users/v1/general/upload-file',
    kind: 'no-permission',
    title: 'without GroupsManager',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'POST',
      url: usersUrl(USERS_PATHS.uploadFile),
    }),
  },
  {
    route: 'GET /api/users/v1/files/:fileName',
    kind: 'other-organisation',
    title: "another organisation's uploaded contract file, read by its manager",
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: usersUrl(logoPath(await contractOf(ctx))),
    }),
  },
]);
