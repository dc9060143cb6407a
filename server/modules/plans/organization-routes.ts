import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema } from '../../../contract/ids';
import {
  assignPackageBodySchema,
  organizationPackageSchema,
  organizationPackagesSchema,
  PLAN_MESSAGES,
  PLAN_PATHS,
} from '../../../contract/plans';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { moveToTrash } from '../../platform/trash';
import { withTenant } from '../../platform/tenant';
import {
  hadPlansWriterOf,
  organizationReadScope,
  organizationWriteScope,
  packagesCallerOf,
} from './caller';
import { conflictOnDuplicate } from './checks';
import {
  deletePackage,
  insertPackage,
  organizationKind,
  packageName,
  packagesOf,
} from './organization-store';
import { findPlan } from './store';

const ORGANIZATION = `/${PLAN_PATHS.packages}/organization/:organizationId`;
const organizationParams = z.object({ organizationId: z.uuid() });
const packageParams = organizationParams.extend({ packageId: z.uuid() });

/** 404 for no such organisation; 400 on HAD and DEFAULT, which have no packages. */
async function requireCustomer(tx: Db, organizationId: string) {
  const kind = await organizationKind(tx, organizationId);
  if (!kind) throw notFound();
  if (kind !== 'customer') throw badRequest(PLAN_MESSAGES.notCustomer);
}

/**
 * An organisation's packages (docs/plans.md): read by its members with r Packages, and by
 * HAD for any organisation; assigned and removed by HAD with w Packages, written in the
 * organisation's own scope so row-level security checks the rows are its.
 */
export async function organizationPackageRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  app.get(
    ORGANIZATION,
    {
      config: needs('Packages', 'read'),
      schema: {
        params: organizationParams,
        response: { 200: envelope(organizationPackagesSchema) },
      },
    },
    async (request) => {
      const caller = packagesCallerOf(request);
      const { organizationId } = request.params;
      const scope = organizationReadScope(caller, organizationId);
      const now = clock();
      const data = await withTenant(db, scope, async (tx) => {
        if (!(await organizationKind(tx, organizationId))) throw notFound();
        return packagesOf(tx, organizationId, now);
      });
      return { data };
    },
  );

  app.post(
    ORGANIZATION,
    {
      config: needs('Packages', 'write'),
      schema: {
        params: organizationParams,
        body: assignPackageBodySchema,
        response: { 201: envelope(organizationPackageSchema) },
      },
    },
    async (request, reply) => {
      const caller = hadPlansWriterOf(request);
      const { organizationId } = request.params;
      const now = clock();
      const data = await conflictOnDuplicate(PLAN_MESSAGES.alreadyAssigned, () =>
        withTenant(db, organizationWriteScope(caller, organizationId), async (tx) => {
          await requireCustomer(tx, organizationId);
          if (!(await findPlan(tx, request.body.planId))) throw notFound();
          const id = await insertPackage(tx, {
            organizationId,
            planId: request.body.planId,
            assignedBy: caller.userId,
          });
          const { packages } = await packagesOf(tx, organizationId, now);
          const assigned = packages.find((pkg) => pkg.id === id);
          if (!assigned) throw new Error('a package just assigned was not read back');
          return assigned;
        }),
      );
      reply.code(201);
      return { data, message: PLAN_MESSAGES.assigned };
    },
  );

  app.delete(
    `${ORGANIZATION}/:packageId`,
    {
      config: needs('Packages', 'write'),
      schema: { params: packageParams, response: { 200: envelope(deletedSchema) } },
    },
    async (request) => {
      const caller = hadPlansWriterOf(request);
      const { organizationId, packageId } = request.params;
      const scope = organizationWriteScope(caller, organizationId);
      const trashId = await withTenant(db, scope, async (tx) => {
        await requireCustomer(tx, organizationId);
        const named = await packageName(tx, organizationId, packageId);
        if (!named) throw notFound();
        const kept = await moveToTrash(tx, {
          kind: 'plan',
          recordId: packageId,
          name: named.plan,
          context: named.organization,
          organizationId,
          roots: [{ table: 'organization_packages', match: { id: [packageId] } }],
        });
        if (!(await deletePackage(tx, organizationId, packageId))) throw notFound();
        return kept;
      });
      return { data: { id: packageId }, message: PLAN_MESSAGES.removed, trashId };
    },
  );
}
