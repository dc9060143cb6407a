import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVITY_KINDS,
  CURRICULUM_MESSAGES,
  topicBodySchema,
  withSpecTitle,
  topicListQuerySchema,
  topicOptionSchema,
  topicOverviewPageSchema,
  topicOverviewSchema,
  topicPageSchema,
  topicSchema,
  topicTreeSchema,
  publishedUnitSchema,
  type TopicListQuery,
} from '../../../contract/curriculum';
import {
  curriculumLookupsSchema,
  ELEMENT_RULES,
  ELEMENT_TYPES,
  QUESTIONNAIRE_LEVELS,
} from '../../../contract/elements';
import { idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import { needs, needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTitleFor } from '../../platform/request-language';
import { withTenant } from '../../platform/tenant';
import { isUsable, usableTopicIds } from '../plans/public';
import { curriculumCallerOf, curriculumWriterOf, type CurriculumCaller } from './caller';
import { publishedUnits } from './items-store';
import {
  findTopic,
  insertTopic,
  isPublicTopic,
  topicOptions,
  topicOverviews,
  listTopics,
  updateTopic,
  withCounts,
} from './topics-store';
import { presentTopic } from './present';
import { topicTree } from './tree';

export const CURRICULUM_READ = needsAnyOf(
  { resource: 'Levels', op: 'read' },
  { resource: 'Elements', op: 'read' },
);

const filterOf = (caller: CurriculumCaller, query: TopicListQuery) => ({
  seesDrafts: caller.seesDrafts,
  search: query.search || undefined,
  published: query.published,
  archived: query.archived,
  includeArchived: query.includeArchived,
  ...pageWindow(query.pageNumber, query.pageSize),
});

/** Levels (topics): lists, the overview, pickers, lookups, and their create, read and update. */
export async function topicRoutes(instance: FastifyInstance, { db, listTotals }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParamsSchema };
  const listed = <T extends z.ZodType>(page: T) => ({
    querystring: topicListQuerySchema,
    response: { 200: envelope(page) },
  });

  app.get(
    '/v1/admin/levels',
    { config: CURRICULUM_READ, schema: listed(topicPageSchema) },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { query } = request;
      const { rows, total } = await withTenant(db, caller.scope, (tx) =>
        listTopics(tx, filterOf(caller, query)),
      );
      return { data: toPage(rows.map(presentTopic), total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    '/v2/admin/levels/overview',
    { config: CURRICULUM_READ, schema: listed(topicOverviewPageSchema) },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { query } = request;
      const { rows, total } = await withTenant(db, caller.scope, (tx) =>
        topicOverviews(tx, filterOf(caller, query), listTotals),
      );
      return { data: toPage(rows, total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    '/v2/admin/levels/overview/:id',
    {
      config: CURRICULUM_READ,
      schema: { ...byId, response: { 200: envelope(topicOverviewSchema) } },
    },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { id } = request.params;
      const [found] = await withTenant(db, caller.scope, async (tx) => {
        const topic = await findTopic(tx, id);
        if (!topic || (!caller.seesDrafts && !isPublicTopic(topic))) return [];
        return withCounts(tx, [topic], listTotals);
      });
      if (!found) throw notFound();
      return { data: found };
    },
  );

  // Also the class form's topic picker: class managers see the published topics.
  const pickerAccess = needsAnyOf(
    { resource: 'Levels', op: 'read' },
    { resource: 'Elements', op: 'read' },
    { resource: 'ClassRoomManager', op: 'read' },
  );
  app.get(
    '/v1/admin/levels/data',
    {
      config: pickerAccess,
      schema: { response: { 200: envelope(z.array(topicOptionSchema)) } },
    },
    async (request) => {
      const caller = curriculumCallerOf(request);
      // A customer's class form offers only the topics its packages allow.
      const rows = await withTenant(db, caller.scope, async (tx) => {
        const usable = await usableTopicIds(tx, caller.scope.organizationId, caller.isHad);
        return (await topicOptions(tx, caller.seesDrafts)).filter((row) =>
          isUsable(usable, row.id),
        );
      });
      return {
        data: rows.map((row) => {
          const { id, titleEn, titleAr, status } = presentTopic(row);
          return { id, titleEn, titleAr, status };
        }),
      };
    },
  );

  app.get(
    '/v2/levels/lookups',
    { config: CURRICULUM_READ, schema: { response: { 200: envelope(curriculumLookupsSchema) } } },
    async () => ({
      data: {
        elementTypes: ELEMENT_TYPES.map((id) => ({
          id,
          fields: [...ELEMENT_RULES[id].fields],
          answers: ELEMENT_RULES[id].answers,
        })),
        activityKinds: [...ACTIVITY_KINDS],
        questionnaireLevels: [...QUESTIONNAIRE_LEVELS],
      },
    }),
  );

  // What the active organisation may use: class rooms follow published units.
  app.get(
    '/v2/units/by-group',
    {
      config: needsAnyOf(
        { resource: 'Levels', op: 'read' },
        { resource: 'ClassRoomManager', op: 'read' },
        { resource: 'ClassRoomTeacher', op: 'read' },
      ),
      schema: { response: { 200: envelope(z.array(publishedUnitSchema)) } },
    },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) =>
        publishedUnits(tx, await usableTopicIds(tx, caller.scope.organizationId, caller.isHad)),
      );
      return { data };
    },
  );

  app.post(
    '/v1/curriculums/levels/',
    {
      config: needs('Levels', 'write'),
      schema: { body: topicBodySchema, response: { 201: envelope(withSpecTitle(topicSchema)) } },
    },
    async (request, reply) => {
      const caller = curriculumWriterOf(request, 'level');
      const { body } = request;
      const row = await withTenant(db, caller.scope, (tx) => insertTopic(tx, body));
      reply.code(201);
      const data = withTitleFor(request, presentTopic(row));
      return { data, message: CURRICULUM_MESSAGES.levelAdded };
    },
  );

  app.get(
    '/v1/curriculums/levels/:id',
    { config: CURRICULUM_READ, schema: { ...byId, response: { 200: envelope(topicTreeSchema) } } },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { id } = request.params;
      const tree = await withTenant(db, caller.scope, (tx) => topicTree(tx, id, caller.seesDrafts));
      if (!tree) throw notFound();
      return { data: tree };
    },
  );

  app.put(
    '/v1/curriculums/levels/:id',
    {
      config: needs('Levels', 'update'),
      schema: { ...byId, body: topicBodySchema, response: { 200: envelope(topicSchema) } },
    },
    async (request) => {
      const caller = curriculumWriterOf(request, 'level');
      const { id } = request.params;
      const { body } = request;
      const row = await withTenant(db, caller.scope, (tx) => updateTopic(tx, id, body));
      if (!row) throw notFound();
      return { data: presentTopic(row), message: CURRICULUM_MESSAGES.levelUpdated };
    },
  );
}
