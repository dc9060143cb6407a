import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../contract/wire';
import { badRequest, HttpError } from './errors';
import type { UploadRefusal } from './uploads';

/** The multipart field that carries the file (every upload route). */
export const UPLOAD_FIELD = 'file';

/** Refusals that do not depend on what the route accepts. */
export const FILE_PART_MESSAGES = {
  noFile: `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`,
  empty: 'The file is empty.',
} as const;

/** The rest of the request is not read: the connection is closed after the answer. */
export const CLOSING = { connection: 'close' };

const noFile = () =>
  badRequest(FILE_PART_MESSAGES.noFile, { [UPLOAD_FIELD]: FILE_PART_MESSAGES.noFile });

/**
 * The one file part of the request (field `file`), its bytes not read yet; 400 otherwise. The
 * route's plugin must have registered @fastify/multipart in its own scope.
 */
export async function filePartOf(
  request: FastifyRequest,
  limits?: { fileSize: number },
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw noFile();
  let part;
  try {
    part = await request.file(limits ? { limits } : undefined);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Malformed multipart (no boundary, cut short ...).
    throw noFile();
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw noFile();
  }
  return part;
}

/** A refusal in the wire format: 400 empty, 413 too large, 415 not an accepted type. */
export function refusal(
  reason: UploadRefusal,
  messages: { tooLarge: string; typeNotAllowed: string },
): HttpError {
  switch (reason) {
    case 'empty':
      return badRequest(FILE_PART_MESSAGES.empty, { [UPLOAD_FIELD]: FILE_PART_MESSAGES.empty });
    case 'tooLarge':
      return new HttpError(
        413,
        ERROR_CODES.tooLarge,
        messages.tooLarge,
        { [UPLOAD_FIELD]: messages.tooLarge },
        CLOSING,
      );
    case 'type':
      return new HttpError(
        415,
        ERROR_CODES.unsupportedMedia,
        messages.typeNotAllowed,
        { [UPLOAD_FIELD]: messages.typeNotAllowed },
        CLOSING,
      );
  }
}
