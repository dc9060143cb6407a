import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLASS_MESSAGES,
  classRoomBodySchema,
  classRoomListQuerySchema,
  classRoomOptionSchema,
  classRoomPageSchema,
  classRoomSchema,
  type ClassRoomBody,
} from '../../../contract/classes';
import { deletedSchema, idParamsSchema } from '../../../contract/ids';
import { moveToTrash } from '../../platform/trash';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs, needsAnyOf } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { answerVersion, checkVersion } from '../../platform/versions';
import { isHadRequest } from '../plans/public';
import { isUsable, usableTopicIds } from '../plans/public';
import { findOrganization } from '../organizations/public';
import { presentClassRoom } from './present';
import { classCallerOf } from '../../platform/class-caller';
import { isTeacherOf } from '../../platform/teacher-membership';
import { classStudentRoutes } from './student-routes';
import {
  archiveClassRoom,
  ClassNameTaken,
  countLiveClassRooms,
  countStudentsOf,
  deleteClassRoom,
  findClassRoom,
  guardClassName,
  insertClassRoom,
  isPublishedTopic,
  listClassRoomOptions,
  listClassRooms,
  lockClassRoom,
  updateClassRoom,
} from './store';

async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await guardClassName(work);
  } catch (error) {
    if (error instanceof ClassNameTaken) {
      throw conflict(CLASS_MESSAGES.nameTaken);
    }
    throw error;
  }
}

/**
 * 400 on the field when the named teacher is not a teacher of the organisation, or the named
 * topic is not a published one, or not one of the organisation's packages' (unless `anyTopic`:
 * HAD, or a topic the class already follows).
 */
async function checkTeacherAndTopic(
  tx: Db,
  organizationId: string,
  body: ClassRoomBody,
  anyTopic: boolean,
) {
  if (body.teacherId && !(await isTeacherOf(tx, organizationId, body.teacherId))) {
    throw badRequest(MESSAGES.badRequest, { teacherId: CLASS_MESSAGES.notATeacher });
  }
  if (body.levelId && !(await isPublishedTopic(tx, body.levelId))) {
    throw badRequest(MESSAGES.badRequest, { levelId: CLASS_MESSAGES.notAPublishedTopic });
  }
  if (body.levelId && !isUsable(await usableTopicIds(tx, organizationId, anyTopic), body.levelId)) {
    throw badRequest(MESSAGES.badRequest, { levelId: CLASS_MESSAGES.topicNotInPackage });
  }
}

/** The class, re-read for the answer (it exists: the caller has just written it). */
async function presentOne(tx: Db, organizationId: string, id: string) {
  const row = await findClassRoom(tx, organizationId, id);
  if (!row) throw notFound();
  return presentClassRoom(row);
}

/**
 * Classes of the caller's active organisation (/classes). Managers (ClassRoomManager) see and
 * change all of them; a teacher (ClassRoomTeacher read only) reads the classes they teach.
 */
export async function classRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const read = needsAnyOf(
    { resource: 'ClassRoomManager', op: 'read' },
    { resource: 'ClassRoomTeacher', op: 'read' },
  );
  const write = needs('ClassRoomManager', 'write');
  const update = needs('ClassRoomManager', 'update');

  const one = envelope(classRoomSchema);
  const byId = { params: idParamsSchema };

  app.get(
    '/v1/class_room',
    {
      config: read,
      schema: {
        querystring: classRoomListQuerySchema,
        response: { 200: envelope(classRoomPageSchema) },
      },
    },
    async (request) => {
      const caller = classCallerOf(request);
      const { query } = request;
      const { rows, total } = await withTenant(db, caller.scope, (tx) =>
        listClassRooms(tx, {
          organizationId: caller.organizationId,
          onlyTeacherId: caller.onlyTeacherId,
          name: query.name || undefined,
          teacherId: query.teacherId,
          level: query.level || undefined,
          archived: query.archived,
          sort: query.sort,
          ...pageWindow(query.pageNumber, query.pageSize),
        }),
      );
      return { data: toPage(rows.map(presentClassRoom), total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    '/v1/class_room/list',
    { config: read, schema: { response: { 200: envelope(z.array(classRoomOptionSchema)) } } },
    async (request) => {
      const caller = classCallerOf(request);
      const rows = await withTenant(db, caller.scope, (tx) =>
        listClassRoomOptions(tx, caller.organizationId, caller.onlyTeacherId),
      );
      return { data: rows };
    },
  );

  app.get(
    '/v1/class_room/:id',
    { config: read, schema: { ...byId, response: { 200: one } } },
    async (request, reply) => {
      const caller = classCallerOf(request);
      const { id } = request.params;
      const row = await withTenant(db, caller.scope, (tx) =>
        findClassRoom(tx, caller.organizationId, id),
      );
      // Another teacher's class does not exist for a teacher-only caller.
      if (!row || (caller.onlyTeacherId && row.teacherId !== caller.onlyTeacherId))
        throw notFound();
      answerVersion(reply, row.version);
      return { data: presentClassRoom(row) };
    },
  );

  app.post(
    '/v1/class_room',
    { config: write, schema: { body: classRoomBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const caller = classCallerOf(request);
      const { body } = request;
      const data = await withNameCheck(() =>
        withTenant(db, caller.scope, async (tx) => {
          // The organisation row's lock serialises concurrent creations against the seat limit.
          const organization = await findOrganization(tx, caller.organizationId, { lock: true });
          if (!organization) throw notFound();
          await checkTeacherAndTopic(tx, caller.organizationId, body, isHadRequest(request));
          const live = await countLiveClassRooms(tx, caller.organizationId);
          if (live >= organization.maxClassrooms) {
            throw conflict(
              ORGANIZATION_MESSAGES.seatLimit('classrooms', organization.maxClassrooms),
            );
          }
          const id = await insertClassRoom(tx, caller.organizationId, body);
          return presentOne(tx, caller.organizationId, id);
        }),
      );
      reply.code(201);
      return { data, message: CLASS_MESSAGES.created };
    },
  );

  app.put(
    '/v1/class_room/:id',
    { config: update, schema: { ...byId, body: classRoomBodySchema, response: { 200: one } } },
    async (request, reply) => {
      const caller = classCallerOf(request);
      const { id } = request.params;
      const { body } = request;
      const data = await withNameCheck(() =>
        withTenant(db, caller.scope, async (tx) => {
          const locked = await lockClassRoom(tx, caller.organizationId, id);
          if (!locked) throw notFound();
          await checkVersion(tx, request, {
            table: 'class_rooms',
            id,
            version: locked.version,
            present: () => presentOne(tx, caller.organizationId, id),
          });
          // A topic kept as it was stays, even once the packages no longer include it.
          const restricted = !isHadRequest(request) && body.levelId !== locked.levelId;
          await checkTeacherAndTopic(tx, caller.organizationId, body, !restricted);
          await updateClassRoom(tx, id, body);
          const row = await findClassRoom(tx, caller.organizationId, id);
          if (!row) throw notFound();
          answerVersion(reply, row.version);
          return presentClassRoom(row);
        }),
      );
      return { data, message: CLASS_MESSAGES.updated };
    },
  );

  // Archiving frees the class's seat (only live classes count toward max_classrooms).
  app.put(
    '/v1/class_room/archive/:id',
    { config: update, schema: { ...byId, response: { 200: one } } },
    async (request) => {
      const caller = classCallerOf(request);
      const { id } = request.params;
      const data = await withTenant(db, caller.scope, async (tx) => {
        if (!(await lockClassRoom(tx, caller.organizationId, id))) throw notFound();
        await archiveClassRoom(tx, id);
        return presentOne(tx, caller.organizationId, id);
      });
      return { data, message: CLASS_MESSAGES.archived };
    },
  );

  app.delete(
    '/v1/class_room/:id',
    { config: write, schema: { ...byId, response: { 200: envelope(deletedSchema) } } },
    async (request) => {
      const caller = classCallerOf(request);
      const { id } = request.params;
      const trashId = await withTenant(db, caller.scope, async (tx) => {
        const classRoom = await lockClassRoom(tx, caller.organizationId, id);
        if (!classRoom) throw notFound();
        if ((await countStudentsOf(tx, id)) > 0) throw conflict(CLASS_MESSAGES.hasStudents);
        const kept = await moveToTrash(tx, {
          kind: 'class',
          recordId: id,
          name: classRoom.name,
          organizationId: caller.organizationId,
          roots: [{ table: 'class_rooms', match: { id: [id] } }],
        });
        await deleteClassRoom(tx, id);
        return kept;
      });
      return { data: { id }, message: CLASS_MESSAGES.deleted, trashId };
    },
  );

  await app.register(classStudentRoutes, deps);
}
