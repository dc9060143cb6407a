import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerSetupListSchema,
  customerSetupProgressSchema,
  customersSetupSchema,
  SETUP_MESSAGES,
  setupChecklistSchema,
  setupStepBodySchema,
  setupStepParamsSchema,
} from '../../../contract/setup';
import { idParamsSchema } from '../../../contract/ids';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { envelope } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import type { AuthContext } from '../../platform/auth-context';
import { forbidden, notFound } from '../../platform/errors';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { callerOf } from '../organizations/public';
import { customerSetupOf, pendingCustomerSetups } from './customer-setup-store';
import {
  presentChecklist,
  presentCustomers,
  presentCustomerSetup,
  presentCustomerSetups,
} from './present';
import { customersSetup, dismissStep, restoreStep, setupOf } from './store';

const checklist = { 200: envelope(setupChecklistSchema) };

/**
 * A new organisation's first steps (ours): the active organisation's checklist for its manager's
 * /home, ticked from the data; dismissing a step; and, for HAD, every customer's progress and
 * HAD's own set-up of each customer (organisation, seats, manager, plan, activation).
 */
export async function setupRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const activeOrganization = (auth: AuthContext) => {
    if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
    return auth.organizationId;
  };
  const readChecklist = async (auth: AuthContext) => {
    const organizationId = activeOrganization(auth);
    const row = await withTenant(db, scopeOf(auth), (tx) => setupOf(tx, organizationId));
    if (!row) throw notFound();
    return presentChecklist(row);
  };

  /** A read of every customer, with `platform` on, for a caller active in HAD (else 403). */
  const readAsHad = <T>(request: FastifyRequest, work: (tx: Db) => Promise<T>) => {
    const caller = callerOf(request);
    if (!caller.isHad) throw forbidden(SETUP_MESSAGES.hadOnly);
    return withTenant(db, { ...scopeOf(caller.auth), platform: true }, work);
  };

  app.get(
    '/v1/organization/setup',
    { config: needs('GroupsManager', 'read'), schema: { response: checklist } },
    async (request) => ({ data: await readChecklist(requireAuth(request)) }),
  );

  app.put(
    '/v1/organization/setup/:step',
    {
      config: needs('GroupsManager', 'update'),
      schema: { params: setupStepParamsSchema, body: setupStepBodySchema, response: checklist },
    },
    async (request) => {
      const auth = requireAuth(request);
      const organizationId = activeOrganization(auth);
      const { step } = request.params;
      const { dismissed } = request.body;
      await withTenant(db, scopeOf(auth), (tx) =>
        dismissed
          ? dismissStep(tx, organizationId, step, auth.userId)
          : restoreStep(tx, organizationId, step),
      );
      const message = dismissed ? SETUP_MESSAGES.dismissed : SETUP_MESSAGES.restored;
      return { data: await readChecklist(auth), message };
    },
  );

  app.get(
    '/v1/organization/setup/customers',
    {
      config: needs('GroupsManager', 'read'),
      schema: { response: { 200: envelope(customersSetupSchema) } },
    },
    async (request) => ({
      data: presentCustomers(await readAsHad(request, customersSetup), clock()),
    }),
  );

  app.get(
    '/v1/organization/customer-setup',
    {
      config: needs('GroupsManager', 'read'),
      schema: { response: { 200: envelope(customerSetupListSchema) } },
    },
    async (request) => ({
      data: presentCustomerSetups(await readAsHad(request, pendingCustomerSetups)),
    }),
  );

  app.get(
    '/v1/organization/customer-setup/:id',
    {
      config: needs('GroupsManager', 'read'),
      schema: { params: idParamsSchema, response: { 200: envelope(customerSetupProgressSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await readAsHad(request, (tx) => customerSetupOf(tx, id));
      if (!row) throw notFound();
      return { data: presentCustomerSetup(row) };
    },
  );
}
