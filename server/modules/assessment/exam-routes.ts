import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_PATHS,
  elementPointsBodySchema,
  levelTestSchema,
} from '../../../contract/assessment';
import { activitySchema, examBodySchema, withSpecTitle } from '../../../contract/curriculum';
import { elementSchema } from '../../../contract/elements';
import { idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { recordPath } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTitleFor } from '../../platform/request-language';
import { withTenant } from '../../platform/tenant';
import { curriculumCallerOf, curriculumWriterOf } from '../curriculum/public';
import { elementsOf, findElement } from '../curriculum/public';
import { findTopic, isPublicTopic } from '../curriculum/public';
import { CURRICULUM_READ } from '../curriculum/public';
import { presentActivity, presentElement } from '../curriculum/public';
import {
  examsOf,
  findLevelTest,
  insertExam,
  lockElementWithKind,
  setElementPoints,
} from './exams-store';

const pattern = (path: string) => `/${path}`;
const topicParamsSchema = recordPath(z.object({ levelId: z.uuid() }));

/**
 * Exams and the level test, HAD's platform content: add an exam to a topic, list a topic's
 * exams, set an element's points, read the level test. Their elements are written and published
 * by the curriculum's element and workflow routes, like a lesson's.
 */
export async function examRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v1/admin/levels/addExam/:levelId',
    {
      config: needs('Levels', 'write'),
      schema: {
        params: topicParamsSchema,
        body: examBodySchema,
        response: { 201: envelope(withSpecTitle(activitySchema)) },
      },
    },
    async (request, reply) => {
      const caller = curriculumWriterOf(request, 'activity');
      const { levelId } = request.params;
      const row = await withTenant(db, caller.scope, async (tx) => {
        if (!(await findTopic(tx, levelId))) throw notFound();
        return insertExam(tx, levelId, request.body);
      });
      reply.code(201);
      const data = withTitleFor(request, presentActivity(row));
      return { data, message: ASSESSMENT_MESSAGES.examAdded };
    },
  );

  app.get(
    '/v1/admin/levels/:id/exams',
    {
      config: CURRICULUM_READ,
      schema: { params: idParamsSchema, response: { 200: envelope(z.array(activitySchema)) } },
    },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { id } = request.params;
      const rows = await withTenant(db, caller.scope, async (tx) => {
        const topic = await findTopic(tx, id);
        if (!topic || (!caller.seesDrafts && !isPublicTopic(topic))) return null;
        return examsOf(tx, id, caller.seesDrafts);
      });
      if (!rows) throw notFound();
      return { data: rows.map(presentActivity) };
    },
  );

  app.put(
    '/v1/admin/exam/elementPoints/:id',
    {
      config: needs('Elements', 'update'),
      schema: {
        params: idParamsSchema,
        body: elementPointsBodySchema,
        response: { 200: envelope(elementSchema) },
      },
    },
    async (request) => {
      const caller = curriculumWriterOf(request, 'element');
      const { id } = request.params;
      const data = await withTenant(db, caller.scope, async (tx) => {
        const element = await lockElementWithKind(tx, id);
        if (!element) throw notFound();
        if (element.kind !== 'exam' && element.kind !== 'level_test') {
          throw notFound(ASSESSMENT_MESSAGES.notAnExamElement);
        }
        await setElementPoints(tx, id, request.body.points);
        const found = await findElement(tx, id);
        return presentElement(found!.row, found!.answers);
      });
      return { data, message: ASSESSMENT_MESSAGES.pointsUpdated };
    },
  );

  app.get(
    pattern(ASSESSMENT_PATHS.levelTest),
    { config: CURRICULUM_READ, schema: { response: { 200: envelope(levelTestSchema) } } },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const test = await findLevelTest(tx);
        if (!test) throw notFound();
        const elements = await elementsOf(tx, test.id, {
          includeArchived: false,
          drafts: caller.seesDrafts,
        });
        return {
          activity: presentActivity(test),
          elements: elements.map(({ row, answers }) => presentElement(row, answers)),
        };
      });
      return { data };
    },
  );
}
