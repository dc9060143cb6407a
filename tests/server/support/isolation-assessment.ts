import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ASSESSMENT_PATHS } from '../../../contract/assessment';
import { attempts } from '../../../server/db/schema/assessment';
import { createAssignment } from './assessment';
import { levelsUrl } from './curriculum';
import { createClassRoom, createRole, createUser } from './factories';
import { registerIsolationCases, type IsolationContext } from './isolation';

/**
 * Levels service: assessment. A student of A (made for the case) sits in a class of the target
 * that was given the target's assignment; on B, even enrolled there, the assignment does not
 * exist for them while A is their organisation, and B records no attempt.
 */

let studentRole: string | null = null;
const lastActivity = new Map<string, string>();

async function studentOf(ctx: IsolationContext) {
  studentRole ??= await createRole(ctx.t.db, { name: 'Isolation student', number: 6 });
  const user = await createUser(ctx.t.db, {
    memberships: [
      { organizationId: ctx.actor.organizationId, roleId: studentRole, isActive: true },
    ],
  });
  return { ...user, token: await ctx.t.login(user.email) };
}

registerIsolationCases('levels/assessment', [
  {
    route: `POST /api/levels/${ASSESSMENT_PATHS.attempts}`,
    kind: 'other-organisation',
    title: "a student of A submits an attempt at B's assignment given to a class they sit in",
    request: async (ctx) => {
      const student = await studentOf(ctx);
      // Named as the classes module's cases name theirs: it checks B holds no other class.
      const classRoomId = await createClassRoom(ctx.t.db, ctx.target.organizationId, {
        name: `Isolation class ${ctx.target.label} assessment ${student.id.slice(0, 8)}`,
        studentIds: [student.id],
      });
      const { activity, elements } = await createAssignment(ctx.t.db, ctx.target.organizationId, {
        classRoomId,
      });
      lastActivity.set(ctx.target.label, activity.id);
      return {
        token: student.token,
        method: 'POST',
        url: levelsUrl(ASSESSMENT_PATHS.attempts),
        payload: {
          activityId: activity.id,
          answers: [{ elementId: elements[0]!.id, choiceIds: [elements[0]!.answers[0]!.id] }],
        },
      };
    },
    unchanged: async (ctx) => {
      const activityId = lastActivity.get(ctx.target.label)!;
      expect(
        await ctx.t.db.select().from(attempts).where(eq(attempts.activityId, activityId)),
      ).toEqual([]);
    },
  },
  {
    route: `POST /api/levels/${ASSESSMENT_PATHS.attempts}`,
    kind: 'no-permission',
    title: 'a member who is not a student',
    request: async (ctx) => {
      const { activity } = await createAssignment(ctx.t.db, ctx.actor.organizationId);
      return {
        token: ctx.actor.bare.token,
        method: 'POST',
        url: levelsUrl(ASSESSMENT_PATHS.attempts),
        payload: { activityId: activity.id, answers: [] },
      };
    },
  },
]);
