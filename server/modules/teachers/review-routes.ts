import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  adminEditBodySchema,
  changeIdBodySchema,
  profileChangeSchema,
  rejectChangeBodySchema,
  rejectionSchema,
  rejectProfileBodySchema,
  TEACHER_MESSAGES,
  teacherIdBodySchema,
  teacherListFilterSchema,
  teacherListQuerySchema,
  teacherProfilePageSchema,
  teacherProfileSchema,
} from '../../../contract/teachers';
import { envelope } from '../../../contract/wire';
import { nextProfileChangeStatus } from '../../../machines/teacher-profile.machine';
import type { Db } from '../../db/client';
import { needs } from '../../platform/access';
import { conflict, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { checkTopics, decide, isTeacher, presentOne, reviewerOf } from './caller';
import { presentChange, presentProfile, presentRejection } from './present';
import {
  closeChange,
  fieldsToValues,
  findChange,
  findChangeRejection,
  findProfile,
  insertRejection,
  listProfiles,
  listRejections,
  valuesOf,
  writeProfile,
} from './store';

/** A teacher's profile for a transition, locked; 404 when the user teaches nowhere. */
async function teacherProfileFor(tx: Db, teacherId: string) {
  if (!(await isTeacher(tx, teacherId))) throw notFound();
  const profile = await findProfile(tx, teacherId, { lock: true });
  if (!profile) throw notFound();
  return profile;
}

/** A change for a transition, locked, with the machine's verdict (409 when refused). */
async function changeFor(tx: Db, changeId: string, action: 'approve' | 'reject') {
  const change = await findChange(tx, changeId, { lock: true });
  if (!change) throw notFound();
  const next = nextProfileChangeStatus(change.status, action);
  if (next === null) throw conflict(TEACHER_MESSAGES.changeNotAllowed(action, change.status));
  return { change, next };
}

/**
 * The platform's review of teacher profiles: Users update (read for the gets) and active in HAD.
 * Every status change is decided by the teacher-profile and profile-change machines.
 */
export async function teacherReviewRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Users', 'read');
  const update = needs('Users', 'update');
  const profile = { 200: envelope(teacherProfileSchema) };
  const byId = { params: idParamsSchema };

  app.post(
    '/v1/teachers/get-all',
    {
      config: read,
      schema: {
        querystring: teacherListQuerySchema,
        body: teacherListFilterSchema.default({}),
        response: { 200: envelope(teacherProfilePageSchema) },
      },
    },
    async (request) => {
      const { scope } = reviewerOf(request);
      const { query, body: filter } = request;
      const { rows, total } = await withTenant(db, scope, (tx) =>
        listProfiles(tx, {
          ...filter,
          search: filter.search || undefined,
          ...pageWindow(query.pageNumber, query.pageSize),
        }),
      );
      return { data: toPage(rows.map(presentProfile), total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    '/v1/teachers/profiles/:id',
    { config: read, schema: { ...byId, response: profile } },
    async (request) => {
      const { scope } = reviewerOf(request);
      const { id } = request.params;
      const data = await withTenant(db, scope, async (tx) => {
        if (!(await isTeacher(tx, id))) throw notFound();
        return presentOne(tx, id);
      });
      return { data };
    },
  );

  app.get(
    '/v1/teachers/profiles/rejection-reasons/:id',
    { config: read, schema: { ...byId, response: { 200: envelope(z.array(rejectionSchema)) } } },
    async (request) => {
      const { scope } = reviewerOf(request);
      const { id } = request.params;
      const data = await withTenant(db, scope, async (tx) => {
        if (!(await isTeacher(tx, id))) throw notFound();
        return (await listRejections(tx, id)).map(presentRejection);
      });
      return { data };
    },
  );

  app.get(
    '/v1/teachers/profile-changes/:id',
    { config: read, schema: { ...byId, response: { 200: envelope(profileChangeSchema) } } },
    async (request) => {
      const { scope } = reviewerOf(request);
      const { id } = request.params;
      const data = await withTenant(db, scope, async (tx) => {
        const change = await findChange(tx, id);
        if (!change) throw notFound();
        const profile = await findProfile(tx, change.teacherId);
        if (!profile) throw notFound();
        return presentChange(change, profile, await findChangeRejection(tx, id));
      });
      return { data };
    },
  );

  app.post(
    '/v1/teachers/accept',
    { config: update, schema: { body: teacherIdBodySchema, response: profile } },
    async (request) => {
      const { auth, scope } = reviewerOf(request);
      const { teacherId } = request.body;
      const data = await withTenant(db, scope, async (tx) => {
        const profile = await teacherProfileFor(tx, teacherId);
        const status = decide(profile.status, 'accept', profile.pendingChangeId !== null);
        await writeProfile(tx, teacherId, { status, reviewedBy: auth.userId });
        return presentOne(tx, teacherId);
      });
      return { data, message: TEACHER_MESSAGES.accepted };
    },
  );

  app.post(
    '/v1/teachers/reject',
    { config: update, schema: { body: rejectProfileBodySchema, response: profile } },
    async (request) => {
      const { auth, scope } = reviewerOf(request);
      const { body } = request;
      const data = await withTenant(db, scope, async (tx) => {
        const profile = await teacherProfileFor(tx, body.teacherId);
        const status = decide(profile.status, 'reject', profile.pendingChangeId !== null);
        await writeProfile(tx, body.teacherId, { status, reviewedBy: auth.userId });
        await insertRejection(tx, {
          teacherId: body.teacherId,
          changeId: null,
          reasons: body.reasons,
          note: body.note || null,
          rejectedBy: auth.userId,
        });
        return presentOne(tx, body.teacherId);
      });
      return { data, message: TEACHER_MESSAGES.rejected };
    },
  );

  // The admin's own edit: every field at once, the status kept (the machine says from where).
  app.put(
    '/v1/teachers/profile-changes/by-admin',
    { config: update, schema: { body: adminEditBodySchema, response: profile } },
    async (request) => {
      const { scope } = reviewerOf(request);
      const { teacherId, ...fields } = request.body;
      const data = await withTenant(db, scope, async (tx) => {
        await checkTopics(tx, fields);
        const profile = await teacherProfileFor(tx, teacherId);
        const status = decide(profile.status, 'editByAdmin', profile.pendingChangeId !== null);
        // Not a review: a submitted profile edited by an admin still waits for accept or reject.
        await writeProfile(tx, teacherId, { status, values: fieldsToValues(fields) });
        return presentOne(tx, teacherId);
      });
      return { data, message: TEACHER_MESSAGES.editedByAdmin };
    },
  );

  app.post(
    '/v1/teachers/profile-changes/approve',
    { config: update, schema: { body: changeIdBodySchema, response: profile } },
    async (request) => {
      const { auth, scope } = reviewerOf(request);
      const { changeId } = request.body;
      const data = await withTenant(db, scope, async (tx) => {
        const { change, next } = await changeFor(tx, changeId, 'approve');
        const profile = await findProfile(tx, change.teacherId, { lock: true });
        if (!profile) throw notFound();
        await writeProfile(tx, change.teacherId, {
          status: profile.status,
          values: change.proposed,
        });
        await closeChange(tx, changeId, {
          status: next === 'approved' ? 'approved' : 'rejected',
          reviewedBy: auth.userId,
          replaced: valuesOf(profile),
        });
        return presentOne(tx, change.teacherId);
      });
      return { data, message: TEACHER_MESSAGES.changeApproved };
    },
  );

  app.post(
    '/v1/teachers/profile-changes/reject',
    { config: update, schema: { body: rejectChangeBodySchema, response: profile } },
    async (request) => {
      const { auth, scope } = reviewerOf(request);
      const { body } = request;
      const data = await withTenant(db, scope, async (tx) => {
        const { change } = await changeFor(tx, body.changeId, 'reject');
        await closeChange(tx, body.changeId, { status: 'rejected', reviewedBy: auth.userId });
        await insertRejection(tx, {
          teacherId: change.teacherId,
          changeId: change.id,
          reasons: body.reasons,
          note: body.note || null,
          rejectedBy: auth.userId,
        });
        return presentOne(tx, change.teacherId);
      });
      return { data, message: TEACHER_MESSAGES.changeRejected };
    },
  );
}
