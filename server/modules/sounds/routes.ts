import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import { idParamsSchema } from '../../../contract/ids';
import {
  SOUND_FILE_FIELD,
  SOUND_FORMATS,
  SOUND_KINDS,
  SOUND_MAX_BYTES,
  SOUND_MESSAGES,
  SOUND_NAME_MAX,
  SOUND_PATHS,
  soundListQuerySchema,
  soundSchema,
} from '../../../contract/sounds';
import { envelope, ERROR_CODES, paged } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import { HttpError, notFound } from '../../platform/errors';
import { CLOSING } from '../../platform/multipart';
import { toPage } from '../../platform/paging';
import { binaryFile, multipartForm } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { moveToTrash } from '../../platform/trash';
import { scopeOf, withTenant } from '../../platform/tenant';
import { presentSound } from './present';
import { deleteSound, listSounds, lockSound } from './store';
import { receiveSound, registerSoundMultipart } from './upload';

/**
 * Sounds are the platform's: HAD's configuration writers only. An upload refused here is not
 * read (`closing`: the connection is closed after the answer).
 */
function hadWriter(request: FastifyRequest, closing = false) {
  const auth = requireAuth(request);
  if (auth.organizationName !== HAD_ORG_NAME || !auth.organizationId) {
    const headers = closing ? CLOSING : {};
    throw new HttpError(403, ERROR_CODES.forbidden, SOUND_MESSAGES.hadOnly, undefined, headers);
  }
  return { ...auth, organizationId: auth.organizationId };
}

const MB = 1024 * 1024;
const text = (description: string) => z.string().max(SOUND_NAME_MAX).meta({ description });

/**
 * The learner app's sounds: `GET v1/sounds` (r Configurations, any organisation: the same for
 * all, not secret), `POST v1/sounds` and `DELETE v1/sounds/{id}` (w Configurations, HAD only,
 * like the other platform-wide settings). A deleted sound's file is left to the uploads sweeper,
 * as curriculum media are: it goes once nothing names it and it is a day old.
 */
export async function soundRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  await registerSoundMultipart(instance);

  app.get(
    `/${SOUND_PATHS.sounds}`,
    {
      config: needs('Configurations', 'read'),
      schema: {
        querystring: soundListQuerySchema,
        response: { 200: envelope(paged(soundSchema)) },
      },
    },
    async (request) => {
      const { query } = request;
      const auth = requireAuth(request);
      const { rows, total } = await withTenant(db, scopeOf(auth), (tx) => listSounds(tx, query));
      return { data: toPage(rows.map(presentSound), total, query.pageNumber, query.pageSize) };
    },
  );

  app.post(
    `/${SOUND_PATHS.sounds}`,
    {
      config: needs('Configurations', 'write'),
      schema: {
        body: multipartForm({
          nameEn: text('English name (1-100 characters); before the file.'),
          nameAr: text('Arabic name (1-100 characters); before the file.'),
          kind: z.enum(SOUND_KINDS).meta({ description: 'What the app plays it for.' }),
          [SOUND_FILE_FIELD]: binaryFile(
            `The sound (${SOUND_FORMATS}, at most ${SOUND_MAX_BYTES / MB} MB), after the fields.`,
          ),
        }),
        response: { 201: envelope(soundSchema) },
      },
    },
    async (request, reply) => {
      const auth = hadWriter(request, true);
      const row = await receiveSound(request, deps, {
        userId: auth.userId,
        organizationId: auth.organizationId,
        scope: scopeOf(auth),
      });
      request.log.info(
        { soundId: row.id, fileName: row.fileName, bytes: row.bytes, storage: deps.media.kind },
        'sound created',
      );
      reply.code(201);
      return { data: presentSound(row), message: SOUND_MESSAGES.created };
    },
  );

  app.delete(
    `/${SOUND_PATHS.sounds}/:id`,
    {
      config: needs('Configurations', 'write'),
      schema: { params: idParamsSchema, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const auth = hadWriter(request);
      const { id } = request.params;
      const trashId = await withTenant(db, scopeOf(auth), async (tx) => {
        const sound = await lockSound(tx, id);
        if (!sound) throw notFound();
        const kept = await moveToTrash(tx, {
          kind: 'sound',
          recordId: id,
          name: sound.nameEn,
          organizationId: null,
          roots: [{ table: 'sounds', match: { id: [id] } }],
        });
        await deleteSound(tx, id);
        return kept;
      });
      return { data: null, message: SOUND_MESSAGES.deleted, trashId };
    },
  );
}
