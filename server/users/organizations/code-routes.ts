import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { listAccounts } from './accounts';
import { attachment, toCsv } from './csv';
import { unusedCodes } from './join-codes';
import { organizationIdOf } from './params';
import { callerOf, targetScope } from './scope';
import { findOrganization } from './store';

const codeQuerySchema = z.object({ type: z.enum(['student', 'teacher']) });

export const CODES_CSV_HEADER = ['code', 'organization', 'kind', 'created_at'];

/** Join codes as a CSV download, and the organisation's members. */
export async function codeRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  // Handing out codes lets people join: a write, even though it is a GET.
  app.get(
    '/v1/organization/getGroupCode/:id',
    { config: needs('GroupsManager', 'write') },
    async (request, reply) => {
      const id = organizationIdOf(request.params);
      const scope = targetScope(callerOf(request), id);
      const { type } = parseInput(codeQuerySchema, request.query);
      const { organization, codes } = await withTenant(db, scope, async (tx) => {
        const found = await findOrganization(tx, id);
        if (!found) throw notFound();
        return { organization: found, codes: await unusedCodes(tx, id, type) };
      });
      const csv = toCsv(
        CODES_CSV_HEADER,
        codes.map((row) => [row.code, organization.name, row.kind, row.createdAt.toISOString()]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          attachment(`${organization.name}-${organization.companyLocation}.csv`),
        )
        .send(csv);
    },
  );

  app.get(
    '/v1/organization/accounts/:id',
    { config: needs('GroupsManager', 'read') },
    async (request) => {
      const id = organizationIdOf(request.params);
      const scope = targetScope(callerOf(request), id);
      const query = parseInput(pageQuerySchema, request.query);
      const { rows, total } = await withTenant(db, scope, async (tx) => {
        if (!(await findOrganization(tx, id))) throw notFound();
        return listAccounts(tx, id, pageWindow(query.pageNumber, query.pageSize));
      });
      return { data: toPage(rows, total, query.pageNumber, query.pageSize) };
    },
  );
}
