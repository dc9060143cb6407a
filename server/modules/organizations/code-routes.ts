import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import { organizationAccountPageSchema } from '../../../contract/organizations';
import { envelope, pageQuerySchema } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { fileResponse } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { listAccounts } from './accounts';
import { attachment, toCsv } from './csv';
import { unusedCodes } from './join-codes';
import { callerOf, targetScope } from './scope';
import { findOrganization } from './store';

const codeQuerySchema = z.object({ type: z.enum(['student', 'teacher']) });

export const CODES_CSV_HEADER = ['code', 'organization', 'kind', 'created_at'];

/** Join codes as a CSV download, and the organisation's members. */
export async function codeRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Handing out codes lets people join: a write, even though it is a GET (so no HEAD twin,
  // which would run the same handler).
  app.get(
    '/v1/organization/getGroupCode/:id',
    {
      exposeHeadRoute: false,
      config: needs('GroupsManager', 'write'),
      schema: {
        params: idParamsSchema,
        querystring: codeQuerySchema,
        response: {
          200: fileResponse('The unused join codes of the kind, as CSV (UTF-8 with a BOM).', [
            'text/csv',
          ]),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const scope = targetScope(callerOf(request), id);
      const { type } = request.query;
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
    {
      config: needs('GroupsManager', 'read'),
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelope(organizationAccountPageSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = targetScope(callerOf(request), id);
      const { query } = request;
      const { rows, total } = await withTenant(db, scope, async (tx) => {
        if (!(await findOrganization(tx, id))) throw notFound();
        return listAccounts(tx, id, pageWindow(query.pageNumber, query.pageSize));
      });
      return { data: toPage(rows, total, query.pageNumber, query.pageSize) };
    },
  );
}
