import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_CLASS_MESSAGES } from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { MEDIA_RULES, mediaUploadSchema } from '../../../contract/media';
import { envelope } from '../../../contract/wire';
import { receiveMedia } from '../../platform/media-upload';
import { binaryFile, multipartForm } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { liveClassCallerOf } from './caller';
import { MANAGE_OR_CHANGE } from './write-routes';

/**
 * `POST v1/live-class/upload-image` (w LiveClassesApprove): a cover picture (PNG, JPEG, WebP,
 * at most 5 MB, by declared type and first bytes) into the media store, recorded as the
 * organisation's `liveClassCover` upload; a class then names it as `coverImage` (only one
 * uploaded in its organisation). Served from /media like the curriculum's pictures.
 */
export async function liveClassImageRoutes(app: FastifyInstance, deps: ServiceDeps) {
  // This plugin's scope only: nothing else in the levels service parses multipart here.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MEDIA_RULES.picture.maxBytes, files: 1, fields: 10, parts: 11 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${LIVE_PATHS.uploadImage}`,
    {
      config: MANAGE_OR_CHANGE,
      schema: {
        body: multipartForm({ file: binaryFile('The picture: PNG, JPEG or WebP, at most 5 MB.') }),
        response: { 201: envelope(mediaUploadSchema) },
      },
    },
    async (request, reply) => {
      const caller = liveClassCallerOf(request);
      const data = await receiveMedia(request, deps, {
        kinds: ['picture'],
        purpose: 'liveClassCover',
        uploader: caller,
      });
      reply.code(201);
      return { data, message: LIVE_CLASS_MESSAGES.imageUploaded };
    },
  );
}
