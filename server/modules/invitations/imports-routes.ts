import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importListSchema, rollbackSchema } from '../../../contract/imports';
import { idParamsSchema } from '../../../contract/ids';
import { INVITATION_KINDS, invitationTargetSchema } from '../../../contract/invitations';
import { envelope } from '../../../contract/wire';
import { importOf, previewRollback, recentImports, rollBack } from '../../platform/imports';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { INVITATION_IMPORTS, invitationRows, ofKind } from './imports-store';
import { accessOf, invitationCallerOf } from './scope';
import { kindPath } from './tokens';

/**
 * Ours (docs/imports.md): `GET v1/{user|admin}-invitations/imports`, the kind's recent imports;
 * `GET …/imports/:id/rollback`, what rolling one back would do, row by row; `POST` the same path
 * rolls it back (once; pending invitations cancelled, accepted ones kept).
 */
export async function invitationImportRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const one = {
    params: idParamsSchema,
    querystring: invitationTargetSchema,
    response: { 200: envelope(rollbackSchema) },
  };

  for (const kind of INVITATION_KINDS) {
    const path = `${kindPath(kind)}/imports`;

    app.get(
      path,
      {
        config: accessOf(kind, 'read'),
        schema: {
          querystring: invitationTargetSchema,
          response: { 200: envelope(importListSchema) },
        },
      },
      async (request) => {
        const caller = invitationCallerOf(request);
        const data = await withTenant(db, caller.scope, (tx) =>
          recentImports(
            tx,
            INVITATION_IMPORTS,
            { organizationId: caller.organizationId, also: ofKind(kind) },
            clock(),
          ),
        );
        return { data };
      },
    );

    app.get(
      `${path}/:id/rollback`,
      { config: accessOf(kind, 'read'), schema: one },
      async (request) => {
        const caller = invitationCallerOf(request);
        const where = { organizationId: caller.organizationId, id: request.params.id };
        const now = clock();
        const data = await withTenant(db, caller.scope, async (tx) => {
          const target = await importOf(
            tx,
            INVITATION_IMPORTS,
            { ...where, also: ofKind(kind) },
            now,
            { lock: false },
          );
          return previewRollback(target, invitationRows(tx, now));
        });
        return { data };
      },
    );

    app.post(
      `${path}/:id/rollback`,
      { config: accessOf(kind, 'write'), schema: one },
      async (request) => {
        const caller = invitationCallerOf(request);
        const where = { organizationId: caller.organizationId, id: request.params.id };
        const now = clock();
        const { rollback, message } = await withTenant(db, caller.scope, (tx) =>
          rollBack(
            tx,
            INVITATION_IMPORTS,
            { ...where, also: ofKind(kind) },
            invitationRows(tx, now),
            { userId: caller.userId, now },
          ),
        );
        return { data: rollback, message };
      },
    );
  }
}
