import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  commentBodySchema,
  commentSchema,
  reactionBodySchema,
  STORY_MESSAGES,
  STORY_PATHS,
  storySchema,
} from '../../../contract/stories';
import { envelope, paged, pageQuerySchema } from '../../../contract/wire';
import { storyStatusOf } from '../../../machines/story.machine';
import type { Db } from '../../db/client';
import { MEMBER_READS, MEMBER_WRITES } from '../../platform/access';
import { conflict, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { learnerOf, storyScope, type LearnerCaller } from './caller';
import { deleteReaction, findComment, insertComment, upsertReaction } from './comments-store';
import { storyRoute } from './paths';
import { presentComment, presentStory } from './present';
import { findStory, listStories, locateStory, seenBy, shownTo } from './reads';
import { lockStory } from './store';

/**
 * The learner app's calls (docs/stories.md): any signed-in member. The feed holds the stories
 * shown now, to everyone or to the caller's active organisation. Reacting and commenting need
 * the story shown now: one the caller may never see (another organisation's own) is 404, one
 * they may see but that is hidden, blocked or expired is 409 (not shown now). Reactions and
 * comments are the story's organisation's rows, written in its scope.
 */
export async function storyLearnerRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const one = envelope(storySchema);

  /** Runs `work` in the story's organisation's scope, the story shown now and share-locked. */
  async function onShown<T>(
    caller: LearnerCaller,
    id: string,
    work: (tx: Db, story: { id: string; organizationId: string }, now: Date) => Promise<T>,
  ): Promise<T> {
    const found = await withTenant(db, caller.feedScope, (tx) => locateStory(tx, id));
    if (!found || !shownTo(found, caller.organizationId)) throw notFound();
    const now = clock();
    return withTenant(db, storyScope(caller.userId, found.organizationId), async (tx) => {
      const story = await lockStory(tx, id, 'share');
      if (!story) throw notFound();
      if (storyStatusOf(story, now) !== 'visible') throw conflict(STORY_MESSAGES.notVisible);
      return work(tx, story, now);
    });
  }

  /** The story as the learner now sees it, counts included. */
  async function storyNow(tx: Db, id: string, now: Date) {
    const row = await findStory(tx, id);
    if (!row) throw notFound();
    return presentStory(row, now);
  }

  app.get(
    `/${STORY_PATHS.feed}`,
    {
      config: MEMBER_READS,
      schema: {
        summary:
          'Learner app: the stories the caller may see now (shown, not expired; to everyone, or ' +
          "to the caller's active organisation), newest first.",
        querystring: pageQuerySchema,
        response: { 200: envelope(paged(storySchema)) },
      },
    },
    async (request) => {
      const caller = learnerOf(request);
      const { query } = request;
      const now = clock();
      const { rows, total } = await withTenant(db, caller.feedScope, (tx) =>
        listStories(
          tx,
          seenBy(caller.organizationId, now),
          pageWindow(query.pageNumber, query.pageSize),
        ),
      );
      const result = rows.map((row) => presentStory(row, now));
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );

  app.put(
    storyRoute(STORY_PATHS.reactions),
    {
      config: MEMBER_WRITES,
      schema: {
        summary:
          "Learner app: the caller's one reaction to a story shown now (replaces theirs). 404 " +
          'for a story they may not see, 409 when it is not shown now. Answers the story.',
        params: idParamsSchema,
        body: reactionBodySchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const caller = learnerOf(request);
      const data = await onShown(caller, request.params.id, async (tx, story, now) => {
        await upsertReaction(tx, {
          storyId: story.id,
          userId: caller.userId,
          organizationId: story.organizationId,
          kind: request.body.kind,
          at: now,
        });
        return storyNow(tx, story.id, now);
      });
      return { data, message: STORY_MESSAGES.reacted };
    },
  );

  app.delete(
    storyRoute(STORY_PATHS.reactions),
    {
      config: MEMBER_WRITES,
      schema: {
        summary:
          "Learner app: takes back the caller's reaction to a story shown now (none: nothing " +
          'changes). 404 and 409 as for reacting. Answers the story.',
        params: idParamsSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const caller = learnerOf(request);
      const data = await onShown(caller, request.params.id, async (tx, story, now) => {
        await deleteReaction(tx, story.id, caller.userId);
        return storyNow(tx, story.id, now);
      });
      return { data, message: STORY_MESSAGES.reactionRemoved };
    },
  );

  app.post(
    storyRoute(STORY_PATHS.comments),
    {
      config: MEMBER_WRITES,
      schema: {
        summary:
          'Learner app: a comment on a story shown now. 404 for a story the caller may not ' +
          'see, 409 when it is not shown now. Answers the comment.',
        params: idParamsSchema,
        body: commentBodySchema,
        response: { 201: envelope(commentSchema) },
      },
    },
    async (request, reply) => {
      const caller = learnerOf(request);
      const data = await onShown(caller, request.params.id, async (tx, story, now) => {
        const id = await insertComment(tx, {
          storyId: story.id,
          organizationId: story.organizationId,
          authorId: caller.userId,
          text: request.body.text,
          at: now,
        });
        const comment = await findComment(tx, story.id, id);
        if (!comment) throw notFound();
        return presentComment(comment);
      });
      reply.code(201);
      return { data, message: STORY_MESSAGES.commented };
    },
  );
}
