import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  studentDetailSchema,
  studentsStatsSchema,
  teacherOptionSchema,
} from '../../../contract/students';
import { envelope } from '../../../contract/wire';
import { needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { classCallerOf } from '../../platform/class-caller';
import { classesOfStudent, findStudent, listTeachers, studentsStats } from './member-store';
import { presentStudentDetail } from './present';
import { activeCallerOf } from './scope';

/**
 * The active organisation's students' figures, its teachers (for pickers) and one student
 * with their classes. Always the active organisation, HAD included.
 */
export async function lookupRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const studentsRead = needsAnyOf(
    { resource: 'Students', op: 'read' },
    { resource: 'ClassRoomManager', op: 'read' },
  );
  const classRead = needsAnyOf(
    { resource: 'ClassRoomManager', op: 'read' },
    { resource: 'ClassRoomTeacher', op: 'read' },
  );
  const teachersRead = needsAnyOf(
    { resource: 'ClassRoomManager', op: 'read' },
    { resource: 'Users', op: 'read' },
  );

  app.get(
    '/v1/users/studentsStats',
    { config: studentsRead, schema: { response: { 200: envelope(studentsStatsSchema) } } },
    async (request) => {
      const caller = activeCallerOf(request);
      const data = await withTenant(db, caller.scope, (tx) =>
        studentsStats(tx, caller.organizationId),
      );
      if (!data) throw notFound();
      return { data };
    },
  );

  app.get(
    '/v2/users/teachers-list',
    {
      config: teachersRead,
      schema: { response: { 200: envelope(z.array(teacherOptionSchema)) } },
    },
    async (request) => {
      const caller = activeCallerOf(request);
      const data = await withTenant(db, caller.scope, (tx) =>
        listTeachers(tx, caller.organizationId),
      );
      return { data };
    },
  );

  // A teacher-only caller sees a student who sits in one of their classes, and only those.
  app.get(
    '/v1/class_room/students/:id',
    {
      config: classRead,
      schema: { params: idParamsSchema, response: { 200: envelope(studentDetailSchema) } },
    },
    async (request) => {
      const caller = classCallerOf(request);
      const { id } = request.params;
      const data = await withTenant(db, caller.scope, async (tx) => {
        const student = await findStudent(tx, caller.organizationId, id);
        if (!student) return null;
        const classes = await classesOfStudent(tx, caller.organizationId, id, caller.onlyTeacherId);
        if (caller.onlyTeacherId && classes.length === 0) return null;
        return presentStudentDetail(student, classes);
      });
      if (!data) throw notFound();
      return { data };
    },
  );
}
