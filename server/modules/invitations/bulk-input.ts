import type { FastifyRequest } from 'fastify';
import { typedInvitationsBodySchema, type InvitationKind } from '../../../contract/invitations';
import { readUploadedSheet, noFile, sha256 } from '../../platform/spreadsheet/upload';
import { parseInput } from '../../platform/validation';
import type { BulkInput } from './commit';
import { columnsOf } from './file-columns';

const TYPED_HEADER = ['email', 'firstName', 'lastName', 'className', 'role'];

/**
 * The rows of a bulk request: a multipart `file` (.xlsx or .csv) or a JSON body of typed rows.
 * Typed rows are numbered from 1 in the order given; a file's rows keep their sheet numbers.
 */
export async function readBulkInput(
  request: FastifyRequest,
  kind: InvitationKind,
): Promise<BulkInput> {
  if (request.isMultipart()) {
    const sheet = await readUploadedSheet(request);
    return {
      kind,
      index: columnsOf(kind, sheet.header),
      rows: sheet.rows,
      fileHash: sheet.fileHash,
      fileName: sheet.fileName,
    };
  }
  if (request.body === undefined || request.body === null) throw noFile();
  const body = parseInput(typedInvitationsBodySchema, request.body);
  const cells = body.rows.map((row) => [
    row.email,
    row.firstName ?? '',
    row.lastName ?? '',
    row.className ?? '',
    row.role ?? '',
  ]);
  return {
    kind,
    index: columnsOf(kind, TYPED_HEADER),
    rows: cells.map((row, i) => ({ number: i + 1, cells: row })),
    fileHash: sha256(JSON.stringify(cells)),
    fileName: null,
  };
}
