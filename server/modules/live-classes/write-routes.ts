import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedSchema, idParamsSchema } from '../../../contract/ids';
import {
  LIVE_CLASS_MESSAGES,
  liveClassBodySchema,
  liveClassSchema,
  type LiveClassBody,
} from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import { moveToTrash } from '../../platform/trash';
import type { Db } from '../../db/client';
import { needs, needsAnyOf } from '../../platform/access';
import { badRequest, notFound, type FieldErrors } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { liveClassCallerOf, routeOf, type LiveClassCaller } from './caller';
import { isTeacherOf } from '../../platform/teacher-membership';
import { isPublishedTopic } from './checks-store';
import {
  clashOf,
  decide,
  endOf,
  guardClash,
  lockForChange,
  lockTimetables,
  lockWithTimetables,
  settleValidity,
  teacherClash,
} from './decide';
import { isUploadOf } from '../../platform/upload-ownership';
import { presentLiveClass } from './present';
import { findLiveClass, type LiveClassRow } from './store';
import {
  deleteLiveClass,
  insertLiveClasses,
  markClashes,
  updateLiveClass,
  type LiveClassValues,
} from './write-store';

export const MANAGE = needs('LiveClassesApprove', 'write');
/** Changing a class that exists: its fields, approval, teacher, validity. */
export const CHANGE = needs('LiveClassesApprove', 'update');
/** A picture serves a new class (write) or a change to one (update). */
export const MANAGE_OR_CHANGE = needsAnyOf(
  { resource: 'LiveClassesApprove', op: 'write' },
  { resource: 'LiveClassesApprove', op: 'update' },
);

/** The class as the caller now sees it (it exists: the caller has just written it). */
export async function presentOne(tx: Db, caller: LiveClassCaller, id: string, now: Date) {
  const record = await findLiveClass(tx, caller.organizationId, caller.userId, id);
  if (!record) throw notFound();
  return presentLiveClass(record, caller, now);
}

/**
 * The body's values; an optional field that is absent keeps what the class has (a client
 * that does not know a field changes nothing), null clears it.
 */
function valuesOf(body: LiveClassBody, current?: LiveClassRow): LiveClassValues {
  const kept = <K extends 'levelId' | 'level' | 'teacherId' | 'tag' | 'coverImage'>(key: K) =>
    body[key] === undefined ? (current?.[key] ?? null) : body[key];
  return {
    title: body.title,
    startsAt: new Date(body.startsAt),
    durationMinutes: body.durationMinutes,
    minUsers: body.minUsers,
    maxUsers: body.maxUsers,
    levelId: kept('levelId'),
    level: kept('level'),
    teacherId: kept('teacherId'),
    tag: kept('tag') || null,
    coverImage: kept('coverImage'),
  };
}

/**
 * 400 with field errors: a start not ahead of the server's clock ('Should be in future'); a
 * new teacher who is not one of the organisation's, a new topic that is not published, a new
 * cover that was not uploaded here. Values the class already has are not checked again.
 */
async function checkValues(
  tx: Db,
  organizationId: string,
  values: LiveClassValues,
  now: Date,
  current?: LiveClassRow,
) {
  const errors: FieldErrors = {};
  if (values.startsAt.getTime() <= now.getTime()) {
    errors.startsAt = LIVE_CLASS_MESSAGES.shouldBeInFuture;
  }
  const changed = (key: 'teacherId' | 'levelId' | 'coverImage') =>
    values[key] && values[key] !== current?.[key] ? values[key] : null;
  const teacherId = changed('teacherId');
  if (teacherId && !(await isTeacherOf(tx, organizationId, teacherId))) {
    errors.teacherId = LIVE_CLASS_MESSAGES.notATeacher;
  }
  const levelId = changed('levelId');
  if (levelId && !(await isPublishedTopic(tx, levelId))) {
    errors.levelId = LIVE_CLASS_MESSAGES.notAPublishedTopic;
  }
  const cover = changed('coverImage');
  const owner = { organizationId };
  if (cover && !(await isUploadOf(tx, { fileName: cover, purpose: 'liveClassCover', owner }))) {
    errors.coverImage = LIVE_CLASS_MESSAGES.unknownCover;
  }
  if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.badRequest, errors);
}

/**
 * The teacher's slot when the write gives them a new time or a new class (unchanged, the
 * class keeps whatever validity it has): such a write may not double-book them (409).
 */
function slotOf(values: LiveClassValues, id?: string, current?: LiveClassRow) {
  if (!values.teacherId) return null;
  const unchanged =
    current &&
    current.teacherId === values.teacherId &&
    current.startsAt.getTime() === values.startsAt.getTime() &&
    current.durationMinutes === values.durationMinutes;
  if (unchanged) return null;
  return {
    teacherId: values.teacherId,
    startsAt: values.startsAt,
    endsAt: endOf(values.startsAt, values.durationMinutes),
    ...(id ? { exceptId: id } : {}),
  };
}

/** Create, update and delete (managers: w LiveClassesApprove). */
export async function liveClassWriteRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const one = envelope(liveClassSchema);

  app.post(
    `/${LIVE_PATHS.create}`,
    { config: MANAGE, schema: { body: liveClassBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const caller = liveClassCallerOf(request);
      const values = valuesOf(request.body);
      const now = clock();
      const data = await withTenant(db, caller.scope, async (tx) => {
        await checkValues(tx, caller.organizationId, values, now);
        await lockTimetables(tx, [values.teacherId]);
        const slot = slotOf(values);
        const clash = await clashOf(tx, slot);
        if (clash) throw teacherClash(clash.title);
        const [id] = await insertLiveClasses(tx, caller.organizationId, [values], caller.userId);
        if (!id) throw new Error('insert returned no class');
        await settleValidity(tx, caller.organizationId, id, now);
        return presentOne(tx, caller, id, now);
      });
      reply.code(201);
      return { data, message: LIVE_CLASS_MESSAGES.created };
    },
  );

  app.put(
    routeOf(LIVE_PATHS.item),
    {
      config: CHANGE,
      schema: { params: idParamsSchema, body: liveClassBodySchema, response: { 200: one } },
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const { id } = request.params;
      const { body } = request;
      const now = clock();
      const data = await withTenant(db, caller.scope, async (tx) => {
        const row = await lockWithTimetables(tx, caller.organizationId, id, [body.teacherId]);
        decide(row, 'update', { callerId: caller.userId, clash: null, now });
        const values = valuesOf(body, row);
        await checkValues(tx, caller.organizationId, values, now, row);
        const slot = slotOf(values, id, row);
        const clash = await clashOf(tx, slot);
        if (clash) throw teacherClash(clash.title);
        const write = (inner: Db) => updateLiveClass(inner, id, values, now);
        await (slot ? guardClash(tx, slot, write) : write(tx));
        if (slot && row.approvedAt) await markClashes(tx, { id, ...slot });
        await settleValidity(tx, caller.organizationId, id, now);
        return presentOne(tx, caller, id, now);
      });
      return { data, message: LIVE_CLASS_MESSAGES.updated };
    },
  );

  app.delete(
    routeOf(LIVE_PATHS.item),
    {
      config: MANAGE,
      schema: { params: idParamsSchema, response: { 200: envelope(deletedSchema) } },
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const { id } = request.params;
      const now = clock();
      const trashId = await withTenant(db, caller.scope, async (tx) => {
        const row = await lockForChange(tx, caller.organizationId, id);
        decide(row, 'delete', { callerId: caller.userId, clash: null, now });
        const kept = await moveToTrash(tx, {
          kind: 'liveClass',
          recordId: id,
          name: row.title,
          organizationId: caller.organizationId,
          roots: [{ table: 'live_classes', match: { id: [id] } }],
        });
        await deleteLiveClass(tx, id);
        return kept;
      });
      return { data: { id }, message: LIVE_CLASS_MESSAGES.deleted, trashId };
    },
  );
}
