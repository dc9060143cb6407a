import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classAssignmentSchema,
  classExamSchema,
  classProgressSchema,
  classUnitSchema,
} from '../../../contract/assessment';
import { idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { classCallerOf } from '../../platform/class-caller';
import {
  classAssignments,
  classExams,
  classProgress,
  classUnits,
  readableClass,
  type ClassRef,
} from './class-store';

const CLASS_READ = needsAnyOf(
  { resource: 'ClassRoomManager', op: 'read' },
  { resource: 'ClassRoomTeacher', op: 'read' },
);
const BASE = '/v1/admin/units/class_rooms/:id';

/**
 * A class room's work and progress (the class screen): its topic's units and exams, what was
 * given to it, and each student's progress, from the attempts counted for the class. Read by
 * whoever reads the class (a manager, or the class's teacher), in the caller's organisation: any
 * other class is 404.
 */
export async function classRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  const inClass = <T>(request: FastifyRequest, id: string, read: (tx: Db, room: ClassRef) => T) => {
    const reader = classCallerOf(request);
    return withTenant(db, reader.scope, async (tx) => {
      const room = await readableClass(tx, reader.organizationId, id, reader.onlyTeacherId);
      if (!room) throw notFound();
      return read(tx, room);
    });
  };
  const schemaOf = (data: z.ZodType) => ({
    params: idParamsSchema,
    response: { 200: envelope(data) },
  });

  app.get(
    `${BASE}/all_units`,
    { config: CLASS_READ, schema: schemaOf(z.array(classUnitSchema)) },
    async (request) => ({ data: await inClass(request, request.params.id, classUnits) }),
  );
  app.get(
    `${BASE}/all_exams`,
    { config: CLASS_READ, schema: schemaOf(z.array(classExamSchema)) },
    async (request) => ({ data: await inClass(request, request.params.id, classExams) }),
  );
  app.get(
    `${BASE}/all_assignments`,
    { config: CLASS_READ, schema: schemaOf(z.array(classAssignmentSchema)) },
    async (request) => ({ data: await inClass(request, request.params.id, classAssignments) }),
  );
  app.get(
    `${BASE}/progress`,
    { config: CLASS_READ, schema: schemaOf(classProgressSchema) },
    async (request) => {
      const data = await inClass(request, request.params.id, async (tx, room) => ({
        classRoomId: room.id,
        levelId: room.levelId,
        ...(await classProgress(tx, room)),
      }));
      return { data };
    },
  );
}
