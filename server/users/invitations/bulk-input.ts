import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  INVITATION_FILE,
  INVITATION_FILE_FIELD,
  INVITATION_MESSAGES,
  SPREADSHEET_MESSAGES,
  typedInvitationsBodySchema,
  type InvitationKind,
} from '../../../contract/invitations';
import { ERROR_CODES } from '../../../contract/wire';
import { badRequest, HttpError } from '../../platform/errors';
import { readSpreadsheet } from '../../platform/spreadsheet/read-rows';
import { SpreadsheetRefused, type SpreadsheetReason } from '../../platform/spreadsheet/refusal';
import { parseInput } from '../../platform/validation';
import type { BulkInput } from './commit';
import { columnsOf } from './file-columns';

/** Multipart framing around the file: boundaries, part headers, the file name. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The rest of a refused upload is not read: the connection closes after the answer. */
const closing = { connection: 'close' };

const fileError = (status: number, code: HttpError['code'], message: string) =>
  new HttpError(status, code, message, { [INVITATION_FILE_FIELD]: message }, closing);

/**
 * Statuses of refused files: 415 for a type that is not .xlsx/.csv; 413 for what is too big
 * (bytes, rows, or a workbook that would inflate too much); 400 for a file of an allowed type
 * whose content cannot be read as one ('wrong file', 'Unreadable format').
 */
export function refusalOf(reason: SpreadsheetReason): HttpError {
  const message = SPREADSHEET_MESSAGES[reason];
  switch (reason) {
    case 'fileType':
      return fileError(415, ERROR_CODES.unsupportedMedia, message);
    case 'tooLarge':
    case 'tooManyRows':
    case 'expandsTooMuch':
      return fileError(413, ERROR_CODES.tooLarge, message);
    case 'wrongFile':
    case 'unreadable':
      return badRequest(message, { [INVITATION_FILE_FIELD]: message });
  }
}

const noFile = () =>
  badRequest(INVITATION_MESSAGES.noFile, { [INVITATION_FILE_FIELD]: INVITATION_MESSAGES.noFile });

/** The one file part, read into memory only up to INVITATION_FILE.maxBytes. */
async function readFilePart(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > INVITATION_FILE.maxBytes + MULTIPART_OVERHEAD) throw refusalOf('tooLarge');
  let part;
  try {
    part = await request.file();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw noFile();
  }
  if (!part || part.fieldname !== INVITATION_FILE_FIELD) {
    part?.file.resume();
    throw noFile();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  // The parser stops at fileSize (INVITATION_FILE.maxBytes) and marks the stream truncated.
  if (part.file.truncated) throw refusalOf('tooLarge');
  return { fileName: part.filename, data: Buffer.concat(chunks) };
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

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
    const file = await readFilePart(request);
    let sheet;
    try {
      sheet = await readSpreadsheet(file);
    } catch (error) {
      if (error instanceof SpreadsheetRefused) throw refusalOf(error.reason);
      throw error;
    }
    return {
      kind,
      index: columnsOf(kind, sheet.header),
      rows: sheet.rows,
      fileHash: sha256(file.data),
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
  };
}
