import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEDIA_RULES } from '../../../contract/media';
import { STORY_PATHS, storyMediaSchema, type StoryMedia } from '../../../contract/stories';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { receiveMedia } from '../../platform/media-upload';
import { binaryFile, multipartForm } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { storyCallerOf } from './caller';

/**
 * `POST v1/stories/upload-media` (w Stories): a story's picture (PNG, JPEG, WebP, 5 MB) or
 * video (MP4, WebM, 200 MB), checked by declared type and first bytes, into the media store
 * and recorded as the caller's organisation's `story` upload. A story then names it as
 * `mediaFileName` (only one of its organisation, of the story's kind); unnamed, the uploads
 * sweeper removes it after a day.
 */
export async function storyUploadRoutes(app: FastifyInstance, deps: ServiceDeps) {
  // This plugin's scope only; receiveMedia raises the size limit to the kind's.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MEDIA_RULES.picture.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${STORY_PATHS.uploadMedia}`,
    {
      config: needs('Stories', 'write'),
      schema: {
        body: multipartForm({
          file: binaryFile('The picture (PNG, JPEG, WebP, 5 MB) or video (MP4, WebM, 200 MB).'),
        }),
        response: { 201: envelope(storyMediaSchema) },
      },
    },
    async (request, reply) => {
      const caller = storyCallerOf(request);
      const upload = await receiveMedia(request, deps, {
        kinds: ['picture', 'video'],
        purpose: 'story',
        uploader: caller,
      });
      // Only pictures and videos are accepted above: the kind narrows to the story's.
      const data: StoryMedia = { ...upload, kind: upload.kind === 'video' ? 'video' : 'picture' };
      reply.code(201);
      return { data };
    },
  );
}
