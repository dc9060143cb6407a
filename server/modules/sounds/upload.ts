import { randomUUID } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { ERROR_CODES } from '../../../contract/wire';
import {
  SOUND_FILE_FIELD,
  SOUND_MAX_BYTES,
  SOUND_MESSAGES,
  soundFieldsSchema,
  type SoundFields,
} from '../../../contract/sounds';
import { badRequest, HttpError } from '../../platform/errors';
import { MEDIA_FILE_KINDS } from '../../platform/media-upload';
import { CLOSING, FILE_PART_MESSAGES, refusal } from '../../platform/multipart';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant, type TenantScope } from '../../platform/tenant';
import { recordUpload } from '../../platform/uploads-record';
import { declaredKind, UploadRefused, writeChecked } from '../../platform/uploads';
import { toFieldErrors } from '../../platform/validation';
import { insertSound, type SoundRow } from './store';

/**
 * @fastify/multipart in the calling plugin's scope only. Its file limit is a byte over the
 * sound's, so the upload check (which counts every byte) refuses an oversized file while it
 * streams, and the store removes what it had begun to write.
 */
export async function registerSoundMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: SOUND_MAX_BYTES + 1, files: 1, fields: 10, parts: 11, headerPairs: 100 },
  });
}

const noFile = () =>
  badRequest(FILE_PART_MESSAGES.noFile, { [SOUND_FILE_FIELD]: FILE_PART_MESSAGES.noFile });

/**
 * The fields sent before the file, in order, and the file part, its bytes not read yet.
 * Fields after the file are never seen (FormData sends parts in the order they were appended):
 * what the sound is must be known before a byte of it is stored.
 */
async function partsOf(
  request: FastifyRequest,
): Promise<{ part: MultipartFile; values: Map<string, unknown[]> }> {
  if (!request.isMultipart()) throw noFile();
  const values = new Map<string, unknown[]>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
        continue;
      }
      if (part.fieldname !== SOUND_FILE_FIELD) {
        part.file.resume();
        throw noFile();
      }
      return { part, values };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Malformed multipart (no boundary, cut short, too many fields ...).
    throw noFile();
  }
  throw noFile();
}

/** The fields, checked: 400 per field (a field sent twice is not a string). */
function fieldsOf(values: Map<string, unknown[]>): SoundFields {
  const sent = Object.fromEntries(
    [...values].map(([name, all]) => [name, all.length === 1 ? all[0] : all]),
  );
  const parsed = soundFieldsSchema.safeParse(sent);
  if (parsed.success) return parsed.data;
  // The file is not read: the connection is closed after the answer.
  throw new HttpError(
    400,
    ERROR_CODES.badRequest,
    MESSAGES.badRequest,
    toFieldErrors(parsed.error),
    CLOSING,
  );
}

export interface SoundUploader {
  userId: string;
  organizationId: string;
  scope: TenantScope;
}

/**
 * A sound: its fields, then the `file` part, audio as curriculum media are (MP3, OGG, WAV, M4A
 * by declared type and first bytes, platform/file-kinds.ts) up to SOUND_MAX_BYTES, streamed into
 * the media store as `<uuid>.<ext>`. The upload's record (purpose `sound`) and the sound are
 * written in one transaction; if that fails, the file is taken back. 400 on the fields or an
 * empty file, 413 too large, 415 another type or bytes that do not match it.
 */
export async function receiveSound(
  request: FastifyRequest,
  { db, media }: ServiceDeps,
  uploader: SoundUploader,
): Promise<SoundRow> {
  const { part, values } = await partsOf(request);
  try {
    const fields = fieldsOf(values);
    const kind = declaredKind(MEDIA_FILE_KINDS.audio, part.mimetype);
    const fileName = `${randomUUID()}.${kind.extension}`;
    const bytes = await writeChecked({
      stream: part.file,
      kind,
      maxBytes: SOUND_MAX_BYTES,
      write: (checked) => media.put(fileName, checked, kind.mimeType),
    }).catch(async (error: unknown) => {
      // Refused after the store completed (busboy's own limit): nothing may be left behind.
      await media.remove(fileName).catch(() => undefined);
      throw error;
    });
    const stored = { fileName, contentType: kind.mimeType, bytes };
    try {
      return await withTenant(db, uploader.scope, async (tx) => {
        await recordUpload(tx, {
          ...stored,
          purpose: 'sound',
          kind: 'audio',
          storage: media.kind,
          uploadedBy: uploader.userId,
          organizationId: uploader.organizationId,
        });
        return insertSound(tx, { ...fields, ...stored, createdBy: uploader.userId });
      });
    } catch (error) {
      // Unrecorded, the sweeper would never find it: take it back.
      await media.remove(fileName).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    part.file.resume();
    if (error instanceof UploadRefused) {
      throw refusal(error.reason, {
        tooLarge: SOUND_MESSAGES.tooLarge,
        typeNotAllowed: SOUND_MESSAGES.typeNotAllowed,
      });
    }
    throw error;
  }
}
