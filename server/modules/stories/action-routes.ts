import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  AUTHOR_ACTIONS,
  blockBodySchema,
  STORY_MESSAGES,
  STORY_PATHS,
  storySchema,
  type StoryAction,
} from '../../../contract/stories';
import { envelope } from '../../../contract/wire';
import { nextStoryStatus, storyStatusOf } from '../../../machines/story.machine';
import { needs } from '../../platform/access';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { storyScope, type StoryCaller, storyCallerOf } from './caller';
import { storyRoute } from './paths';
import { presentStory } from './present';
import { findStory, locateStory } from './reads';
import { lockStory, writeStoryState } from './store';

const DONE: Record<StoryAction, string> = {
  hide: STORY_MESSAGES.hidden,
  show: STORY_MESSAGES.shown,
  block: STORY_MESSAGES.blocked,
  unblock: STORY_MESSAGES.unblocked,
};

const routeOf = (action: StoryAction) => storyRoute((id) => STORY_PATHS.action(id, action));

/**
 * The story machine's actions (machines/story.machine.ts): the author hides and shows their
 * story (w Stories), a moderator blocks it with a reason and unblocks it (w StoriesManagement;
 * HAD's in any organisation). Each asks the machine from the story's status now (expiry on the
 * server's clock) and answers 409 when it refuses.
 */
export async function storyActionRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: envelope(storySchema) };

  async function act(caller: StoryCaller, id: string, action: StoryAction, reason?: string) {
    const found = await withTenant(db, caller.readScope, (tx) => locateStory(tx, id));
    if (!found) throw notFound();
    if (AUTHOR_ACTIONS.includes(action) && found.authorId !== caller.userId) {
      // A moderator sees the story (403: not theirs to hide); anyone else does not (404).
      throw caller.moderator ? forbidden(STORY_MESSAGES.notAuthor) : notFound();
    }
    const now = clock();
    // Written in the story's organisation's scope: HAD's moderators act on any organisation's.
    return withTenant(db, storyScope(caller.userId, found.organizationId), async (tx) => {
      const row = await lockStory(tx, id);
      if (!row) throw notFound();
      const expired = row.expiresAt.getTime() <= now.getTime();
      const next = nextStoryStatus(storyStatusOf(row, now), action, { expired });
      if (next === null) throw conflict(STORY_MESSAGES.notAllowed);
      const blocking =
        action === 'block' && reason !== undefined ? { reason, by: caller.userId, at: now } : null;
      await writeStoryState(tx, id, next, blocking);
      const record = await findStory(tx, id);
      if (!record) throw notFound();
      return presentStory(record, now);
    });
  }

  for (const action of AUTHOR_ACTIONS) {
    app.put(
      routeOf(action),
      { config: needs('Stories', 'update'), schema: { params: idParamsSchema, response: answer } },
      async (request) => {
        const data = await act(storyCallerOf(request), request.params.id, action);
        return { data, message: DONE[action] };
      },
    );
  }

  app.put(
    routeOf('block'),
    {
      config: needs('StoriesManagement', 'update'),
      schema: { params: idParamsSchema, body: blockBodySchema, response: answer },
    },
    async (request) => {
      const caller = storyCallerOf(request);
      const data = await act(caller, request.params.id, 'block', request.body.reason);
      return { data, message: DONE.block };
    },
  );

  app.put(
    routeOf('unblock'),
    {
      config: needs('StoriesManagement', 'update'),
      schema: { params: idParamsSchema, response: answer },
    },
    async (request) => {
      const data = await act(storyCallerOf(request), request.params.id, 'unblock');
      return { data, message: DONE.unblock };
    },
  );
}
