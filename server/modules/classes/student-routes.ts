import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLASS_MESSAGES,
  classRoomStudentPageSchema,
  classRoomStudentsBodySchema,
  classStudentsChangedSchema,
  classStudentsRemovedSchema,
  moveStudentsBodySchema,
} from '../../../contract/classes';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import { envelope, pageQuerySchema } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs, needsAnyOf } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { moveToTrash } from '../../platform/trash';
import { classCallerOf } from '../../platform/class-caller';
import { findClassRoom, lockClassRoom } from './store';
import {
  addToClass,
  areInClass,
  areStudentsOf,
  listStudentsOf,
  removeFromClass,
  seatedIn,
} from './students-store';

/** Up to three students by name, then how many more: "Amina Saleh, Omar Ali +2". */
const namesOf = (people: { firstName: string | null; lastName: string | null }[]) => {
  const names = people
    .slice(0, 3)
    .map((p) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim())
    .join(', ');
  return people.length > 3 ? `${names} +${people.length - 3}` : names;
};

/** Locks a class of the organisation that students may join: 404 unknown, 409 archived. */
async function liveClass(tx: Db, organizationId: string, id: string) {
  const row = await lockClassRoom(tx, organizationId, id);
  if (!row) throw notFound();
  if (row.isArchived) throw conflict(CLASS_MESSAGES.archivedClass);
}

/** Students of a class: listing (managers, or the class's teacher) and changing (managers). */
export async function classStudentRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needsAnyOf(
    { resource: 'ClassRoomManager', op: 'read' },
    { resource: 'ClassRoomTeacher', op: 'read' },
  );
  const write = needs('ClassRoomManager', 'write');
  const update = needs('ClassRoomManager', 'update');

  const changed = { 200: envelope(classStudentsChangedSchema) };

  app.get(
    '/v1/class_room/:id/students',
    {
      config: read,
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelope(classRoomStudentPageSchema) },
      },
    },
    async (request) => {
      const caller = classCallerOf(request);
      const { id } = request.params;
      const { query } = request;
      const page = await withTenant(db, caller.scope, async (tx) => {
        const room = await findClassRoom(tx, caller.organizationId, id);
        if (!room || (caller.onlyTeacherId && room.teacherId !== caller.onlyTeacherId)) return null;
        return listStudentsOf(tx, id, pageWindow(query.pageNumber, query.pageSize));
      });
      if (!page) throw notFound();
      const result = page.rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }));
      return { data: toPage(result, page.total, query.pageNumber, query.pageSize) };
    },
  );

  app.post(
    '/v1/class_room/add-students',
    { config: write, schema: { body: classRoomStudentsBodySchema, response: changed } },
    async (request) => {
      const caller = classCallerOf(request);
      const { body } = request;
      await withTenant(db, caller.scope, async (tx) => {
        await liveClass(tx, caller.organizationId, body.classRoomId);
        if (!(await areStudentsOf(tx, caller.organizationId, body.studentIds))) {
          throw badRequest(MESSAGES.badRequest, { studentIds: CLASS_MESSAGES.notStudents });
        }
        await addToClass(tx, caller.organizationId, body.classRoomId, body.studentIds);
      });
      return { data: { classRoomId: body.classRoomId }, message: CLASS_MESSAGES.studentsAdded };
    },
  );

  app.post(
    '/v1/class_room/students/move',
    { config: update, schema: { body: moveStudentsBodySchema, response: changed } },
    async (request) => {
      const caller = classCallerOf(request);
      const { body } = request;
      await withTenant(db, caller.scope, async (tx) => {
        // Both rows locked in id order, so two opposite moves cannot deadlock.
        for (const id of [body.fromClassRoomId, body.toClassRoomId].sort()) {
          if (!(await lockClassRoom(tx, caller.organizationId, id))) throw notFound();
        }
        await liveClass(tx, caller.organizationId, body.toClassRoomId);
        if (!(await areInClass(tx, body.fromClassRoomId, body.studentIds))) {
          throw badRequest(MESSAGES.badRequest, { studentIds: CLASS_MESSAGES.notInClass });
        }
        await removeFromClass(tx, body.fromClassRoomId, body.studentIds);
        await addToClass(tx, caller.organizationId, body.toClassRoomId, body.studentIds);
      });
      return { data: { classRoomId: body.toClassRoomId }, message: CLASS_MESSAGES.moved };
    },
  );

  app.post(
    '/v1/class_room/remove-students-from-classroom',
    {
      config: write,
      schema: {
        body: classRoomStudentsBodySchema,
        response: { 200: envelope(classStudentsRemovedSchema) },
      },
    },
    async (request) => {
      const caller = classCallerOf(request);
      const { body } = request;
      const { removed, trashId } = await withTenant(db, caller.scope, async (tx) => {
        const classRoom = await lockClassRoom(tx, caller.organizationId, body.classRoomId);
        if (!classRoom) throw notFound();
        const seated = await seatedIn(tx, body.classRoomId, body.studentIds);
        if (seated.length === 0) return { removed: 0, trashId: undefined };
        // The seats go to the trash as one item, named by the students (Undo puts all back).
        const kept = await moveToTrash(tx, {
          kind: 'classStudent',
          recordId: seated[0]!.id,
          name: namesOf(seated),
          context: classRoom.name,
          organizationId: caller.organizationId,
          roots: [
            {
              table: 'class_room_students',
              match: { class_room_id: [body.classRoomId], student_id: seated.map((s) => s.id) },
            },
          ],
        });
        return {
          removed: await removeFromClass(tx, body.classRoomId, body.studentIds),
          trashId: kept,
        };
      });
      return {
        data: { classRoomId: body.classRoomId, removed },
        message: CLASS_MESSAGES.studentsRemoved,
        ...(trashId && { trashId }),
      };
    },
  );
}
