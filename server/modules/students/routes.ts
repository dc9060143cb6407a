import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  studentListQuerySchema,
  studentPageSchema,
  waitingListQuerySchema,
  type StudentListQuery,
} from '../../../contract/students';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import type { ListTotals } from '../../platform/list-totals';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { decodeCursor, keysetPage } from './cursor';
import { lookupRoutes } from './lookup-routes';
import { presentStudent } from './present';
import { removalRoutes } from './removal-routes';
import { studentListScope, type StudentListScope } from './scope';
import { classRoomExists, listStudents, liveClassesOf, seatKey } from './store';

/** One page of a student list: newest member first, by offset or from a cursor (keyset). */
async function studentPage(
  tx: Db,
  { scope, organizationId }: StudentListScope,
  query: Omit<StudentListQuery, 'classRoomId'> & { classRoomId?: string | undefined },
  waitingOnly: boolean,
  totals: ListTotals,
) {
  if (query.classRoomId && !(await classRoomExists(tx, query.classRoomId, organizationId))) {
    throw notFound();
  }
  const { offset } = pageWindow(query.pageNumber, query.pageSize);
  const search = query.search || undefined;
  // The total of this scope and these filters may be a few seconds old (list-totals.ts).
  const totalKey = JSON.stringify([
    'students',
    scope.platform ? 'platform' : scope.organizationId,
    organizationId,
    query.classRoomId ?? null,
    waitingOnly,
    search ?? null,
  ]);
  const { rows, total } = await listStudents(
    tx,
    {
      organizationId,
      search,
      classRoomId: query.classRoomId,
      waitingOnly,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      offset,
      // One more row than the page: whether there is a next page, without a second query.
      limit: query.pageSize + 1,
    },
    (count) => totals.get(totalKey, count),
  );
  const page = keysetPage(rows, total, query.pageNumber, query.pageSize);
  const classes = waitingOnly ? new Map() : await liveClassesOf(tx, page.rows);
  return {
    result: page.rows.map((row) =>
      presentStudent({
        ...row,
        classRooms: classes.get(seatKey(row.id, row.organizationId)) ?? [],
      }),
    ),
    pagination: page.pagination,
  };
}

/**
 * Students and the waiting list (/students), and the students' figures. Students read or
 * ClassRoomManager read; HAD callers with Students read see every organisation's.
 */
export async function studentRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, listTotals } = deps;
  const read = needsAnyOf(
    { resource: 'Students', op: 'read' },
    { resource: 'ClassRoomManager', op: 'read' },
  );

  const response = { 200: envelope(studentPageSchema) };

  app.get(
    '/v2/users/students',
    { config: read, schema: { querystring: studentListQuerySchema, response } },
    async (request) => {
      const { query } = request;
      const listScope = studentListScope(request, query.organizationId);
      const data = await withTenant(db, listScope.scope, (tx) =>
        studentPage(tx, listScope, query, false, listTotals),
      );
      return { data };
    },
  );

  app.get(
    '/v2/users/student/waiting-list',
    { config: read, schema: { querystring: waitingListQuerySchema, response } },
    async (request) => {
      const { query } = request;
      const listScope = studentListScope(request, query.organizationId);
      const data = await withTenant(db, listScope.scope, (tx) =>
        studentPage(tx, listScope, query, true, listTotals),
      );
      return { data };
    },
  );

  await app.register(lookupRoutes, deps);
  await app.register(removalRoutes, deps);
}
