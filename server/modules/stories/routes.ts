import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import {
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_PATHS,
  storyBodySchema,
  storyListQuerySchema,
  storySchema,
  type StoryBodyParsed,
  type StoryKind,
} from '../../../contract/stories';
import { envelope, paged, pageQuerySchema } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs, needsAnyOf } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { isUploadOf } from '../../platform/upload-ownership';
import { withTenant } from '../../platform/tenant';
import { storyActionRoutes } from './action-routes';
import { storyCallerOf } from './caller';
import { storyCommentRoutes } from './comment-routes';
import { storyLearnerRoutes } from './learner-routes';
import { storyRoute } from './paths';
import { presentStory } from './present';
import { findStory, listStories, managementWhere, mineWhere } from './reads';
import { insertStory } from './store';
import { storyUploadRoutes } from './upload';

const HOUR_MS = 3_600_000;

/** 400 on `expiresAt` unless it is after `now` and within the longest lifetime. */
function checkExpiry(body: StoryBodyParsed, now: Date) {
  const ahead = new Date(body.expiresAt).getTime() - now.getTime();
  if (ahead <= 0) {
    throw badRequest(MESSAGES.badRequest, { expiresAt: STORY_MESSAGES.expiryInPast });
  }
  if (ahead > STORY_LIMITS.lifetimeMaxHours * HOUR_MS) {
    throw badRequest(MESSAGES.badRequest, { expiresAt: STORY_MESSAGES.expiryTooFar });
  }
}

/**
 * Stories in the console (contract/stories.ts): publishing (w Stories), one's own list, the
 * moderation list (r StoriesManagement: HAD's moderators every organisation's, anyone else
 * their organisation's) and one story (its author or a moderator who may see it).
 */
/** A picture or video uploaded for a story in this organisation, of the story's kind. */
const isStoryMedia = (tx: Db, fileName: string, kind: StoryKind, organizationId: string) =>
  isUploadOf(tx, {
    fileName,
    purpose: 'story',
    kinds: [kind === 'video' ? 'video' : 'picture'],
    owner: { organizationId },
  });

export async function storyRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const one = envelope(storySchema);
  const list = envelope(paged(storySchema));

  app.post(
    `/${STORY_PATHS.stories}`,
    {
      config: needs('Stories', 'write'),
      schema: { body: storyBodySchema, response: { 201: one } },
    },
    async (request, reply) => {
      const caller = storyCallerOf(request);
      const { body } = request;
      const now = clock();
      checkExpiry(body, now);
      const data = await withTenant(db, caller.scope, async (tx) => {
        const media = body.mediaFileName;
        if (media !== null && !(await isStoryMedia(tx, media, body.kind, caller.organizationId))) {
          throw badRequest(MESSAGES.badRequest, { mediaFileName: STORY_MESSAGES.unknownMedia });
        }
        const id = await insertStory(tx, {
          organizationId: caller.organizationId,
          authorId: caller.userId,
          body,
          publishedAt: now,
        });
        const row = await findStory(tx, id);
        if (!row) throw notFound();
        return presentStory(row, now);
      });
      reply.code(201);
      return { data, message: STORY_MESSAGES.created };
    },
  );

  app.get(
    `/${STORY_PATHS.mine}`,
    {
      config: needs('Stories', 'read'),
      schema: { querystring: pageQuerySchema, response: { 200: list } },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const { query } = request;
      const now = clock();
      const { rows, total } = await withTenant(db, caller.scope, (tx) =>
        listStories(
          tx,
          mineWhere(caller.userId, caller.organizationId),
          pageWindow(query.pageNumber, query.pageSize),
        ),
      );
      const result = rows.map((row) => presentStory(row, now));
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    `/${STORY_PATHS.management}`,
    {
      config: needs('StoriesManagement', 'read'),
      schema: { querystring: storyListQuerySchema, response: { 200: list } },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const { query } = request;
      const now = clock();
      const where = managementWhere({
        organizationId: caller.platformWide ? null : caller.organizationId,
        status: query.status,
        kind: query.kind,
        visibility: query.visibility,
        search: query.search || undefined,
        now,
      });
      const { rows, total } = await withTenant(db, caller.readScope, (tx) =>
        listStories(tx, where, pageWindow(query.pageNumber, query.pageSize)),
      );
      const result = rows.map((row) => presentStory(row, now));
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    storyRoute(STORY_PATHS.story),
    {
      config: needsAnyOf(
        { resource: 'Stories', op: 'read' },
        { resource: 'StoriesManagement', op: 'read' },
      ),
      schema: { params: idParamsSchema, response: { 200: one } },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const row = await withTenant(db, caller.readScope, (tx) => findStory(tx, request.params.id));
      // Someone else's story exists only for a moderator.
      if (!row || (!caller.moderator && row.authorId !== caller.userId)) throw notFound();
      return { data: presentStory(row, clock()) };
    },
  );

  await app.register(storyActionRoutes, deps);
  await app.register(storyCommentRoutes, deps);
  await app.register(storyLearnerRoutes, deps);
  await app.register(storyUploadRoutes, deps);
}
