import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../contract/wire';
import { badRequest, HttpError } from '../../platform/errors';
import type { UploadRefusal } from '../../platform/uploads';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from './messages';

/** The rest of the request is not read: the connection is closed after the answer. */
export const CLOSING = { connection: 'close' };

const noFile = () => badRequest(UPLOAD_MESSAGES.noFile, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.noFile });

/** The one file part of the request (field `file`), its bytes not read yet; 400 otherwise. */
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
      return badRequest(UPLOAD_MESSAGES.empty, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.empty });
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
