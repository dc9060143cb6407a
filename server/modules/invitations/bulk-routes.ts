import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkResultSchema,
  dryRunReportSchema,
  INVITATION_FILE_FIELD,
  INVITATION_KINDS,
  INVITATION_MESSAGES,
  invitationTargetSchema,
  typedInvitationsBodySchema,
  type BulkResult,
} from '../../../contract/invitations';
import { envelope } from '../../../contract/wire';
import { conflict } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { bodyByMediaType } from '../../platform/route-schemas';
import {
  bulkHeadersSchema,
  bulkQuerySchema,
  idempotencyKeyOf,
} from '../../platform/spreadsheet/bulk-request';
import { registerSpreadsheetMultipart, spreadsheetFile } from '../../platform/spreadsheet/upload';
import { withTenant } from '../../platform/tenant';
import { readBulkInput } from './bulk-input';
import { invitingOrganization } from './lookups';
import { commitBulk, dryRunReport, findBatch } from './commit';
import { accessOf, invitationCallerOf } from './scope';
import { kindPath } from './tokens';

/**
 * Test hook of tests/server/invitations-crash.test.ts: a pause after each written chunk, so a
 * SIGKILL lands while the commit's transaction is open. Unset (0) everywhere else.
 */
const CHUNK_PAUSE_MS = Number(process.env.TEST_INVITATION_CHUNK_PAUSE_MS ?? 0);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `POST v1/{user|admin}-invitations/bulk`: a multipart `file` or typed rows. `?dryRun=true`
 * checks every row and writes nothing; otherwise the commit writes every valid row once per
 * Idempotency-Key (docs/invitations.md).
 */
export async function invitationBulkRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, codes, publicUrl, clock } = deps;
  await registerSpreadsheetMultipart(app);
  const schema = {
    querystring: bulkQuerySchema.extend(invitationTargetSchema.shape),
    headers: bulkHeadersSchema,
    body: bodyByMediaType({
      'multipart/form-data': z.object({ [INVITATION_FILE_FIELD]: spreadsheetFile }),
      'application/json': typedInvitationsBodySchema,
    }),
    response: {
      200: envelope(
        z.union([dryRunReportSchema, bulkResultSchema]).meta({
          description: 'The dry run report with dryRun, else what the commit wrote.',
        }),
      ),
    },
  };

  for (const kind of INVITATION_KINDS) {
    app.post(
      `${kindPath(kind)}/bulk`,
      { config: accessOf(kind, 'write'), schema },
      async (request) => {
        const caller = invitationCallerOf(request);
        const { dryRun } = request.query;
        const input = await readBulkInput(request, kind);
        const now = clock();
        const implicit = { userId: caller.userId, fileHash: input.fileHash, now };
        const idempotencyKey = dryRun ? null : idempotencyKeyOf(request.headers, implicit);

        if (idempotencyKey === null) {
          const report = await withTenant(db, caller.scope, async (tx) => {
            const organization = await invitingOrganization(tx, caller, now, { lock: false });
            return dryRunReport(tx, input, organization, caller, now);
          });
          return { data: report };
        }

        const result: BulkResult = await withTenant(db, caller.scope, async (tx) => {
          // Commits of one organisation run one at a time: a double-click's second request
          // waits here, then finds the first one's batch.
          const organization = await invitingOrganization(tx, caller, now);
          const batch = await findBatch(tx, {
            organizationId: organization.id,
            kind,
            idempotencyKey,
          });
          if (batch) {
            if (batch.fileHash !== input.fileHash) {
              throw conflict(INVITATION_MESSAGES.idempotencyKeyReused);
            }
            return {
              batchId: batch.id,
              invitedCount: batch.invitedCount,
              skippedCount: batch.skippedCount,
              replayed: true,
            };
          }
          return commitBulk(
            tx,
            {
              codes,
              publicUrl,
              onWriting: (count) =>
                request.log.info({ kind, rows: count }, 'invitation commit: writing'),
              ...(CHUNK_PAUSE_MS > 0
                ? {
                    afterChunk: async (written: number) => {
                      request.log.info({ kind, written }, 'invitation commit: chunk written');
                      await pause(CHUNK_PAUSE_MS);
                    },
                  }
                : {}),
            },
            { ...input, idempotencyKey },
            organization,
            caller,
            now,
          );
        });
        return {
          data: result,
          message: result.replayed
            ? INVITATION_MESSAGES.replayed
            : INVITATION_MESSAGES.sent(result.invitedCount),
        };
      },
    );
  }
}
