import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_EXPORT_MAX_ROWS } from '../../../contract/audit-paths';
import {
  AUDIT_MESSAGES,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  type AuditPage,
} from '../../../contract/audit';
import { trashKindsOf } from '../../../contract/trash-constants';
import { envelope, ERROR_CODES } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import { HttpError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { fileResponse } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/write-xlsx';
import { withTenant } from '../../platform/tenant';
import { attachment } from '../organizations/public';
import { auditWorkbook } from './export';
import { presentAuditEntry } from './present';
import { auditCaller, auditFilters } from './scope';
import { auditEntryPages, countAuditEntries, listAuditEntries } from './store';

/** Entries read from the database at a time for an export. */
const EXPORT_PAGE_SIZE = 1_000;

/** The audit trail: a paged list and its .xlsx export (AuditLog read). */
export async function auditRoutes(
  instance: FastifyInstance,
  { db, listTotals, clock }: ServiceDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('AuditLog', 'read');

  app.get(
    '/v1/audit',
    {
      config: read,
      schema: { querystring: auditQuerySchema, response: { 200: envelope(auditPageSchema) } },
    },
    async (request) => {
      const caller = auditCaller(request);
      const { pageNumber, pageSize, ...query } = request.query;
      const filters = auditFilters(caller, query);
      const totalKey = JSON.stringify(['audit', caller.platformWide, filters]);
      const data: AuditPage = await withTenant(db, caller.scope, async (tx) => {
        const restorable = trashKindsOf(requireAuth(request).role.permissions, caller.platformWide);
        const window = pageWindow(pageNumber, pageSize);
        const rows = await listAuditEntries(tx, filters, window, restorable);
        const total = await listTotals.get(totalKey, () => countAuditEntries(tx, filters));
        return toPage(
          rows.map((row) => ({
            ...presentAuditEntry(row),
            ...(row.trashId ? { trashId: row.trashId } : {}),
          })),
          total,
          pageNumber,
          pageSize,
        );
      });
      return { data };
    },
  );

  app.get(
    '/v1/audit/export',
    {
      config: read,
      schema: {
        querystring: auditExportQuerySchema,
        response: {
          200: fileResponse(
            `The entries the filters select, newest first, as an .xlsx workbook (at most ` +
              `${AUDIT_EXPORT_MAX_ROWS} entries; more is 413).`,
            [XLSX_CONTENT_TYPE],
          ),
        },
      },
    },
    async (request, reply) => {
      const caller = auditCaller(request);
      const { language, ...query } = request.query;
      const filters = auditFilters(caller, query);
      const file = await withTenant(db, caller.scope, async (tx) => {
        const total = await countAuditEntries(tx, filters);
        if (total > AUDIT_EXPORT_MAX_ROWS) {
          throw new HttpError(
            413,
            ERROR_CODES.tooLarge,
            AUDIT_MESSAGES.exportTooLarge(total, AUDIT_EXPORT_MAX_ROWS),
          );
        }
        return auditWorkbook(auditEntryPages(tx, filters, EXPORT_PAGE_SIZE), language);
      });
      const day = clock().toISOString().slice(0, 10);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(`audit-${day}.xlsx`))
        .send(file);
    },
  );
}
