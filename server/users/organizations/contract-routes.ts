import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contractActionSchema,
  ORGANIZATION_MESSAGES,
  type ContractAction,
} from '../../../contract/organizations';
import { nextContractStatus } from '../../../machines/contract.machine';
import { AUTHENTICATED, needs, requireAuth } from '../../platform/access';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { contractImpact, organizationReport } from './counts';
import { organizationIdOf } from './params';
import { presentOrganization } from './present';
import { callerOf, targetScope } from './scope';
import { findOrganization, setContractStatus } from './store';

const DONE: Record<ContractAction, string> = {
  activate: ORGANIZATION_MESSAGES.activated,
  pause: ORGANIZATION_MESSAGES.paused,
  reactivate: ORGANIZATION_MESSAGES.reactivated,
  cancel: ORGANIZATION_MESSAGES.canceled,
};

const actionSchema = z.object({ action: contractActionSchema });

/** `YYYY-MM-DD` of a moment, in UTC (the term's dates are calendar dates). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Contract actions (decided by machines/contract.machine.ts), their impact, and the report. */
export async function contractRoutes(app: FastifyInstance, { db, clock }: ServiceDeps) {
  app.put(
    '/v1/organization/:id/contract/:action',
    { config: needs('GroupsManager', 'write') },
    async (request) => {
      const id = organizationIdOf(request.params);
      const caller = callerOf(request);
      const scope = targetScope(caller, id);
      // A customer does not pause, extend or revive its own contract: the platform owner does.
      if (!caller.isHad) throw forbidden(ORGANIZATION_MESSAGES.contractTermsHadOnly);
      const parsed = actionSchema.safeParse(request.params);
      if (!parsed.success) throw notFound();
      const { action } = parsed.data;
      const today = isoDay(clock());
      const row = await withTenant(db, scope, async (tx) => {
        // Locked: two managers acting at once decide one after the other, on fresh status.
        const current = await findOrganization(tx, id, { lock: true });
        if (!current) throw notFound();
        const next = nextContractStatus(current.contractStatus, action, {
          endsAt: current.endsAt,
          today,
        });
        if (next === null) {
          // The one guarded move: a canceled contract comes back only before its end date.
          const ended = current.contractStatus === 'canceled' && action === 'reactivate';
          throw conflict(
            ended
              ? ORGANIZATION_MESSAGES.contractEnded
              : ORGANIZATION_MESSAGES.transitionRefused(action, current.contractStatus),
          );
        }
        return setContractStatus(tx, id, next);
      });
      return { data: presentOrganization(row), message: DONE[action] };
    },
  );

  app.get(
    '/v1/organization/:id/contract/impact',
    { config: needs('GroupsManager', 'read') },
    async (request) => {
      const id = organizationIdOf(request.params);
      const data = await withTenant(db, targetScope(callerOf(request), id), (tx) =>
        contractImpact(tx, id),
      );
      if (!data) throw notFound();
      return { data };
    },
  );

  // Every member's dashboard shows their active organisation's report, whatever their role:
  // so only authentication is needed, and the report is always of the caller's own active
  // organisation (there is no id to address another one).
  app.get('/v1/organization/report', { config: AUTHENTICATED }, async (request) => {
    const auth = requireAuth(request);
    const organizationId = auth.organizationId;
    if (!organizationId) throw notFound(ORGANIZATION_MESSAGES.noActiveOrganization);
    const data = await withTenant(db, scopeOf(auth), (tx) =>
      organizationReport(tx, organizationId, isoDay(clock())),
    );
    if (!data) throw notFound();
    return { data };
  });
}
