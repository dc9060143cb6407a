import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import {
  restoreBodySchema,
  restoredSchema,
  TRASH_MESSAGES,
  TRASH_RESOURCE,
  trashPageSchema,
  trashKindsOf,
  trashQuerySchema,
  type TrashKind,
  type TrashPage,
} from '../../../contract/trash';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needsAnyOf, type ResourceAccess } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, setTenantScope, withTenant, type TenantScope } from '../../platform/tenant';
import { callerOf } from '../organizations/public';
import { presentTrashItem } from './present';
import { restoreItem } from './restore';
import {
  countTrash,
  deleteTrashItem,
  listTrash,
  lockTrashItem,
  organizationOfItem,
  type LockedTrashItem,
} from './store';

const RESOURCES = [...new Set(Object.values(TRASH_RESOURCE).flat())];
/** Any right that deletes something the trash keeps; the list: reading any such resource. */
const DELETES: ResourceAccess[] = RESOURCES.map((resource) => ({ resource, op: 'write' }));
const READS: ResourceAccess[] = RESOURCES.map((resource) => ({ resource, op: 'read' }));

interface TrashCaller {
  userId: string;
  organizationId: string;
  isHad: boolean;
  /** The kinds the caller's rights delete, so restore. */
  kinds: TrashKind[];
  scope: TenantScope;
}

/**
 * The caller. Restoring and purging go by the rights the contract leaves (none while it is
 * paused: the guard refuses the writes); the list goes by the role's own (`reading`), so a
 * paused organisation still sees what it may restore once the contract is in force again.
 */
function trashCaller(request: FastifyRequest, reading = false): TrashCaller {
  const { auth, isHad } = callerOf(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const kinds = trashKindsOf(reading ? auth.role.granted : auth.role.permissions, isHad);
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    isHad,
    kinds,
    scope: isHad ? { ...scopeOf(auth), platform: true } : scopeOf(auth),
  };
}

/**
 * The item, locked, in its organisation's scope (answered with it): a caller active in HAD acts
 * in the item's organisation (found platform-wide first); anyone else finds only their own
 * organisation's. 404 for an item the caller may not restore.
 */
async function itemFor(
  tx: Db,
  caller: TrashCaller,
  id: string,
): Promise<{ item: LockedTrashItem; scope: TenantScope }> {
  let scope = caller.scope;
  if (caller.isHad) {
    const organizationId = await organizationOfItem(tx, id);
    if (organizationId) {
      scope = { ...caller.scope, organizationId };
      await setTenantScope(tx, scope);
    }
  }
  const item = await lockTrashItem(tx, id);
  if (!item || !caller.kinds.includes(item.kind)) throw notFound(TRASH_MESSAGES.notFound);
  if (!caller.isHad && item.organizationId !== caller.organizationId) {
    throw notFound(TRASH_MESSAGES.notFound);
  }
  return { item, scope };
}

const byId = { params: z.object({ id: z.uuid() }) };

/** The trash: a paged list, restore and delete forever (docs/trash.md). */
export async function trashRoutes(
  instance: FastifyInstance,
  { db, listTotals, trashRetentionDays }: ServiceDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const access = { ...needsAnyOf(...DELETES), organizationUse: 'write' as const };

  app.get(
    '/v1/trash',
    {
      config: { ...needsAnyOf(...READS), organizationUse: 'read' },
      schema: { querystring: trashQuerySchema, response: { 200: envelope(trashPageSchema) } },
    },
    async (request) => {
      const caller = trashCaller(request, true);
      const { pageNumber, pageSize, kind, search } = request.query;
      const filters = {
        organizationId: caller.isHad ? null : caller.organizationId,
        platform: caller.isHad,
        kinds: caller.kinds,
        kind,
        search,
      };
      const totalKey = JSON.stringify(['trash', caller.organizationId, caller.kinds, filters]);
      const data: TrashPage = await withTenant(db, caller.scope, async (tx) => {
        const rows = await listTrash(tx, filters, pageWindow(pageNumber, pageSize));
        const total = await listTotals.get(totalKey, () => countTrash(tx, filters));
        return toPage(
          rows.map((row) => presentTrashItem(row, trashRetentionDays)),
          total,
          pageNumber,
          pageSize,
        );
      });
      return { data };
    },
  );

  app.post(
    '/v1/trash/:id/restore',
    {
      config: access,
      schema: {
        ...byId,
        body: restoreBodySchema.partial().optional(),
        response: { 200: envelope(restoredSchema) },
      },
    },
    async (request) => {
      const caller = trashCaller(request);
      const item = await withTenant(db, caller.scope, async (tx) => {
        const { item: found, scope } = await itemFor(tx, caller, request.params.id);
        await restoreItem(tx, found, scope, request.body?.name);
        return found;
      });
      return {
        data: { id: item.id, kind: item.kind, recordId: item.recordId },
        message: TRASH_MESSAGES.restored(request.body?.name ?? item.name),
      };
    },
  );

  app.delete(
    '/v1/trash/:id',
    {
      config: access,
      schema: { ...byId, response: { 200: envelope(z.object({ id: z.uuid() })) } },
    },
    async (request) => {
      const caller = trashCaller(request);
      const item = await withTenant(db, caller.scope, async (tx) => {
        const { item: found } = await itemFor(tx, caller, request.params.id);
        await deleteTrashItem(tx, found.id);
        return found;
      });
      return { data: { id: item.id }, message: TRASH_MESSAGES.purged(item.name) };
    },
  );
}
