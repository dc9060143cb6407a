import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  liveClassListQuerySchema,
  liveClassLookupsSchema,
  liveClassPageSchema,
  liveClassSchema,
} from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { myLiveClassListQuerySchema } from '../../../contract/my-live-classes';
import { envelope } from '../../../contract/wire';
import { needs, needsAnyOf, type RouteAccess } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { liveClassCallerOf, routeOf, type LiveClassCaller } from './caller';
import { liveClassLookups } from './lookups-store';
import { presentLiveClass, stateOf, type LiveClassRecord } from './present';
import { findLiveClass, listLiveClasses, type LiveClassFilter } from './store';

/** Managers and observers read every class of the organisation. */
export const MANAGERS_READ = needsAnyOf(
  { resource: 'LiveClassesApprove', op: 'read' },
  { resource: 'LiveClassesObserver', op: 'read' },
);
/** Teachers: joining and staying in their class (attendance is written). */
export const TEACHERS = needs('LiveClasses', 'write');
/**
 * Teachers' lists: their own classes and the available ones. Reading them needs read, as one
 * class does, so a teacher of an organisation whose contract is paused (read-only) still sees
 * them; taking and joining need write.
 */
export const TEACHERS_READ = needs('LiveClasses', 'read');

/** A class a caller who does not read them all may see: theirs, or one they may take. */
function isVisibleTo(record: LiveClassRecord, caller: LiveClassCaller, now: Date) {
  if (caller.readsAll || record.teacherId === caller.userId) return true;
  const state = stateOf(record, now);
  return (
    record.teacherId === null && state.approval === 'approved' && state.timing === 'notStarted'
  );
}

/**
 * The lists (managers' with every filter, the caller's own, the invalid ones, the available
 * ones), one class, and the lookups. Always the caller's active organisation; timing and
 * validity are worked out at the server's clock.
 */
export async function liveClassReadRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** A paged list: the query's filters, with `overrides` of the caller's. */
  const list = (
    path: string,
    config: { access: RouteAccess },
    overrides: (caller: LiveClassCaller) => Partial<LiveClassFilter>,
    querystring:
      | typeof liveClassListQuerySchema
      | typeof myLiveClassListQuerySchema = liveClassListQuerySchema,
  ) =>
    app.get(
      `/${path}`,
      { config, schema: { querystring, response: { 200: envelope(liveClassPageSchema) } } },
      async (request) => {
        const caller = liveClassCallerOf(request);
        const { pageNumber, pageSize, ...query } = request.query;
        const now = clock();
        const { rows, total } = await withTenant(db, caller.scope, (tx) =>
          listLiveClasses(tx, {
            organizationId: caller.organizationId,
            callerId: caller.userId,
            now,
            filter: { ...query, ...overrides(caller) },
            ...pageWindow(pageNumber, pageSize),
          }),
        );
        const result = rows.map((row) => presentLiveClass(row, caller, now));
        return { data: toPage(result, total, pageNumber, pageSize) };
      },
    );

  list(LIVE_PATHS.list, MANAGERS_READ, () => ({}));
  list(
    LIVE_PATHS.mine,
    TEACHERS_READ,
    (caller) => ({ teacherId: caller.userId }),
    myLiveClassListQuerySchema,
  );
  list(LIVE_PATHS.invalid, MANAGERS_READ, () => ({ validity: 'invalid' }));
  list(LIVE_PATHS.available, TEACHERS_READ, () => ({
    approval: 'approved',
    timing: 'notStarted',
    withoutTeacher: true,
    teacherId: undefined,
  }));

  app.get(
    routeOf(LIVE_PATHS.item),
    {
      config: needsAnyOf(
        { resource: 'LiveClassesApprove', op: 'read' },
        { resource: 'LiveClassesObserver', op: 'read' },
        { resource: 'LiveClasses', op: 'read' },
      ),
      schema: { params: idParamsSchema, response: { 200: envelope(liveClassSchema) } },
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const { id } = request.params;
      const now = clock();
      const record = await withTenant(db, caller.scope, (tx) =>
        findLiveClass(tx, caller.organizationId, caller.userId, id),
      );
      if (!record || !isVisibleTo(record, caller, now)) throw notFound();
      return { data: presentLiveClass(record, caller, now) };
    },
  );

  app.get(
    `/${LIVE_PATHS.lookups}`,
    { config: MANAGERS_READ, schema: { response: { 200: envelope(liveClassLookupsSchema) } } },
    async (request) => {
      const caller = liveClassCallerOf(request);
      return {
        data: await withTenant(db, caller.scope, (tx) =>
          liveClassLookups(tx, caller.organizationId),
        ),
      };
    },
  );
}
