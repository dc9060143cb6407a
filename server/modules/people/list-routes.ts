import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestPageSchema,
  peopleQuerySchema,
  personPageSchema,
  searchPageQuerySchema,
  teacherPageSchema,
  type Guest,
  type TeacherRow,
} from '../../../contract/people';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { listGuests } from './guests-store';
import { listPeople, membershipsOf } from './people-store';
import { presentPerson } from './present';
import { hadCaller, listedOrganization, peopleCaller } from './scope';
import { listTeachers } from './teachers-store';

/** The users list, the organisation's teachers and the guests (Users read). */
export async function peopleListRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Users', 'read');

  app.get(
    '/v1/users',
    {
      config: read,
      schema: { querystring: peopleQuerySchema, response: { 200: envelope(personPageSchema) } },
    },
    async (request) => {
      const caller = peopleCaller(request);
      const { query } = request;
      const organizationId = listedOrganization(caller, query.organizationId);
      const { offset, limit } = pageWindow(query.pageNumber, query.pageSize);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const { rows, total } = await listPeople(tx, {
          organizationId,
          roleId: query.roleId,
          search: query.search || undefined,
          offset,
          limit,
        });
        const memberships = await membershipsOf(
          tx,
          rows.map((row) => row.id),
        );
        const result = rows.map((row) => presentPerson(row, memberships));
        return toPage(result, total, query.pageNumber, query.pageSize);
      });
      return { data };
    },
  );

  // Always the active organisation's teachers (a HAD caller: HAD's own).
  app.get(
    '/v1/users/teachers',
    {
      config: read,
      schema: {
        querystring: searchPageQuerySchema,
        response: { 200: envelope(teacherPageSchema) },
      },
    },
    async (request) => {
      const caller = peopleCaller(request);
      const { query } = request;
      const { offset, limit } = pageWindow(query.pageNumber, query.pageSize);
      const { rows, total } = await withTenant(
        db,
        { organizationId: caller.organizationId, userId: caller.userId },
        (tx) =>
          listTeachers(tx, {
            organizationId: caller.organizationId,
            search: query.search || undefined,
            offset,
            limit,
          }),
      );
      const result: TeacherRow[] = rows.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
      }));
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    '/v1/users/defaultGroupMembers',
    {
      config: read,
      schema: { querystring: searchPageQuerySchema, response: { 200: envelope(guestPageSchema) } },
    },
    async (request) => {
      const caller = hadCaller(request);
      const { query } = request;
      const { offset, limit } = pageWindow(query.pageNumber, query.pageSize);
      const { rows, total } = await withTenant(db, caller.scope, (tx) =>
        listGuests(tx, { search: query.search || undefined, offset, limit }),
      );
      const result: Guest[] = rows.map((row) => ({
        ...row,
        signedUpAt: row.signedUpAt.toISOString(),
      }));
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );
}
