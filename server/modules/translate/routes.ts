import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import { USERS_PATHS } from '../../../contract/paths';
import {
  TRANSLATE_MESSAGES,
  translateQuerySchema,
  translationSchema,
  type Translation,
} from '../../../contract/translate';
import { envelope, ERROR_CODES } from '../../../contract/wire';
import { needsAnyOf, requireAuth } from '../../platform/access';
import { forbidden, HttpError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { TranslateFailed, translatorFor } from './provider';

/** The curriculum's writers: topics, units and activities, or elements. */
const CURRICULUM_WRITE = needsAnyOf(
  { resource: 'Levels', op: 'write' },
  { resource: 'Elements', op: 'write' },
);

const notConfigured = () =>
  new HttpError(503, ERROR_CODES.unavailable, TRANSLATE_MESSAGES.notConfigured);
const providerFailed = () =>
  new HttpError(502, ERROR_CODES.badGateway, TRANSLATE_MESSAGES.providerFailed);

/**
 * `GET v1/general/translate`: a text translated between English and Arabic for the curriculum
 * editors. Only HAD writes the curriculum, so only HAD's editors may spend the provider's quota.
 * Nothing is stored, so no transaction.
 */
export async function translateRoutes(instance: FastifyInstance, { translate }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const translator = translatorFor(translate);

  const schema = {
    querystring: translateQuerySchema,
    response: { 200: envelope(translationSchema) },
  };
  app.get(`/${USERS_PATHS.translate}`, { config: CURRICULUM_WRITE, schema }, async (request) => {
    const auth = requireAuth(request);
    if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(TRANSLATE_MESSAGES.hadOnly);
    const { query } = request;
    if (!translator) throw notConfigured();
    try {
      const text = await translator.translate(
        query.text,
        query.sourceLanguage,
        query.targetLanguage,
      );
      const data: Translation = { text };
      return { data };
    } catch (error) {
      if (!(error instanceof TranslateFailed)) throw error;
      request.log.warn(
        { reason: error.reason, providerStatus: error.status },
        'translation provider failed',
      );
      throw providerFailed();
    }
  });
}
