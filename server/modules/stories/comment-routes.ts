import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  commentSchema,
  reactionSchema,
  STORY_MESSAGES,
  STORY_PATHS,
} from '../../../contract/stories';
import { envelope, paged, pageQuerySchema } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs, needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { recordPath } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { storyCallerOf, storyScope, type StoryCaller } from './caller';
import { findComment, listComments, listReactions, removeComment } from './comments-store';
import { storyChildRoute, storyRoute } from './paths';
import { presentComment, presentReaction } from './present';
import { locateStory } from './reads';

const commentParamsSchema = recordPath(z.object({ id: z.uuid(), commentId: z.uuid() }));

/** The story when the caller may read it (its author, or a moderator who sees it), or 404. */
async function readableStory(tx: Db, caller: StoryCaller, id: string) {
  const found = await locateStory(tx, id);
  if (!found || (!caller.moderator && found.authorId !== caller.userId)) throw notFound();
  return found;
}

/**
 * A story's reactions and comments as the console reads them (its author, or r
 * StoriesManagement), and a moderator removing a comment (w StoriesManagement): kept and marked,
 * so moderators still see it, while its author and learners no longer do.
 */
export async function storyCommentRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const read = needsAnyOf(
    { resource: 'Stories', op: 'read' },
    { resource: 'StoriesManagement', op: 'read' },
  );

  app.get(
    storyRoute(STORY_PATHS.reactions),
    {
      config: read,
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelope(paged(reactionSchema)) },
      },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const { query } = request;
      const { rows, total } = await withTenant(db, caller.readScope, async (tx) => {
        await readableStory(tx, caller, request.params.id);
        return listReactions(tx, request.params.id, pageWindow(query.pageNumber, query.pageSize));
      });
      const result = rows.map(presentReaction);
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );

  app.get(
    storyRoute(STORY_PATHS.comments),
    {
      config: read,
      schema: {
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelope(paged(commentSchema)) },
      },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const { query } = request;
      const { rows, total } = await withTenant(db, caller.readScope, async (tx) => {
        await readableStory(tx, caller, request.params.id);
        const window = pageWindow(query.pageNumber, query.pageSize);
        // Removed comments are the moderators' record; the author sees what learners see.
        return listComments(tx, request.params.id, caller.moderator, window);
      });
      const result = rows.map(presentComment);
      return { data: toPage(result, total, query.pageNumber, query.pageSize) };
    },
  );

  app.delete(
    storyChildRoute(STORY_PATHS.comment, 'commentId'),
    {
      config: needs('StoriesManagement', 'write'),
      schema: { params: commentParamsSchema, response: { 200: envelope(commentSchema) } },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const { id, commentId } = request.params;
      const found = await withTenant(db, caller.readScope, (tx) => locateStory(tx, id));
      if (!found) throw notFound();
      const data = await withTenant(
        db,
        storyScope(caller.userId, found.organizationId),
        async (tx) => {
          await removeComment(tx, id, commentId, caller.userId, clock());
          const comment = await findComment(tx, id, commentId);
          if (!comment) throw notFound();
          return presentComment(comment);
        },
      );
      return { data, message: STORY_MESSAGES.commentRemoved };
    },
  );
}
