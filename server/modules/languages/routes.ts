import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APP_LANGUAGE_MESSAGES,
  APP_LANGUAGES_MAX,
  appLanguageCreateSchema,
  appLanguageDetailSchema,
  appLanguageIdQuerySchema,
  appLanguageReorderSchema,
  appLanguageSchema,
  appLanguagesOverviewSchema,
  appLanguageUpdateSchema,
} from '../../../contract/app-languages';
import { deletedSchema, idParamsSchema } from '../../../contract/ids';
import { ERROR_CODES, envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { moveToTrash } from '../../platform/trash';
import { withTenant } from '../../platform/tenant';
import { defaultTexts, hadScope, lockedLanguage, overview, presentOne, readScope } from './caller';
import { presentDetail } from './present';
import {
  countLanguages,
  deleteLanguage,
  findByCode,
  findLanguage,
  insertLanguage,
  listLanguages,
  lockLanguages,
  moveDefault,
  setPositions,
  updateLanguage,
} from './store';
import { appLanguageTranslationRoutes } from './translations-routes';

const codeTaken = (code: string) => {
  const message = APP_LANGUAGE_MESSAGES.codeTaken(code);
  return new HttpError(409, ERROR_CODES.conflict, message, { code: message });
};

/**
 * `v1/app-languages` (SPEC section 7 "App languages"): the learner app's languages and their
 * translations files. Reads need r Configurations; writes w Configurations and HAD. Writers
 * take one lock, so the default moves, the order and the count are decided one at a time;
 * the partial unique index keeps one default even so (docs/settings.md, "App languages").
 */
export async function appLanguageRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const { db } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Configurations', 'read');
  const write = needs('Configurations', 'write');
  const update = needs('Configurations', 'update');
  const one = envelope(appLanguageSchema);
  const all = envelope(appLanguagesOverviewSchema);

  app.get(
    '/v1/app-languages/get-overview',
    { config: read, schema: { response: { 200: all } } },
    async (request) => ({ data: await withTenant(db, readScope(request), overview) }),
  );

  app.get(
    '/v1/app-languages/get-one',
    {
      config: read,
      schema: {
        querystring: appLanguageIdQuerySchema,
        response: { 200: envelope(appLanguageDetailSchema) },
      },
    },
    async (request) => {
      const { appLanguageId } = request.query;
      const data = await withTenant(db, readScope(request), async (tx) => {
        const row = await findLanguage(tx, appLanguageId);
        return row ? presentDetail(row, await defaultTexts(tx)) : null;
      });
      if (!data) throw notFound();
      return { data };
    },
  );

  app.post(
    '/v1/app-languages',
    { config: write, schema: { body: appLanguageCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const { isDefault, ...fields } = request.body;
      const data = await withTenant(db, hadScope(request), async (tx) => {
        await lockLanguages(tx);
        if (await findByCode(tx, fields.code)) throw codeTaken(fields.code);
        const { count, nextPosition } = await countLanguages(tx);
        if (count >= APP_LANGUAGES_MAX) throw conflict(APP_LANGUAGE_MESSAGES.tooMany);
        const id = await insertLanguage(tx, fields, nextPosition);
        if (isDefault) await moveDefault(tx, id);
        return presentOne(tx, id);
      });
      reply.code(201);
      return { data, message: APP_LANGUAGE_MESSAGES.created };
    },
  );

  app.post(
    '/v1/app-languages/update-language/:id',
    {
      config: update,
      schema: { params: idParamsSchema, body: appLanguageUpdateSchema, response: { 200: one } },
    },
    async (request) => {
      const { id } = request.params;
      const { isDefault, ...fields } = request.body;
      const data = await withTenant(db, hadScope(request), async (tx) => {
        const row = await lockedLanguage(tx, id);
        if (isDefault === false && row.isDefault) {
          throw new HttpError(409, ERROR_CODES.conflict, APP_LANGUAGE_MESSAGES.defaultStays, {
            isDefault: APP_LANGUAGE_MESSAGES.defaultStays,
          });
        }
        await updateLanguage(tx, id, fields);
        if (isDefault) await moveDefault(tx, id);
        return presentOne(tx, id);
      });
      return { data, message: APP_LANGUAGE_MESSAGES.updated };
    },
  );

  app.post(
    '/v1/app-languages/reorder',
    { config: update, schema: { body: appLanguageReorderSchema, response: { 200: all } } },
    async (request) => {
      const ids = request.body.appLanguageIds;
      const data = await withTenant(db, hadScope(request), async (tx) => {
        await lockLanguages(tx);
        const known = new Set((await listLanguages(tx)).map((row) => row.id));
        const named = new Set(ids);
        const everyOnce =
          named.size === ids.length && named.size === known.size && ids.every((x) => known.has(x));
        if (!everyOnce) {
          throw badRequest(APP_LANGUAGE_MESSAGES.reorderEveryOnce, {
            appLanguageIds: APP_LANGUAGE_MESSAGES.reorderEveryOnce,
          });
        }
        await setPositions(tx, ids);
        return overview(tx);
      });
      return { data, message: APP_LANGUAGE_MESSAGES.reordered };
    },
  );

  app.delete(
    '/v1/app-languages/:id',
    {
      config: write,
      schema: { params: idParamsSchema, response: { 200: envelope(deletedSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      const trashId = await withTenant(db, hadScope(request), async (tx) => {
        const row = await lockedLanguage(tx, id);
        if (row.isDefault) throw conflict(APP_LANGUAGE_MESSAGES.defaultNotDeleted);
        const kept = await moveToTrash(tx, {
          kind: 'appLanguage',
          recordId: id,
          name: row.nameEn,
          organizationId: null,
          roots: [{ table: 'app_languages', match: { id: [id] } }],
        });
        await deleteLanguage(tx, id);
        return kept;
      });
      return { data: { id }, message: APP_LANGUAGE_MESSAGES.deleted, trashId };
    },
  );

  // Its own scope: the multipart parser is registered there only.
  await instance.register(appLanguageTranslationRoutes, deps);
}
