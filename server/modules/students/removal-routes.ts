import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLASS_MESSAGES } from '../../../contract/classes';
import { MESSAGES } from '../../../contract/messages';
import { deletedSchema, idParamsSchema } from '../../../contract/ids';
import {
  removedFromClassSchema,
  removeFromClassQuerySchema,
  STUDENT_MESSAGES,
} from '../../../contract/students';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { moveToTrash } from '../../platform/trash';
import { lockClassRoom } from '../classes/public';
import { classesOfStudent, removeFromClass } from '../classes/public';
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import { findMember, findStudent } from './member-store';
import { leaveOrganization, lockUser, sitsIn, taughtBy } from './removal-store';
import { activeCallerOf } from './scope';

const ROUTE = '/v1/class_room';

const nameOf = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.email;

/** The class a student is in when the call names none: 400 unless there is exactly one. */
async function theOneClassOf(tx: Db, caller: { organizationId: string }, studentId: string) {
  const classes = await classesOfStudent(tx, caller.organizationId, studentId);
  if (classes.length === 1) return classes[0]!;
  if (classes.length === 0) {
    if (!(await findStudent(tx, caller.organizationId, studentId))) {
      throw notFound(STUDENT_MESSAGES.notAStudent);
    }
    throw badRequest(MESSAGES.badRequest, { studentId: CLASS_MESSAGES.notInClass });
  }
  throw badRequest(MESSAGES.badRequest, { classRoomId: STUDENT_MESSAGES.whichClass });
}

/**
 * Removing a student from a class, and a student or a teacher from the organisation
 * (ClassRoomManager write). Someone who is not a student (teacher) of the active
 * organisation is 404 with a message that says so; nobody removes themselves (400).
 */
export async function removalRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const write = needs('ClassRoomManager', 'write');

  app.delete(
    `${ROUTE}/remove-student-for-class-room/:id`,
    {
      config: write,
      schema: {
        params: idParamsSchema,
        querystring: removeFromClassQuerySchema,
        response: { 200: envelope(removedFromClassSchema) },
      },
    },
    async (request) => {
      const caller = activeCallerOf(request);
      const { id } = request.params;
      const { classRoomId, trashId } = await withTenant(db, caller.scope, async (tx) => {
        const named = request.query.classRoomId ?? (await theOneClassOf(tx, caller, id));
        const classRoom = await lockClassRoom(tx, caller.organizationId, named);
        if (!classRoom) throw notFound();
        const student = await findStudent(tx, caller.organizationId, id);
        if (!student) throw notFound(STUDENT_MESSAGES.notAStudent);
        const seat = { class_room_id: [named], student_id: [id] };
        if (!(await sitsIn(tx, named, id))) {
          throw badRequest(MESSAGES.badRequest, { studentId: CLASS_MESSAGES.notInClass });
        }
        const kept = await moveToTrash(tx, {
          kind: 'classStudent',
          recordId: id,
          name: nameOf(student),
          context: classRoom.name,
          organizationId: caller.organizationId,
          roots: [{ table: 'class_room_students', match: seat }],
        });
        await removeFromClass(tx, named, [id]);
        return { classRoomId: named, trashId: kept };
      });
      return {
        data: { id, classRoomId },
        message: STUDENT_MESSAGES.removedFromClass,
        trashId,
      };
    },
  );

  const leaving = (kind: 'student' | 'teacher') => {
    const numbers = kind === 'student' ? STUDENT_ROLE_NUMBERS : TEACHER_ROLE_NUMBERS;
    const unknown =
      kind === 'student' ? STUDENT_MESSAGES.notAStudent : STUDENT_MESSAGES.notATeacher;
    return async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const caller = activeCallerOf(request);
      const { id } = request.params;
      if (id === caller.userId) throw badRequest(STUDENT_MESSAGES.cannotRemoveYourself);
      const trashId = await withTenant(db, caller.scope, async (tx) => {
        await lockUser(tx, id);
        const member = await findMember(tx, caller.organizationId, id, numbers);
        if (!member) throw notFound(unknown);
        const organization = { organization_id: [caller.organizationId] };
        const kept = await moveToTrash(tx, {
          kind: 'member',
          recordId: id,
          name: nameOf(member),
          context: member.organizationName,
          organizationId: caller.organizationId,
          roots: [
            { table: 'memberships', match: { ...organization, user_id: [id] } },
            { table: 'class_room_students', match: { ...organization, student_id: [id] } },
          ],
          links: [await taughtBy(tx, caller.organizationId, id)],
        });
        await leaveOrganization(tx, caller.organizationId, id);
        return kept;
      });
      return {
        data: { id },
        message:
          kind === 'student'
            ? STUDENT_MESSAGES.removedFromOrganization
            : STUDENT_MESSAGES.teacherRemoved,
        trashId,
      };
    };
  };

  const schema = { params: idParamsSchema, response: { 200: envelope(deletedSchema) } };
  app.delete(
    `${ROUTE}/remove-student-for-organization/:id`,
    { config: write, schema },
    leaving('student'),
  );
  app.delete(`${ROUTE}/remove-teacher/:id`, { config: write, schema }, leaving('teacher'));
}
