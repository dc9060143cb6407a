import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIVE_CLASS_BULK_MESSAGES,
  liveClassBulkResultSchema,
  liveClassDryRunSchema,
  SHEET_START_CELL_FORMAT,
  type LiveClassBulkResult,
} from '../../../../contract/live-classes-bulk';
import { INVITATION_FILE_FIELD, INVITATION_MESSAGES } from '../../../../contract/invitations';
import { LIVE_PATHS } from '../../../../contract/live-classes-paths';
import { envelope } from '../../../../contract/wire';
import { needs } from '../../../platform/access';
import { conflict, notFound } from '../../../platform/errors';
import type { ServiceDeps } from '../../../platform/service-deps';
import { multipartForm } from '../../../platform/route-schemas';
import {
  bulkHeadersSchema,
  bulkQuerySchema,
  idempotencyKeyOf,
} from '../../../platform/spreadsheet/bulk-request';
import {
  noFile,
  readUploadedSheet,
  registerSpreadsheetMultipart,
  spreadsheetFile,
} from '../../../platform/spreadsheet/upload';
import { withTenant } from '../../../platform/tenant';
import { liveClassCallerOf } from '../caller';
import { commitSheet, dryRunReport, type SheetInput } from './commit';
import { checkSheetColumns } from './sheet-columns';
import { findBatch, lockOrganization } from './store';

/**
 * `POST v1/live-class/bulk` (w LiveClassesApprove): a multipart `file` (.xlsx or .csv) of
 * exactly the columns title, duration, start date. `?dryRun=true` checks every row and writes
 * nothing; otherwise the commit creates every valid row once per Idempotency-Key
 * (docs/live-classes.md, "Live classes: the sheet upload").
 */
export async function liveClassBulkRoutes(app: FastifyInstance, { db, clock }: ServiceDeps) {
  await registerSpreadsheetMultipart(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${LIVE_PATHS.bulk}`,
    {
      config: needs('LiveClassesApprove', 'write'),
      schema: {
        querystring: bulkQuerySchema,
        headers: bulkHeadersSchema,
        body: multipartForm({ [INVITATION_FILE_FIELD]: spreadsheetFile }),
        response: {
          200: envelope(
            z.union([liveClassDryRunSchema, liveClassBulkResultSchema]).meta({
              description: 'The dry run report with dryRun, else what the commit created.',
            }),
          ),
        },
      },
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const { dryRun } = request.query;
      if (!request.isMultipart()) throw noFile();
      const sheet = await readUploadedSheet(request, { dateFormat: SHEET_START_CELL_FORMAT });
      checkSheetColumns(sheet);
      const input: SheetInput = {
        rows: sheet.rows,
        fileHash: sheet.fileHash,
        fileName: sheet.fileName,
      };
      const now = clock();
      const implicit = { userId: caller.userId, fileHash: input.fileHash, now };
      const idempotencyKey = dryRun ? null : idempotencyKeyOf(request.headers, implicit);

      if (idempotencyKey === null) {
        const report = await withTenant(db, caller.scope, (tx) => dryRunReport(tx, input, now));
        return { data: report };
      }

      const result: LiveClassBulkResult = await withTenant(db, caller.scope, async (tx) => {
        if (!(await lockOrganization(tx, caller.organizationId))) throw notFound();
        const batch = await findBatch(tx, caller.organizationId, idempotencyKey);
        if (batch) {
          if (batch.fileHash !== input.fileHash) {
            throw conflict(INVITATION_MESSAGES.idempotencyKeyReused);
          }
          return {
            batchId: batch.id,
            createdCount: batch.createdCount,
            skippedCount: batch.skippedCount,
            replayed: true,
          };
        }
        return commitSheet(tx, input, {
          organizationId: caller.organizationId,
          userId: caller.userId,
          idempotencyKey,
          now,
        });
      });
      return {
        data: result,
        message: result.replayed
          ? LIVE_CLASS_BULK_MESSAGES.replayed
          : LIVE_CLASS_BULK_MESSAGES.created(result.createdCount),
      };
    },
  );
}
