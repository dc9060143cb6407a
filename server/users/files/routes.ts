import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTHENTICATED } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { contentTypeOf, resolveStoredFile } from '../../platform/storage';

const paramsSchema = z.object({ fileName: z.string() });

/** The users-service file call (`logoPath` in contract/paths.ts): organisation logos. */
export async function fileRoutes(app: FastifyInstance, { uploads }: ServiceDeps) {
  app.get('/v1/files/:fileName', { config: AUTHENTICATED }, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const file = params.success
      ? await resolveStoredFile(uploads.logos, params.data.fileName)
      : null;
    if (!file || !params.success) throw notFound();
    return reply
      .type(contentTypeOf(params.data.fileName))
      .header('cache-control', 'private, max-age=3600')
      .send(createReadStream(file));
  });
}
