import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_KINDS } from '../../../contract/elements';
import type { MediaUpload } from '../../../contract/media';
import { curriculumWriterOf } from '../curriculum/public';
import { HttpError } from '../../platform/errors';
import { receiveMedia } from '../../platform/media-upload';
import { CLOSING } from '../../platform/multipart';
import type { ServiceDeps } from '../../platform/service-deps';

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
 * streamed into the media store (platform/media-upload.ts) and recorded as HAD's upload,
 * since only HAD writes the curriculum. 201 `{ data: MediaUpload }`.
 */
export async function uploadMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ServiceDeps,
): Promise<{ data: MediaUpload }> {
  const writer = writerOf(request);
  const data = await receiveMedia(request, deps, {
    kinds: MEDIA_KINDS,
    purpose: 'curriculum',
    uploader: {
      userId: writer.userId,
      organizationId: writer.scope.organizationId!,
      scope: writer.scope,
    },
  });
  reply.code(201);
  return { data };
}
