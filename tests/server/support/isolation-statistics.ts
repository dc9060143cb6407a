import { eq } from 'drizzle-orm';
import { ASSESSMENT_PATHS } from '../../../contract/assessment';
import { activities } from '../../../server/db/schema/curriculum';
import { levelsUrl } from './curriculum';
import { registerIsolationCases, type IsolationContext } from './isolation';

/**
 * Levels service: a learner's statistics at an activity. A's manager asks for B's member at the
 * level test (platform content every organisation sees): B's learner does not exist for them
 * (404); the control reads A's own member. A member without Reports or a class right: 403.
 */
const ROUTE = 'GET /api/levels/v1/levels/exam/activities/:activityId/users/:userId/statistics';

async function levelTestId(ctx: IsolationContext) {
  const [row] = await ctx.t.db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.kind, 'level_test'));
  return row!.id;
}

registerIsolationCases('levels/statistics', [
  {
    route: ROUTE,
    kind: 'other-organisation',
    title: 'a member of B at the level test',
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: levelsUrl(ASSESSMENT_PATHS.statistics(await levelTestId(ctx), ctx.target.subject.id)),
    }),
  },
  {
    route: ROUTE,
    kind: 'no-permission',
    title: 'a member without Reports, ClassRoomManager or ClassRoomTeacher read',
    request: async (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: levelsUrl(ASSESSMENT_PATHS.statistics(await levelTestId(ctx), ctx.actor.subject.id)),
    }),
  },
]);
