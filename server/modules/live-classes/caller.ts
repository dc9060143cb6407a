import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { recordPath } from '../../platform/route-schemas';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/**
 * The caller of a live-class route: always the active organisation's classes (a HAD caller
 * sees HAD's), with the rights that decide which of the machine's actions are theirs.
 */
export interface LiveClassCaller {
  userId: string;
  organizationId: string;
  scope: TenantScope;
  /** w LiveClassesApprove: delete, enter (creating is the route's own check). */
  manages: boolean;
  /** u LiveClassesApprove: approve, assign, validate, update (change a class that exists). */
  changes: boolean;
  /** r LiveClassesApprove or r LiveClassesObserver: every class of the organisation. */
  readsAll: boolean;
  /** w LiveClassesApprove or r LiveClassesObserver: enters a Live class to watch. */
  enters: boolean;
  /** w LiveClasses: joins the classes they teach. */
  teaches: boolean;
  /** u LiveClasses with a teacher role (numbers 4, 5): takes an available class. */
  takes: boolean;
}

export function liveClassCallerOf(request: FastifyRequest): LiveClassCaller {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const has = (resource: Parameters<typeof can>[1], op: 'read' | 'write' | 'update') =>
    can(auth.role.permissions, resource, op);
  const manages = has('LiveClassesApprove', 'write');
  const observes = has('LiveClassesObserver', 'read');
  const teaches = has('LiveClasses', 'write');
  const isTeacher = (TEACHER_ROLE_NUMBERS as readonly (number | null)[]).includes(auth.role.number);
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    scope: scopeOf(auth),
    manages,
    changes: has('LiveClassesApprove', 'update'),
    readsAll: observes || has('LiveClassesApprove', 'read'),
    enters: manages || observes,
    teaches,
    takes: teaches && has('LiveClasses', 'update') && isTeacher,
  };
}

const meetingId = z.string().min(1).max(200);

/**
 * The provider's meeting id in the path (any text); anything else names no class (404). Under
 * `v1/live-class/` it is `id`, as Fastify names one position's parameter once per method.
 */
export const meetingParamsSchema = recordPath(z.object({ id: meetingId }));
/** The same under `v1/admin/liveClasses/report/`. */
export const reportParamsSchema = recordPath(z.object({ meetingId }));

const SAMPLE = 'SAMPLE';

/** A route pattern from a contract path function: `LIVE_PATHS.item` -> `/v1/live-class/:id`. */
export const routeOf = (path: (sample: string) => string, param = 'id') =>
  `/${path(SAMPLE).replace(SAMPLE, `:${param}`)}`;
