import { createReadStream } from 'node:fs';
import { and, eq, exists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { memberships } from '../../db/schema/users';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import type { AuthContext } from '../../platform/auth-context';
import { notFound } from '../../platform/errors';
import { fileResponse, recordPath } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { contentTypeOf, resolveStoredFile } from '../../platform/storage';
import { scopeOf, withTenant } from '../../platform/tenant';

const paramsSchema = recordPath(z.object({ fileName: z.string() }));

const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/pdf',
  'application/octet-stream',
];

/**
 * True when `fileName` is the logo or the contract file of an organisation the caller belongs
 * to (any of their memberships: the sidebar shows every organisation's logo), or the caller is
 * active in HAD (which manages every organisation). Memberships are read under
 * memberships_self_read. A file no organisation names is nobody's to read.
 */
async function mayView(tx: Db, auth: AuthContext, fileName: string): Promise<boolean> {
  const isHad = auth.organizationId !== null && auth.organizationName === HAD_ORG_NAME;
  const member = exists(
    tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, auth.userId)),
      ),
  );
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        or(eq(organizations.logoImageName, fileName), eq(organizations.contractFile, fileName)),
        isHad ? undefined : member,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The users-service file call (`logoPath` in contract/paths.ts): organisation logos and
 * contract files. Uploads (`uploads.files`) first, then the seeded logos (`uploads.logos`).
 * Tenant files are never under the static /media root.
 */
export async function fileRoutes(instance: FastifyInstance, { db, uploads }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const schema = {
    params: paramsSchema,
    response: { 200: fileResponse('An organisation logo or contract file.', FILE_TYPES) },
  };
  app.get('/v1/files/:fileName', { config: AUTHENTICATED, schema }, async (request, reply) => {
    const { fileName } = request.params;
    const file =
      (await resolveStoredFile(uploads.files, fileName)) ??
      (await resolveStoredFile(uploads.logos, fileName));
    if (!file) throw notFound();
    // Another organisation's logo does not exist for the caller.
    const auth = requireAuth(request);
    const visible = await withTenant(db, scopeOf(auth), (tx) => mayView(tx, auth, fileName));
    if (!visible) throw notFound();
    return reply
      .type(contentTypeOf(fileName))
      .header('cache-control', 'private, max-age=3600')
      .send(createReadStream(file));
  });
}
