import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { CONTRACT_FILE_MAX_BYTES, CONTRACT_FILE_TYPES } from '../../../contract/organizations';
import { logoPath, SERVICE_PREFIX, USERS_PATHS } from '../../../contract/paths';
import { ERROR_CODES } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { badRequest, HttpError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import {
  fileKindsFor,
  storeUpload,
  UploadRefused,
  type UploadRefusal,
} from '../../platform/uploads';

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

const KINDS = fileKindsFor(CONTRACT_FILE_TYPES);
const MAX_MB = CONTRACT_FILE_MAX_BYTES / (1024 * 1024);

export const UPLOAD_MESSAGES = {
  noFile: `Choose a file to upload (multipart field "${UPLOAD_FIELD}").`,
  empty: 'The file is empty.',
  tooLarge: `The file is too large: at most ${MAX_MB} MB.`,
  // The console's own wording of the same refusal (organizations.fileWrongType).
  typeNotAllowed: `${MESSAGES.fileTypeNotAllowed}: ${KINDS.map((kind) => kind.label).join(', ')}.`,
} as const;

const noFile = () => badRequest(UPLOAD_MESSAGES.noFile, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.noFile });

/** The rest of the request is not read: the connection is closed after the answer. */
const closing = { connection: 'close' };

function refusal(reason: UploadRefusal): HttpError {
  switch (reason) {
    case 'empty':
      return badRequest(UPLOAD_MESSAGES.empty, { [UPLOAD_FIELD]: UPLOAD_MESSAGES.empty });
    case 'tooLarge':
      return new HttpError(
        413,
        ERROR_CODES.tooLarge,
        UPLOAD_MESSAGES.tooLarge,
        { [UPLOAD_FIELD]: UPLOAD_MESSAGES.tooLarge },
        closing,
      );
    case 'type':
      return new HttpError(
        415,
        ERROR_CODES.unsupportedMedia,
        UPLOAD_MESSAGES.typeNotAllowed,
        { [UPLOAD_FIELD]: UPLOAD_MESSAGES.typeNotAllowed },
        closing,
      );
  }
}

/** Where a stored upload is read back (the authenticated file route, not static /media). */
export const uploadedFileUrl = (fileName: string) =>
  `${SERVICE_PREFIX.users}/${logoPath(fileName)}`;

/**
 * `POST v1/general/upload-file`: one multipart field `file` (PDF, PNG, JPEG or WebP, at most
 * CONTRACT_FILE_MAX_BYTES), stored as `<uuid>.<ext>` under `uploads.files`. Only organisation
 * forms use it, hence `w GroupsManager`. Nothing is recorded in a table: a file becomes
 * visible to others only once an organisation names it (`contractFile`, `logoImageName`).
 */
export async function uploadRoutes(app: FastifyInstance, { uploads }: ServiceDeps) {
  // Registered here only: the multipart parser exists in this plugin's scope and nowhere else.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: CONTRACT_FILE_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      headerPairs: 100,
    },
  });

  app.post(
    `/${USERS_PATHS.uploadFile}`,
    { config: needs('GroupsManager', 'write') },
    async (request, reply) => {
      if (!request.isMultipart()) throw noFile();
      let part;
      try {
        part = await request.file();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Malformed multipart (no boundary, cut short ...).
        throw noFile();
      }
      if (!part || part.fieldname !== UPLOAD_FIELD) {
        part?.file.resume();
        throw noFile();
      }
      try {
        const stored = await storeUpload({
          stream: part.file,
          declaredType: part.mimetype,
          dir: uploads.files,
          kinds: KINDS,
        });
        request.log.info(
          { fileName: stored.fileName, type: stored.kind.mimeType, bytes: stored.bytes },
          'file uploaded',
        );
        reply.code(201);
        return { data: { fileName: stored.fileName, url: uploadedFileUrl(stored.fileName) } };
      } catch (error) {
        part.file.resume();
        if (error instanceof UploadRefused) throw refusal(error.reason);
        throw error;
      }
    },
  );
}
