import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { logoPath, USERS_PATHS } from '../../../contract/paths';
import { organizations } from '../../../server/db/schema/organizations';
import { uploadPaths } from '../../../server/platform/storage';
import { registerIsolationCases, type IsolationContext } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: uploaded files. The upload itself addresses no record (it makes a new file
 * that no organisation names yet), so its case is the permission one; reading an uploaded
 * contract back is tenant data and must be 404 for another organisation.
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

registerIsolationCases('users/uploads', [
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
