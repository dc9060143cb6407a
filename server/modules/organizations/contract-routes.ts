import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  contractActionSchema,
  contractImpactSchema,
  ORGANIZATION_MESSAGES,
  organizationSchema,
  orgReportQuerySchema,
  orgReportSchema,
  type ContractAction,
  type ContractStatus,
} from '../../../contract/organizations';
import { envelope } from '../../../contract/wire';
import { isPlatformContract, nextContractStatus } from '../../../machines/contract.machine';
import { needs } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { recordPath } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { contractImpact, organizationReport } from './counts';
import { presentOrganization } from './present';
import { callerOf, platformCallerOf, targetScope } from './scope';
import { findOrganization, setContractStatus } from './store';

const DONE: Record<ContractAction, string> = {
  activate: ORGANIZATION_MESSAGES.activated,
  pause: ORGANIZATION_MESSAGES.paused,
  reactivate: ORGANIZATION_MESSAGES.reactivated,
  cancel: ORGANIZATION_MESSAGES.canceled,
};

/** An unknown organisation or action names nothing (404). */
const actionParamsSchema = recordPath(z.object({ id: z.uuid(), action: contractActionSchema }));

/** Why the machine refused `action`: the platform's own contract, an ended term, or the status. */
function refusalOf(org: { name: string; contractStatus: ContractStatus }, action: ContractAction) {
  if (isPlatformContract(org.name)) return ORGANIZATION_MESSAGES.platformContract;
  // The one guarded move: a canceled contract comes back only before its end date.
  if (org.contractStatus === 'canceled' && action === 'reactivate') {
    return ORGANIZATION_MESSAGES.contractEnded;
  }
  return ORGANIZATION_MESSAGES.transitionRefused(action, org.contractStatus);
}

/** Contract actions (decided by machines/contract.machine.ts), their impact, and the report. */
export async function contractRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/v1/organization/:id/contract/:action',
    {
      config: needs('GroupsManager', 'update'),
      schema: { params: actionParamsSchema, response: { 200: envelope(organizationSchema) } },
    },
    async (request) => {
      const { id, action } = request.params;
      const caller = await platformCallerOf(request, db);
      const scope = targetScope(caller, id);
      // A customer does not pause, extend or revive its own contract: the platform owner does.
      if (!caller.isHad) throw forbidden(ORGANIZATION_MESSAGES.contractTermsHadOnly);
      const today = isoDay(clock());
      const row = await withTenant(db, scope, async (tx) => {
        // Locked: two managers acting at once decide one after the other, on fresh status.
        const current = await findOrganization(tx, id, { lock: true });
        if (!current) throw notFound();
        const next = nextContractStatus(current.contractStatus, action, {
          endsAt: current.endsAt,
          today,
          organizationName: current.name,
        });
        if (next === null) throw conflict(refusalOf(current, action));
        return setContractStatus(tx, id, next);
      });
      return { data: presentOrganization(row), message: DONE[action] };
    },
  );

  app.get(
    '/v1/organization/:id/contract/impact',
    {
      config: needs('GroupsManager', 'read'),
      schema: { params: idParamsSchema, response: { 200: envelope(contractImpactSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      const caller = await platformCallerOf(request, db);
      const data = await withTenant(db, targetScope(caller, id), (tx) =>
        contractImpact(tx, id, clock()),
      );
      if (!data) throw notFound();
      return { data };
    },
  );

  // The contract and its seats are the organisation's managers' (GroupsManager read): their
  // dashboard shows the active organisation's, and a HAD caller names any from its page.
  app.get(
    '/v1/organization/report',
    {
      config: needs('GroupsManager', 'read'),
      schema: {
        querystring: orgReportQuerySchema,
        response: { 200: envelope(orgReportSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const organizationId = request.query.organizationId ?? caller.auth.organizationId;
      if (!organizationId) throw notFound(ORGANIZATION_MESSAGES.noActiveOrganization);
      const data = await withTenant(db, targetScope(caller, organizationId), (tx) =>
        organizationReport(tx, organizationId, isoDay(clock())),
      );
      if (!data) throw notFound();
      return { data };
    },
  );
}
