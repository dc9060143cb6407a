import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRICULUM_MESSAGES } from '../../../contract/curriculum';
import {
  anyElementBodySchema,
  anyElementPutBodySchema,
  ELEMENT_SCHEMAS,
  elementMetaSchema,
  elementSchema,
  elementTypeSchema,
  elementUpdateSchemaOf,
  type ElementBody,
} from '../../../contract/elements';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { checkedByHandler, recordPath } from '../../platform/route-schemas';
import { withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { curriculumCallerOf, curriculumWriterOf } from './caller';
import {
  answerIdsOf,
  deleteAnswer,
  elementsOf,
  findAnswer,
  findElement,
  insertElement,
  replaceElement,
  updateElementMeta,
} from './elements-store';
import { findActivity } from './items-store';
import { CURRICULUM_READ } from './topics-routes';
import { presentElement } from './present';
import { isVisible, lockItem } from './workflow-store';

const includeArchivedSchema = z.object({
  includeArchived: z
    .enum(['true', 'false'])
    .transform((text) => text === 'true')
    .default(false),
});

/**
 * The path's element type; an unknown one names no route (404). The segment is named `:id` like
 * the other calls of `v1/admin/multichoiceActivities/` (one router node, one parameter name).
 */
const typeParamsSchema = recordPath(z.object({ id: elementTypeSchema }));
/** The `PUT`'s path names an element type or an element; anything else names nothing (404). */
const typeOrIdParamsSchema = recordPath(z.object({ id: z.union([elementTypeSchema, z.uuid()]) }));

async function presentOne(tx: Db, id: string) {
  const found = await findElement(tx, id);
  if (!found) throw notFound();
  return presentElement(found.row, found.answers);
}

/** 400 on the field when the activity does not exist. */
async function checkActivity(tx: Db, activityId: string) {
  if (!(await findActivity(tx, activityId))) {
    throw badRequest(MESSAGES.badRequest, { activityId: MESSAGES.notFound });
  }
}

/** Answers named by id must be this element's (another element's answer is never taken). */
async function checkAnswers(tx: Db, elementId: string, body: ElementBody) {
  const ids = body.answers.flatMap((answer) => (answer.id ? [answer.id] : []));
  const known = await answerIdsOf(tx, elementId, ids);
  const index = body.answers.findIndex((answer) => answer.id && !known.has(answer.id));
  if (index >= 0)
    throw badRequest(MESSAGES.badRequest, { [`answers.${index}.id`]: MESSAGES.notFound });
}

/** Elements ("multichoice activities") with their answers: read, create, replace, move, answers. */
export async function elementRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const write = needs('Elements', 'write');
  const update = needs('Elements', 'update');
  const element = envelope(elementSchema);

  app.get(
    '/v1/admin/multichoice/activity/:id',
    {
      config: CURRICULUM_READ,
      schema: {
        params: idParamsSchema,
        querystring: includeArchivedSchema,
        response: { 200: envelope(z.array(elementSchema)) },
      },
    },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { id } = request.params;
      const { includeArchived } = request.query;
      const rows = await withTenant(db, caller.scope, async (tx) => {
        const activity = await findActivity(tx, id);
        if (!activity || (!caller.seesDrafts && !(await isVisible(tx, 'activity', id))))
          return null;
        return elementsOf(tx, id, {
          includeArchived: includeArchived && caller.seesDrafts,
          drafts: caller.seesDrafts,
        });
      });
      if (!rows) throw notFound();
      return { data: rows.map(({ row, answers }) => presentElement(row, answers)) };
    },
  );

  app.post(
    '/v1/admin/multichoiceActivities/:id',
    {
      config: write,
      schema: {
        params: typeParamsSchema,
        body: checkedByHandler(anyElementBodySchema),
        response: { 201: element },
      },
    },
    async (request, reply) => {
      const caller = curriculumWriterOf(request, 'element');
      const type = request.params.id;
      const body = parseInput(ELEMENT_SCHEMAS[type], request.body);
      const data = await withTenant(db, caller.scope, async (tx) => {
        await checkActivity(tx, body.activityId);
        return presentOne(tx, await insertElement(tx, type, body));
      });
      reply.code(201);
      return { data, message: CURRICULUM_MESSAGES.elementAdded };
    },
  );

  // One path, two calls of the spec: `{type}` replaces an element's content and answers;
  // `{id}` moves it to another activity or changes its level or type.
  app.put(
    '/v1/admin/multichoiceActivities/:id',
    {
      config: update,
      schema: {
        params: typeOrIdParamsSchema,
        body: checkedByHandler(anyElementPutBodySchema),
        response: { 200: element },
      },
    },
    async (request) => {
      const caller = curriculumWriterOf(request, 'element');
      const { id: param } = request.params;
      const type = elementTypeSchema.safeParse(param);
      const data = await withTenant(db, caller.scope, async (tx) => {
        if (type.success) {
          const { id, ...body } = parseInput(elementUpdateSchemaOf(type.data), request.body);
          const current = await lockItem(tx, 'element', id);
          if (!current) throw notFound();
          if (body.activityId !== current.parentId) {
            throw badRequest(MESSAGES.badRequest, { activityId: CURRICULUM_MESSAGES.moveInstead });
          }
          await checkAnswers(tx, id, body);
          await replaceElement(tx, id, type.data, body);
          const saved = await presentOne(tx, id);
          // A published element stays complete: an edit that breaks it is refused.
          if (current.isEnabled && saved.problems.length > 0) {
            throw conflict(CURRICULUM_MESSAGES.invalidCannotPublish);
          }
          return saved;
        }
        const id = param;
        const meta = parseInput(elementMetaSchema, request.body);
        const current = await findElement(tx, id);
        if (!current) throw notFound();
        await checkActivity(tx, meta.activityId);
        await updateElementMeta(tx, id, meta, meta.activityId !== current.row.activityId);
        return presentOne(tx, id);
      });
      return { data, message: CURRICULUM_MESSAGES.elementUpdated };
    },
  );

  app.delete(
    '/v1/admin/multichoiceActivities/answer/:id',
    { config: write, schema: { params: idParamsSchema, response: { 200: element } } },
    async (request) => {
      const caller = curriculumWriterOf(request, 'element');
      const { id } = request.params;
      const data = await withTenant(db, caller.scope, async (tx) => {
        const answer = await findAnswer(tx, id);
        if (!answer) throw notFound();
        const element = await lockItem(tx, 'element', answer.elementId);
        await deleteAnswer(tx, id);
        const saved = await presentOne(tx, answer.elementId);
        // Taking the last correct answer from a published element would break it for learners.
        if (element?.isEnabled && saved.problems.length > 0) {
          throw conflict(CURRICULUM_MESSAGES.invalidCannotPublish);
        }
        return saved;
      });
      return { data, message: CURRICULUM_MESSAGES.answerDeleted };
    },
  );
}
