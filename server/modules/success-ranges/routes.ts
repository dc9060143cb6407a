import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import {
  levelSettingsSchema,
  scoreGaps,
  SUCCESS_RANGE_MESSAGES,
  successRangeBodySchema,
  successRangeSchema,
  type SuccessRangeBody,
} from '../../../contract/success-ranges';
import { envelope } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import {
  deleteRange,
  findRange,
  insertRange,
  topicExists,
  listRanges,
  lockRanges,
  overlapping,
  updateRange,
} from './store';

/** The level test is the platform's: HAD members only, whatever their grants elsewhere. */
function hadScope(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(SUCCESS_RANGE_MESSAGES.hadOnly);
  return scopeOf(auth);
}

/** A range's topic must exist and its scores be free: 400 on the topic, 409 naming the range. */
async function checkRange(tx: Db, body: SuccessRangeBody, exceptId?: string) {
  if (!(await topicExists(tx, body.levelId))) {
    throw badRequest(MESSAGES.badRequest, { levelId: SUCCESS_RANGE_MESSAGES.levelNotFound });
  }
  const other = await overlapping(tx, body, exceptId);
  if (other) throw conflict(SUCCESS_RANGE_MESSAGES.overlaps(other.minScore, other.maxScore));
}

/**
 * The level test's score ranges (/level-test: HAD, r Elements to read, w Elements to change).
 * Ranges never overlap (checked under a lock, and by an exclusion constraint); the answer to
 * `GET v1/settings/levels` names the scores still uncovered.
 */
export async function successRangeRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needs('Elements', 'read');
  const write = needs('Elements', 'write');
  const update = needs('Elements', 'update');
  const one = envelope(successRangeSchema);

  app.get(
    '/v1/settings/levels',
    { config: read, schema: { response: { 200: envelope(levelSettingsSchema) } } },
    async (request) => {
      const ranges = await withTenant(db, hadScope(request), listRanges);
      return { data: { ranges, gaps: scoreGaps(ranges) } };
    },
  );

  app.post(
    '/v1/settings/successRange',
    { config: write, schema: { body: successRangeBodySchema, response: { 201: one } } },
    async (request, reply) => {
      const { body } = request;
      const data = await withTenant(db, hadScope(request), async (tx) => {
        await lockRanges(tx);
        await checkRange(tx, body);
        const created = await findRange(tx, await insertRange(tx, body));
        if (!created) throw new Error('a success range just written is not found');
        return created;
      });
      reply.code(201);
      return { data, message: SUCCESS_RANGE_MESSAGES.added };
    },
  );

  app.put(
    '/v1/settings/successRange/:id',
    {
      config: update,
      schema: { params: idParamsSchema, body: successRangeBodySchema, response: { 200: one } },
    },
    async (request) => {
      const { id } = request.params;
      const { body } = request;
      const data = await withTenant(db, hadScope(request), async (tx) => {
        await lockRanges(tx);
        if (!(await findRange(tx, id))) return null;
        await checkRange(tx, body, id);
        await updateRange(tx, id, body);
        return findRange(tx, id);
      });
      if (!data) throw notFound();
      return { data, message: SUCCESS_RANGE_MESSAGES.updated };
    },
  );

  app.delete(
    '/v1/settings/successRange/:id',
    {
      config: write,
      schema: {
        params: idParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await withTenant(db, hadScope(request), (tx) => deleteRange(tx, id));
      if (!deleted) throw notFound();
      return { data: null, message: SUCCESS_RANGE_MESSAGES.deleted };
    },
  );
}
