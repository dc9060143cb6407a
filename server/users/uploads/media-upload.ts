import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_KINDS } from '../../../contract/elements';
import { MEDIA_RULES, mediaKindOf, type MediaUpload } from '../../../contract/media';
import { SERVICE_PREFIX } from '../../../contract/paths';
import { curriculumWriterOf } from '../../levels/curriculum/caller';
import { HttpError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { declaredKind, UploadRefused, writeChecked } from '../../platform/uploads';
import { withTenant } from '../../platform/tenant';
import { MEDIA_FILE_KINDS, MEDIA_UPLOAD_MESSAGES } from './messages';
import { CLOSING, filePartOf, refusal } from './multipart';
import { recordUpload } from './store';

/** Busboy's own limit: the largest kind's; each kind's own is counted while streaming. */
const LARGEST_MEDIA = Math.max(...MEDIA_KINDS.map((kind) => MEDIA_RULES[kind].maxBytes));

export const mediaUrl = (fileName: string) => `${SERVICE_PREFIX.media}/${fileName}`;

/** Only HAD with `w Elements` uploads curriculum media; the body is not read otherwise. */
function writerOf(request: FastifyRequest) {
  try {
    return curriculumWriterOf(request, 'element');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(error.statusCode, error.code, error.message, undefined, CLOSING);
  }
}

/**
 * Curriculum media (`?purpose=curriculum`, and the S3 upload path): a picture, audio or video
 * by its declared type (contract/media.ts) and first bytes, streamed into the media store as
 * `<uuid>.<ext>` and refused past its kind's limit while streaming, then recorded in `uploads`
 * (HAD's row, since only HAD writes the curriculum). 201 `{ data: MediaUpload }`.
 */
export async function uploadMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, media }: ServiceDeps,
): Promise<{ data: MediaUpload }> {
  const writer = writerOf(request);
  const part = await filePartOf(request, { fileSize: LARGEST_MEDIA });
  const mediaKind = mediaKindOf(part.mimetype);
  try {
    if (!mediaKind) throw new UploadRefused('type');
    const kind = declaredKind(MEDIA_FILE_KINDS[mediaKind], part.mimetype);
    const fileName = `${randomUUID()}.${kind.extension}`;
    const bytes = await writeChecked({
      stream: part.file,
      kind,
      maxBytes: MEDIA_RULES[mediaKind].maxBytes,
      write: (checked) => media.put(fileName, checked, kind.mimeType),
    });
    const upload = { fileName, kind: mediaKind, contentType: kind.mimeType, bytes };
    try {
      await withTenant(db, writer.scope, (tx) =>
        recordUpload(tx, {
          ...upload,
          purpose: 'curriculum',
          storage: media.kind,
          uploadedBy: writer.userId,
          organizationId: writer.scope.organizationId!,
        }),
      );
    } catch (error) {
      // Unrecorded, the sweeper would never find it: take it back.
      await media.remove(fileName).catch(() => undefined);
      throw error;
    }
    request.log.info({ ...upload, storage: media.kind }, 'media uploaded');
    reply.code(201);
    return { data: { ...upload, url: mediaUrl(fileName) } };
  } catch (error) {
    part.file.resume();
    if (error instanceof UploadRefused) {
      throw refusal(error.reason, {
        tooLarge: MEDIA_UPLOAD_MESSAGES.tooLarge(mediaKind ?? 'video'),
        typeNotAllowed: MEDIA_UPLOAD_MESSAGES.typeNotAllowed,
      });
    }
    throw error;
  }
}
