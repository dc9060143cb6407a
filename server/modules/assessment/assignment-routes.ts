import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  giveBodySchema,
  assignmentWithElementsSchema,
  assignmentPageSchema,
  assignmentBodySchema,
  assignmentListQuerySchema,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PATHS,
  choiceActivitySchema,
  choiceTopicSchema,
  submissionSchema,
} from '../../../contract/assignments';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import { moveToTrash } from '../../platform/trash';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { elementsOf } from '../curriculum/public';
import { presentElement } from '../curriculum/public';
import { isHadRequest } from '../plans/public';
import { isUsable, usableTopicIds } from '../plans/public';
import { assignmentAccess, assignmentCallerOf, reachOf, requireReach } from './assignment-access';
import { giveTo } from './assignment-give';
import { publishedChoices, publishedTopics } from './assignment-choices';
import {
  countAssignments,
  listAssignments,
  oneAssignment,
  submissionsOf,
} from './assignment-reads';
import {
  attemptsAt,
  deleteAssignment,
  findAssignment,
  insertAssignment,
  isPublishedTopic,
  publishedElementIds,
} from './assignment-store';

const pattern = (path: string) => `/${path}`;
// Route patterns: the paths' builders encode their id, so ':id' is written here.
const ONE = `/${ASSIGNMENT_PATHS.list}/:id`;

/**
 * Assignments and knowledge tests of the caller's organisation (docs/assessment.md): create from
 * copies of published platform elements, list, read one, give to class rooms, read who
 * submitted, delete. Another organisation's are 404 (row-level security hides them).
 */
export async function assignmentRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  /** The organisation's activity of a given kind the caller may reach with `op`, else 404. */
  const reachable = async (
    tx: Db,
    request: Parameters<typeof reachOf>[0],
    id: string,
    op: Parameters<typeof reachOf>[2],
    lock = false,
  ) => {
    const caller = assignmentCallerOf(request);
    const found = await findAssignment(tx, caller.organizationId, id, lock);
    const reach = found && reachOf(request, found.kind, op);
    if (!found || !reach) throw notFound();
    return { ...found, ...reach };
  };

  app.post(
    pattern(ASSIGNMENT_PATHS.create),
    {
      config: assignmentAccess('write'),
      schema: {
        body: assignmentBodySchema,
        response: { 201: envelope(assignmentWithElementsSchema) },
      },
    },
    async (request, reply) => {
      const caller = assignmentCallerOf(request);
      const { body } = request;
      const { onlyTeacherId } = requireReach(request, body.kind, 'write');
      const data = await withTenant(db, caller.scope, async (tx) => {
        // Only the topics of the organisation's packages count as published for it.
        const usable = await usableTopicIds(tx, caller.organizationId, isHadRequest(request));
        const published = await publishedElementIds(tx, body.elementIds, usable);
        const errors: Record<string, string> = {};
        body.elementIds.forEach((id, i) => {
          if (!published.has(id)) errors[`elementIds.${i}`] = ASSIGNMENT_MESSAGES.notPublished;
        });
        const topic = body.levelId;
        if (topic && !(isUsable(usable, topic) && (await isPublishedTopic(tx, topic)))) {
          errors.levelId = ASSIGNMENT_MESSAGES.topicNotPublished;
        }
        if (Object.keys(errors).length > 0) throw badRequest(MESSAGES.badRequest, errors);
        const id = await insertAssignment(tx, caller.organizationId, body);
        await giveTo(tx, {
          caller,
          activityId: id,
          classRooms: body.classRooms,
          onlyTeacherId,
          now: clock(),
        });
        return detail(tx, caller.organizationId, id, onlyTeacherId);
      });
      reply.code(201);
      return { data, message: ASSIGNMENT_MESSAGES.created };
    },
  );

  app.get(
    pattern(ASSIGNMENT_PATHS.list),
    {
      config: assignmentAccess('read'),
      schema: {
        querystring: assignmentListQuerySchema,
        response: { 200: envelope(assignmentPageSchema) },
      },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const { kind, search, pageNumber, pageSize } = request.query;
      const { onlyTeacherId } = requireReach(request, kind, 'read');
      const data = await withTenant(db, caller.scope, async (tx) => {
        const filter = { kind, search };
        const [rows, total] = [
          await listAssignments(
            tx,
            caller.organizationId,
            filter,
            pageWindow(pageNumber, pageSize),
            onlyTeacherId,
          ),
          await countAssignments(tx, caller.organizationId, filter),
        ];
        return toPage(rows, total, pageNumber, pageSize);
      });
      return { data };
    },
  );

  app.get(
    ONE,
    {
      config: assignmentAccess('read'),
      schema: { params: idParamsSchema, response: { 200: envelope(assignmentWithElementsSchema) } },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const found = await reachable(tx, request, request.params.id, 'read');
        return detail(tx, caller.organizationId, found.id, found.onlyTeacherId);
      });
      return { data };
    },
  );

  app.put(
    `${ONE}/class-rooms`,
    {
      config: assignmentAccess('update'),
      schema: {
        params: idParamsSchema,
        body: giveBodySchema,
        response: { 200: envelope(assignmentWithElementsSchema) },
      },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const found = await reachable(tx, request, request.params.id, 'update', true);
        await giveTo(tx, {
          caller,
          activityId: found.id,
          classRooms: request.body.classRooms,
          onlyTeacherId: found.onlyTeacherId,
          now: clock(),
          replace: true,
        });
        return detail(tx, caller.organizationId, found.id, found.onlyTeacherId);
      });
      return { data, message: ASSIGNMENT_MESSAGES.given };
    },
  );

  app.get(
    `${ONE}/submissions`,
    {
      config: assignmentAccess('read'),
      schema: { params: idParamsSchema, response: { 200: envelope(z.array(submissionSchema)) } },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const found = await reachable(tx, request, request.params.id, 'read');
        return submissionsOf(tx, caller.organizationId, found.id, found.onlyTeacherId);
      });
      return { data };
    },
  );

  // What to build from: the published curriculum, read by anyone who manages given work (the
  // curriculum's own reads need r Levels or r Elements, which an organisation's manager lacks).
  app.get(
    pattern(ASSIGNMENT_PATHS.choiceTopics),
    {
      config: assignmentAccess('read'),
      schema: { response: { 200: envelope(z.array(choiceTopicSchema)) } },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const usable = await usableTopicIds(tx, caller.organizationId, isHadRequest(request));
        return (await publishedTopics(tx)).filter((topic) => isUsable(usable, topic.id));
      });
      return { data };
    },
  );

  app.get(
    `/${ASSIGNMENT_PATHS.choiceTopics}/:id`,
    {
      config: assignmentAccess('read'),
      schema: {
        params: idParamsSchema,
        response: { 200: envelope(z.array(choiceActivitySchema)) },
      },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const usable = await usableTopicIds(tx, caller.organizationId, isHadRequest(request));
        if (!isUsable(usable, request.params.id)) throw notFound();
        if (!(await isPublishedTopic(tx, request.params.id))) throw notFound();
        return publishedChoices(tx, request.params.id);
      });
      return { data };
    },
  );

  app.delete(
    ONE,
    {
      config: assignmentAccess('write'),
      schema: { params: idParamsSchema, response: { 200: envelope(z.object({ id: z.uuid() })) } },
    },
    async (request) => {
      const caller = assignmentCallerOf(request);
      const { id, trashId } = await withTenant(db, caller.scope, async (tx) => {
        const found = await reachable(tx, request, request.params.id, 'write', true);
        // A teacher alone gives work to their classes; taking it from everyone's is a manager's.
        if (found.onlyTeacherId) throw forbidden(ASSIGNMENT_MESSAGES.notAllowed);
        if ((await attemptsAt(tx, caller.organizationId, found.id)) > 0) {
          throw conflict(ASSIGNMENT_MESSAGES.hasAttempts);
        }
        const kept = await moveToTrash(tx, {
          kind: found.kind === 'knowledge_test' ? 'knowledgeTest' : 'assignment',
          recordId: found.id,
          name: found.title,
          organizationId: caller.organizationId,
          roots: [{ table: 'activities', match: { id: [found.id] } }],
        });
        await deleteAssignment(tx, caller.organizationId, found.id);
        return { id: found.id, trashId: kept };
      });
      return { data: { id }, message: ASSIGNMENT_MESSAGES.deleted, trashId };
    },
  );
}

async function detail(tx: Db, organizationId: string, id: string, onlyTeacherId: string | null) {
  const summary = await oneAssignment(tx, organizationId, id, onlyTeacherId);
  if (!summary) throw notFound();
  const elements = await elementsOf(tx, id, { includeArchived: false, drafts: false });
  return {
    ...summary,
    elementList: elements.map(({ row, answers }) => presentElement(row, answers)),
  };
}
