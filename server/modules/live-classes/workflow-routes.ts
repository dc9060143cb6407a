import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  adminEnterBodySchema,
  assignTeacherBodySchema,
  LIVE_CLASS_MESSAGES,
  liveClassSchema,
} from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs, needsAnyOf } from '../../platform/access';
import { badRequest, forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { touchSpan } from './attendance-store';
import { liveClassCallerOf, routeOf, type LiveClassCaller } from './caller';
import { isTeacherOf } from '../../platform/teacher-membership';
import {
  clashOf,
  decide,
  guardClash,
  lockForChange,
  lockWithTimetables,
  settleValidity,
} from './decide';
import type { LiveClassRow } from './store';
import { CHANGE, presentOne } from './write-routes';
import { markClashes, setApproved, setInvalidReason, setTeacher } from './write-store';

const slotFor = (row: LiveClassRow, teacherId: string) => ({
  teacherId,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  exceptId: row.id,
});

/**
 * The workflow, each step decided by machines/live-class.machine.ts on the locked row (409
 * otherwise): approve (managers), accept (a teacher takes an approved class without one),
 * assign a teacher, validate, and enter a Live class as an admin. Approving, taking or
 * assigning never double-books a teacher: checked first, and by the exclusion constraint
 * when two requests race. The teacher's unapproved classes overlapping an approved one become
 * invalid ('clash'); a class fixed by the step is validated in the same transaction.
 */
export async function liveClassWorkflowRoutes(
  instance: FastifyInstance,
  { db, clock }: ServiceDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  /** The class as it is after the step. */
  const byId = { params: idParamsSchema, response: { 200: envelope(liveClassSchema) } };

  /** Gives the locked class `teacherId` (or approves it with its own), decided and guarded. */
  const staff = async (
    tx: Db,
    caller: LiveClassCaller,
    row: LiveClassRow,
    action: 'approve' | 'accept' | 'assignTeacher',
    teacherId: string | null,
    now: Date,
  ) => {
    const slot = teacherId ? slotFor(row, teacherId) : null;
    decide(row, action, { callerId: caller.userId, clash: await clashOf(tx, slot), now });
    const write = (inner: Db) =>
      action === 'approve'
        ? setApproved(inner, row.id, caller.userId, now)
        : setTeacher(inner, row.id, teacherId!, now);
    await (slot ? guardClash(tx, slot, write) : write(tx));
    if (slot && (action === 'approve' || row.approvedAt)) {
      await markClashes(tx, { id: row.id, ...slot });
    }
    await settleValidity(tx, caller.organizationId, row.id, now);
  };

  /**
   * Locks class `id`, after the timetables of its teacher and of the one `given` it when the
   * step may give someone an approved class; does the work; answers the class.
   */
  const act = async (
    request: FastifyRequest,
    id: string,
    work: (tx: Db, caller: LiveClassCaller, row: LiveClassRow, now: Date) => Promise<void>,
    given?: (caller: LiveClassCaller) => string | null,
  ) => {
    const caller = liveClassCallerOf(request);
    const now = clock();
    return withTenant(db, caller.scope, async (tx) => {
      const row = given
        ? await lockWithTimetables(tx, caller.organizationId, id, [given(caller)])
        : await lockForChange(tx, caller.organizationId, id);
      await work(tx, caller, row, now);
      return presentOne(tx, caller, id, now);
    });
  };

  app.put(
    routeOf((id) => LIVE_PATHS.approval('approve', id)),
    { config: CHANGE, schema: byId },
    async (request) => ({
      data: await act(
        request,
        request.params.id,
        (tx, caller, row, now) => staff(tx, caller, row, 'approve', row.teacherId, now),
        () => null,
      ),
      message: LIVE_CLASS_MESSAGES.approved,
    }),
  );

  app.put(
    routeOf((id) => LIVE_PATHS.approval('accept', id)),
    { config: needs('LiveClasses', 'update'), schema: byId },
    async (request) => ({
      data: await act(
        request,
        request.params.id,
        async (tx, caller, row, now) => {
          if (!(await isTeacherOf(tx, caller.organizationId, caller.userId))) {
            throw forbidden(LIVE_CLASS_MESSAGES.onlyTeachersTake);
          }
          await staff(tx, caller, row, 'accept', caller.userId, now);
        },
        (caller) => caller.userId,
      ),
      message: LIVE_CLASS_MESSAGES.accepted,
    }),
  );

  app.put(
    routeOf(LIVE_PATHS.assignTeacher),
    { config: CHANGE, schema: { ...byId, body: assignTeacherBodySchema } },
    async (request) => {
      const { teacherId } = request.body;
      return {
        data: await act(
          request,
          request.params.id,
          async (tx, caller, row, now) => {
            if (!(await isTeacherOf(tx, caller.organizationId, teacherId))) {
              throw badRequest(MESSAGES.badRequest, {
                teacherId: LIVE_CLASS_MESSAGES.notATeacher,
              });
            }
            await staff(tx, caller, row, 'assignTeacher', teacherId, now);
          },
          () => teacherId,
        ),
        message: LIVE_CLASS_MESSAGES.teacherAssigned,
      };
    },
  );

  app.put(routeOf(LIVE_PATHS.validate), { config: CHANGE, schema: byId }, async (request) => ({
    data: await act(request, request.params.id, async (tx, caller, row, now) => {
      const slot = row.teacherId ? slotFor(row, row.teacherId) : null;
      decide(row, 'validate', { callerId: caller.userId, clash: await clashOf(tx, slot), now });
      await setInvalidReason(tx, row.id, null);
    }),
    message: LIVE_CLASS_MESSAGES.validated,
  }));

  app.put(
    routeOf(LIVE_PATHS.adminEnter),
    {
      config: needsAnyOf(
        { resource: 'LiveClassesApprove', op: 'write' },
        { resource: 'LiveClassesObserver', op: 'read' },
      ),
      schema: { ...byId, body: adminEnterBodySchema },
    },
    async (request) => {
      const { enteredUsing } = request.body;
      return {
        data: await act(request, request.params.id, async (tx, caller, row, now) => {
          decide(row, 'adminEnter', { callerId: caller.userId, clash: null, now });
          await touchSpan(tx, {
            liveClassId: row.id,
            organizationId: caller.organizationId,
            userId: caller.userId,
            role: 'admin',
            enteredUsing,
            now,
          });
        }),
        message: LIVE_CLASS_MESSAGES.entered,
      };
    },
  );
}
