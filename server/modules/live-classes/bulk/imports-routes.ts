import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importListSchema, rollbackSchema } from '../../../../contract/imports';
import { idParamsSchema } from '../../../../contract/ids';
import { LIVE_PATHS } from '../../../../contract/live-classes-paths';
import { envelope } from '../../../../contract/wire';
import { needs } from '../../../platform/access';
import { importOf, previewRollback, recentImports, rollBack } from '../../../platform/imports';
import type { ServiceDeps } from '../../../platform/service-deps';
import { withTenant } from '../../../platform/tenant';
import { liveClassCallerOf, routeOf } from '../caller';
import { LIVE_CLASS_IMPORTS, liveClassRows } from './imports-store';

/**
 * Ours (docs/imports.md): `GET v1/live-class/imports`, the recent sheet imports;
 * `GET v1/live-class/imports/:id/rollback`, what rolling one back would do, row by row; `POST`
 * the same path rolls it back (once; classes not started to the trash, started ones kept).
 */
export async function liveClassImportRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const one = { params: idParamsSchema, response: { 200: envelope(rollbackSchema) } };
  const rollbackPath = routeOf(LIVE_PATHS.importRollback);

  app.get(
    `/${LIVE_PATHS.imports}`,
    {
      config: needs('LiveClassesApprove', 'read'),
      schema: { response: { 200: envelope(importListSchema) } },
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const data = await withTenant(db, caller.scope, (tx) =>
        recentImports(tx, LIVE_CLASS_IMPORTS, { organizationId: caller.organizationId }, clock()),
      );
      return { data };
    },
  );

  app.get(
    rollbackPath,
    { config: needs('LiveClassesApprove', 'read'), schema: one },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const now = clock();
      const data = await withTenant(db, caller.scope, async (tx) => {
        const where = { organizationId: caller.organizationId, id: request.params.id };
        const target = await importOf(tx, LIVE_CLASS_IMPORTS, where, now, { lock: false });
        return previewRollback(target, liveClassRows(tx, caller.organizationId, now));
      });
      return { data };
    },
  );

  app.post(
    rollbackPath,
    { config: needs('LiveClassesApprove', 'write'), schema: one },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const now = clock();
      const { rollback, message } = await withTenant(db, caller.scope, (tx) =>
        rollBack(
          tx,
          LIVE_CLASS_IMPORTS,
          { organizationId: caller.organizationId, id: request.params.id },
          liveClassRows(tx, caller.organizationId, now),
          { userId: caller.userId, now },
        ),
      );
      return { data: rollback, message };
    },
  );
}
