import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diffTranslations, flattenTranslations } from '../../../contract/app-language-translations';
import {
  APP_LANGUAGE_MESSAGES,
  TRANSLATIONS_FILE,
  TRANSLATIONS_FILE_FIELD,
  translationsUploadQuerySchema,
  translationsUploadResultSchema,
} from '../../../contract/app-languages';
import { idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { binaryFile, multipartForm } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { attachment } from '../organizations/public';
import { defaultTexts, hadScope, lockedLanguage, presentOne, readScope } from './caller';
import { findLanguage, saveTranslations } from './store';
import { readTranslationsFile, registerTranslationsMultipart } from './upload';

/**
 * `POST v1/app-languages/{id}/translations-json` (multipart `file`; `?dryRun=true` compares and
 * saves nothing) and, ours, `GET` of the same path: the translations back as a JSON file.
 */
export async function appLanguageTranslationRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  await registerTranslationsMultipart(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Configurations', 'read');
  const update = needs('Configurations', 'update');

  app.post(
    '/v1/app-languages/:id/translations-json',
    {
      config: update,
      schema: {
        params: idParamsSchema,
        querystring: translationsUploadQuerySchema,
        body: multipartForm({
          [TRANSLATIONS_FILE_FIELD]: binaryFile(
            `The translations: JSON, at most ${TRANSLATIONS_FILE.maxBytes / (1024 * 1024)} MB, ` +
              'an object of strings (nested objects allowed).',
          ),
        }),
        response: { 200: envelope(translationsUploadResultSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { dryRun } = request.query;
      const scope = hadScope(request);
      const file = await readTranslationsFile(request);
      const data = await withTenant(db, scope, async (tx) => {
        // A dry run writes nothing: it compares with what is there, without waiting for writers.
        const row = dryRun ? await findLanguage(tx, id) : await lockedLanguage(tx, id);
        if (!row) throw notFound();
        // The default is compared with what it has now: what the others would lack or add.
        const base = row.isDefault ? flattenTranslations(row.translations) : await defaultTexts(tx);
        const diff = diffTranslations(base, file.flat);
        if (!dryRun) await saveTranslations(tx, id, file.tree);
        const keyCount = Object.keys(file.flat).length;
        return { saved: !dryRun, appLanguage: await presentOne(tx, id), diff, keyCount };
      });
      const message = dryRun
        ? APP_LANGUAGE_MESSAGES.translationsChecked
        : APP_LANGUAGE_MESSAGES.translationsSaved;
      return { data, message };
    },
  );

  // Ours (the spec names the upload only): the translations back as a JSON file.
  app.get(
    '/v1/app-languages/:id/translations-json',
    {
      config: read,
      schema: {
        params: idParamsSchema,
        response: {
          200: z.record(z.string(), z.unknown()).meta({
            description: 'The translations as a JSON file (translations-<code>.json).',
          }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await withTenant(db, readScope(request), (tx) => findLanguage(tx, id));
      if (!row) throw notFound();
      // Pretty-printed for translators: a string is sent as it is (the declared object, as text).
      const file = `${JSON.stringify(row.translations ?? {}, null, 2)}\n`;
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(`translations-${row.code}.json`))
        .send(file as unknown as Record<string, unknown>);
    },
  );
}
