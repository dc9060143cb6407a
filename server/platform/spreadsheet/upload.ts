import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INVITATION_FILE,
  INVITATION_FILE_FIELD,
  INVITATION_MESSAGES,
  SPREADSHEET_MESSAGES,
} from '../../../contract/invitations';
import { ERROR_CODES } from '../../../contract/wire';
import { badRequest, HttpError } from '../errors';
import { binaryFile } from '../route-schemas';
import {
  readSpreadsheet,
  type ReadOptions,
  type SheetRows,
  type SpreadsheetFile,
} from './read-rows';
import { SpreadsheetRefused, type SpreadsheetReason } from './refusal';

/*
 * The upload side of every spreadsheet import (invitations, live classes): one multipart file
 * part of at most INVITATION_FILE.maxBytes, refused with the same statuses and messages.
 */

/** Multipart framing around the file: boundaries, part headers, the file name. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The rest of a refused upload is not read: the connection closes after the answer. */
const closing = { connection: 'close' };

const fileError = (status: number, code: HttpError['code'], message: string) =>
  new HttpError(status, code, message, { [INVITATION_FILE_FIELD]: message }, closing);

/** The spreadsheet of an import as the document shows it (the `file` part of a form). */
export const spreadsheetFile = binaryFile(
  `The sheet: ${INVITATION_FILE.extensions.join(' or ')}, at most ` +
    `${INVITATION_FILE.maxBytes / (1024 * 1024)} MB and ${INVITATION_FILE.maxRows} rows.`,
);

/**
 * Registers @fastify/multipart in the calling plugin's scope only, so the parser never holds
 * more than one file of INVITATION_FILE.maxBytes.
 */
export async function registerSpreadsheetMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: INVITATION_FILE.maxBytes,
      files: 1,
      fields: 10,
      parts: 11,
      headerPairs: 100,
    },
  });
}

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

export const noFile = () =>
  badRequest(INVITATION_MESSAGES.noFile, { [INVITATION_FILE_FIELD]: INVITATION_MESSAGES.noFile });

/** The one file part, read into memory only up to INVITATION_FILE.maxBytes. */
export async function readFilePart(request: FastifyRequest): Promise<SpreadsheetFile> {
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

/** A file's name as kept beside its import: no control characters, at most 255 of the rest. */
// eslint-disable-next-line no-control-regex
const storableName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** An uploaded sheet: its rows, its name and the SHA-256 of its bytes (the idempotency fingerprint). */
export interface UploadedSheet extends SheetRows {
  fileHash: string;
  fileName: string;
}

/** The multipart file read as a sheet; every refusal is the HTTP error of `refusalOf`. */
export async function readUploadedSheet(
  request: FastifyRequest,
  options: ReadOptions = {},
): Promise<UploadedSheet> {
  const file = await readFilePart(request);
  try {
    const sheet = await readSpreadsheet(file, INVITATION_FILE, options);
    return { ...sheet, fileHash: sha256(file.data), fileName: storableName(file.fileName) };
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw refusalOf(error.reason);
    throw error;
  }
}
