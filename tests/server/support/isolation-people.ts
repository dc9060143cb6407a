import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { USERS_PATHS } from '../../../contract/paths';
import { users } from '../../../server/db/schema/users';
import { registerIsolationCases, type IsolationContext, type IsolationRequest } from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: people (users list, teachers, guests, teachers' report, user info,
 * assignment, activity tracking). The records addressed are the target's member and subject.
 */

const NEW_NAME = 'Renamed by isolation';

/** B's subject keeps their name. */
const nameUnchanged = async (ctx: IsolationContext) => {
  const [row] = await ctx.t.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, ctx.target.subject.id));
  expect(row?.firstName).not.toBe(NEW_NAME);
};

const asBare =
  (path: string, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
  (ctx: IsolationContext): IsolationRequest => ({
    token: ctx.actor.bare.token,
    method,
    url: usersUrl(path),
    ...(payload === undefined ? {} : { payload }),
  });

const USERS = '/api/users/v1/users';

registerIsolationCases('users/people', [
  {
    route: `GET ${USERS}`,
    kind: 'other-organisation',
    title: "listing another organisation's users",
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: `${usersUrl(USERS_PATHS.users)}?organizationId=${ctx.target.organizationId}`,
    }),
  },
  {
    route: `GET ${USERS}`,
    kind: 'no-permission',
    title: 'without Users read',
    request: asBare(USERS_PATHS.users),
  },
  // The caller's organisation's teachers and report: they name no record.
  {
    route: `GET ${USERS}/teachers`,
    kind: 'no-permission',
    title: 'without Users read',
    request: asBare(USERS_PATHS.teachers),
  },
  {
    route: 'GET /api/users/v2/users/report-teacher',
    kind: 'no-permission',
    title: 'without Users or Reports read',
    request: asBare(USERS_PATHS.teacherReport),
  },
  {
    route: `GET ${USERS}/defaultGroupMembers`,
    kind: 'no-permission',
    title: 'a manager with Users read whose active organisation is not HAD',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: usersUrl(USERS_PATHS.defaultGroupMembers),
    }),
  },
  {
    route: `GET ${USERS}/activities/tracking/:id`,
    kind: 'other-organisation',
    title: "the activity of another organisation's member",
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: usersUrl(USERS_PATHS.activityTracking(ctx.target.member.id)),
    }),
  },
  {
    route: `PUT ${USERS}/updateUsersInfo/:id`,
    kind: 'other-organisation',
    title: "renaming another organisation's member",
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.updateUsersInfo(ctx.target.subject.id)),
      payload: { firstName: NEW_NAME },
    }),
    unchanged: nameUnchanged,
  },
  {
    route: `PUT ${USERS}/updateUsersInfo/:id`,
    kind: 'no-permission',
    title: 'without Users write',
    request: (ctx) =>
      asBare(USERS_PATHS.updateUsersInfo(ctx.actor.subject.id), 'PUT', { firstName: 'X' })(ctx),
  },
  {
    route: `PUT ${USERS}/update-admin/:id`,
    kind: 'no-permission',
    title: 'a manager with Users write whose active organisation is not HAD',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.updateAdmin(ctx.actor.subject.id)),
      payload: { organizationId: ctx.actor.organizationId, roleId: ctx.world.roles.bare },
    }),
  },
]);
