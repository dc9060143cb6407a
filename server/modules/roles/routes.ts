import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_MESSAGES,
  roleBodySchema,
  roleParamsSchema,
  roleSummarySchema,
  type RoleBody,
  whoCanQuerySchema,
  whoCanSchema,
} from '../../../contract/roles';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { envelope } from '../../../contract/wire';
import { moveToTrash } from '../../platform/trash';
import type { Db } from '../../db/client';
import { ROLE_NAMES } from '../../db/demo-data';
import { MEMBER_READS, needs, requireAuth } from '../../platform/access';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { presentPermissions } from '../../platform/permissions';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { grantsWithin } from './grants';
import { presentRole } from './present';
import {
  createRole,
  deleteRole,
  findRole,
  listRoles,
  replaceRole,
  RoleConflict,
  whoCan,
} from './store';

/**
 * Roles are platform-wide, not tenant-owned: every organisation's memberships pick from the
 * same roles. They are managed by whoever holds the Roles resource, which in practice are
 * HAD admins only; no customer organisation's role should grant Roles.
 */
export async function roleRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Roles', 'read');
  const write = needs('Roles', 'write');
  const update = needs('Roles', 'update');
  /**
   * Roles is a platform-wide resource, so these routes read with app.platform on: a role's
   * holders are counted across organisations (memberships_platform_read, read-only).
   */
  const platform = <T>(request: FastifyRequest, work: (tx: Db) => Promise<T>) =>
    withTenant(db, { ...scopeOf(requireAuth(request)), platform: true }, work);

  const one = envelope(roleSummarySchema);
  const byId = { params: roleParamsSchema };

  app.get(
    '/v1/roles',
    { config: read, schema: { response: { 200: envelope(z.array(roleSummarySchema)) } } },
    async (request) => {
      const rows = await platform(request, (tx) => listRoles(tx));
      return { data: rows.map(presentRole) };
    },
  );

  app.post(
    '/v1/roles',
    { config: write, schema: { body: roleBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const body = withinOwnRights(request, request.body);
      const row = await withConflicts(() => platform(request, (tx) => createRole(tx, body)));
      reply.code(201);
      return { data: presentRole(row), message: ROLE_MESSAGES.created };
    },
  );

  app.get(
    '/v1/roles/who-can',
    {
      config: MEMBER_READS,
      schema: { querystring: whoCanQuerySchema, response: { 200: envelope(whoCanSchema) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
      const organizationId = auth.organizationId;
      const { resource, op } = request.query;
      const data = await withTenant(db, scopeOf(auth), (tx) =>
        whoCan(tx, organizationId, resource, op),
      );
      return { data };
    },
  );

  app.get(
    '/v1/roles/:id',
    { config: read, schema: { ...byId, response: { 200: one } } },
    async (request) => {
      const { id } = request.params;
      const row = await platform(request, (tx) => findRole(tx, id));
      if (!row) throw notFound();
      return { data: presentRole(row) };
    },
  );

  app.put(
    '/v1/roles/:id',
    { config: update, schema: { ...byId, body: roleBodySchema, response: { 200: one } } },
    async (request) => {
      const { id } = request.params;
      const body = withinOwnRights(request, request.body);
      const row = await withConflicts(() =>
        platform(request, async (tx) => {
          const current = await findRole(tx, id);
          if (!current) throw notFound();
          if (isBuiltIn(current) && body.name !== current.name) {
            throw conflict(ROLE_MESSAGES.builtIn);
          }
          // Taking rights away is a change too: only rights the caller holds may be touched.
          const callerPermissions = requireAuth(request).role.permissions;
          if (!grantsWithin(presentPermissions(current.permissions), callerPermissions)) {
            throw forbidden(ROLE_MESSAGES.beyondOwnRights);
          }
          return replaceRole(tx, id, body);
        }),
      );
      if (!row) throw notFound();
      return { data: presentRole(row), message: ROLE_MESSAGES.updated };
    },
  );

  app.delete(
    '/v1/roles/:id',
    { config: write, schema: { ...byId, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const { id } = request.params;
      const trashId = await withConflicts(() =>
        platform(request, async (tx) => {
          const current = await findRole(tx, id);
          if (!current) throw notFound();
          if (isBuiltIn(current)) throw conflict(ROLE_MESSAGES.builtIn);
          // Roles are platform-wide; the item is the deleting organisation's, so its managers
          // find it in their trash (and HAD in everyone's).
          const kept = await moveToTrash(tx, {
            kind: 'role',
            recordId: id,
            name: current.name,
            organizationId: requireAuth(request).organizationId,
            roots: [{ table: 'roles', match: { id: [id] } }],
          });
          if (!(await deleteRole(tx, id))) throw notFound();
          return kept;
        }),
      );
      return { data: null, message: ROLE_MESSAGES.deleted, trashId };
    },
  );
}

/**
 * The role of people waiting for access in DEFAULT: sign-up, leaving an organisation and the
 * removals give it by its name (accounts/store.ts defaultGuest), so the name stays.
 */
const isBuiltIn = (role: { name: string }) => role.name === ROLE_NAMES.guest;

/** A role may not grant more than the caller holds. */
function withinOwnRights(request: FastifyRequest, body: RoleBody): RoleBody {
  if (!grantsWithin(body.permissions, requireAuth(request).role.permissions)) {
    throw forbidden(ROLE_MESSAGES.beyondOwnRights);
  }
  return body;
}

async function withConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RoleConflict)) throw error;
    throw conflict(
      error.reason === 'nameTaken' ? ROLE_MESSAGES.nameTaken : ROLE_MESSAGES.heldBy(error.holders),
    );
  }
}
