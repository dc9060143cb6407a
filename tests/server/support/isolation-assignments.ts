import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ASSIGNMENT_PATHS } from '../../../contract/assignments';
import { activityClassRooms } from '../../../server/db/schema/assessment';
import { activities } from '../../../server/db/schema/curriculum';
import { rowsOf } from '../../../server/platform/sql-rows';
import { createAssignment } from './assessment';
import { levelsUrl } from './curriculum';
import { createClassRoom } from './factories';
import {
  exemptFromIsolation,
  registerIsolationCases,
  type IsolationCase,
  type IsolationContext,
} from './isolation';

/**
 * Levels service: assignments and knowledge tests. A's manager names B's assignment (404, B's
 * left as it was) or gives A's new one to B's class (400 on the field: B's class does not exist
 * for A). A member without the grants is refused (403). That lists never show B's rows is
 * checked in assessment-given.test.ts.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const made = new Map<string, string>();

/** A published element of the demo curriculum (the whole chain published). */
async function publishedElement(ctx: IsolationContext) {
  const [row] = await rowsOf<{ id: string }>(
    ctx.t.db.execute(sql`select e.id from elements e
      join activities a on a.id = e.activity_id join units u on u.id = a.unit_id
      join levels l on l.id = u.level_id
      where e.organization_id is null and e.is_enabled and not e.is_archived
        and a.is_enabled and not a.is_archived and u.is_enabled and not u.is_archived
        and l.is_enabled and not l.is_archived limit 1`),
  );
  return row!.id;
}

const assignmentOf = async (ctx: IsolationContext) => {
  const { activity } = await createAssignment(ctx.t.db, ctx.target.organizationId);
  made.set(ctx.target.label, activity.id);
  return activity.id;
};

const stillThere = async (ctx: IsolationContext) => {
  const id = made.get(ctx.target.label)!;
  expect(await ctx.t.db.select().from(activities).where(eq(activities.id, id))).toHaveLength(1);
  expect(
    await ctx.t.db.select().from(activityClassRooms).where(eq(activityClassRooms.activityId, id)),
  ).toEqual([]);
};

const BASE = `/api/levels/${ASSIGNMENT_PATHS.list}/:id`;
const idCases = (
  route: string,
  method: 'GET' | 'PUT' | 'DELETE',
  path: (id: string) => string,
  payload?: unknown,
): IsolationCase[] => [
  {
    route,
    kind: 'other-organisation',
    title: 'an assignment of B',
    request: async (ctx) => ({
      token: ctx.actor.manager.token,
      method,
      url: levelsUrl(path(await assignmentOf(ctx))),
      payload,
    }),
    unchanged: stillThere,
  },
  {
    route,
    kind: 'no-permission',
    title: 'a member without KnowledgeTesting, ClassRoomManager or ClassRoomTeacher',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method,
      url: levelsUrl(path(ANY_ID)),
      payload,
    }),
  },
];

registerIsolationCases('levels/given', [
  {
    route: `POST /api/levels/${ASSIGNMENT_PATHS.create}`,
    kind: 'other-organisation',
    title: 'a new assignment of A given to a class room of B',
    status: 400,
    statusReason: 'the body names the class: B’s does not exist for A, refused on the field',
    request: async (ctx) => {
      const classRoomId = await createClassRoom(ctx.t.db, ctx.target.organizationId, {
        name: `Isolation class ${ctx.target.label} given ${Math.random().toString(36).slice(2, 8)}`,
      });
      made.set(`class-${ctx.target.label}`, classRoomId);
      return {
        token: ctx.actor.manager.token,
        method: 'POST',
        url: levelsUrl(ASSIGNMENT_PATHS.create),
        payload: {
          kind: 'assignment',
          titleEn: 'Isolation',
          elementIds: [await publishedElement(ctx)],
          classRooms: [{ classRoomId, dueAt: null }],
        },
      };
    },
    unchanged: async (ctx) => {
      const classRoomId = made.get(`class-${ctx.target.label}`)!;
      expect(
        await ctx.t.db
          .select()
          .from(activityClassRooms)
          .where(eq(activityClassRooms.classRoomId, classRoomId)),
      ).toEqual([]);
    },
  },
  {
    route: `POST /api/levels/${ASSIGNMENT_PATHS.create}`,
    kind: 'no-permission',
    title: 'a member without the grants',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'POST',
      url: levelsUrl(ASSIGNMENT_PATHS.create),
      payload: { kind: 'assignment', titleEn: 'x', elementIds: [ANY_ID] },
    }),
  },
  {
    route: `GET /api/levels/${ASSIGNMENT_PATHS.list}`,
    kind: 'no-permission',
    title: 'a member without the grants',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: levelsUrl(`${ASSIGNMENT_PATHS.list}?kind=assignment`),
    }),
  },
  ...idCases(`GET ${BASE}`, 'GET', ASSIGNMENT_PATHS.one),
  ...idCases(`PUT ${BASE}/class-rooms`, 'PUT', ASSIGNMENT_PATHS.classRooms, { classRooms: [] }),
  ...idCases(`GET ${BASE}/submissions`, 'GET', ASSIGNMENT_PATHS.submissions),
  ...idCases(`DELETE ${BASE}`, 'DELETE', ASSIGNMENT_PATHS.one),
]);

exemptFromIsolation({
  [`GET /api/levels/${ASSIGNMENT_PATHS.choiceTopics}`]:
    'the published curriculum: platform content every organisation reads alike',
  [`GET /api/levels/${ASSIGNMENT_PATHS.choiceTopics}/:id`]:
    'the published curriculum: platform content every organisation reads alike',
});
