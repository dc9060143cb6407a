import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MEDIA_KINDS, type MediaKind } from '../../contract/elements';
import { MEDIA_MESSAGES, MEDIA_RULES, mediaKindOf, type MediaUpload } from '../../contract/media';
import { SERVICE_PREFIX } from '../../contract/paths';
import type { UPLOAD_RECORD_PURPOSES } from '../db/schema/uploads';
import { fileKindsFor } from './file-kinds';
import { filePartOf, refusal } from './multipart';
import type { ServiceDeps } from './service-deps';
import type { TenantScope } from './tenant';
import { withTenant } from './tenant';
import { recordUpload } from './uploads-record';
import { declaredKind, UploadRefused, writeChecked } from './uploads';

/** Media file kinds (types and first bytes), by kind. */
export const MEDIA_FILE_KINDS = Object.fromEntries(
  MEDIA_KINDS.map((kind) => [kind, fileKindsFor(MEDIA_RULES[kind].mimeTypes)]),
) as Record<MediaKind, ReturnType<typeof fileKindsFor>>;

export const mediaUrl = (fileName: string) => `${SERVICE_PREFIX.media}/${fileName}`;

export interface MediaUploadOptions {
  /** The kinds this route accepts (a live class's cover: pictures only). */
  kinds: readonly MediaKind[];
  purpose: (typeof UPLOAD_RECORD_PURPOSES)[number];
  /** Who uploads, from which organisation (the row is that organisation's). */
  uploader: { userId: string; organizationId: string; scope: TenantScope };
}

/**
 * A media file (`file` part): a kind of `kinds` by its declared type (contract/media.ts) and
 * first bytes, streamed into the media store as `<uuid>.<ext>` and refused past its kind's
 * limit while streaming, then recorded in `uploads` in the uploader's organisation (the
 * sweeper removes it after a day unless a record names it). The route's plugin registers
 * @fastify/multipart; 413 and 415 close the connection.
 */
export async function receiveMedia(
  request: FastifyRequest,
  { db, media }: ServiceDeps,
  options: MediaUploadOptions,
): Promise<MediaUpload> {
  const largest = Math.max(...options.kinds.map((kind) => MEDIA_RULES[kind].maxBytes));
  const part = await filePartOf(request, { fileSize: largest });
  const declared = mediaKindOf(part.mimetype);
  const mediaKind = declared && options.kinds.includes(declared) ? declared : null;
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
      await withTenant(db, options.uploader.scope, (tx) =>
        recordUpload(tx, {
          ...upload,
          purpose: options.purpose,
          storage: media.kind,
          uploadedBy: options.uploader.userId,
          organizationId: options.uploader.organizationId,
        }),
      );
    } catch (error) {
      // Unrecorded, the sweeper would never find it: take it back.
      await media.remove(fileName).catch(() => undefined);
      throw error;
    }
    request.log.info(
      { ...upload, purpose: options.purpose, storage: media.kind },
      'media uploaded',
    );
    return { ...upload, url: mediaUrl(fileName) };
  } catch (error) {
    part.file.resume();
    if (error instanceof UploadRefused) {
      throw refusal(error.reason, {
        tooLarge: MEDIA_MESSAGES.tooLarge(mediaKind ?? options.kinds.at(-1) ?? 'video'),
        typeNotAllowed: MEDIA_MESSAGES.typeNotAllowed(options.kinds),
      });
    }
    throw error;
  }
}
