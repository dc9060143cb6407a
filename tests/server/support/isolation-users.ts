import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { USERS_PATHS } from '../../../contract/paths';
import { memberships } from '../../../server/db/schema/users';
import { exemptFromIsolation, registerIsolationCases, type IsolationContext } from './isolation';
import { createRole } from './factories';
import { usersUrl } from './test-app';

/** Users service: memberships, roles, user roles, join group. */

const membershipsOf = (ctx: IsolationContext, userId: string) =>
  ctx.t.db
    .select({
      organizationId: memberships.organizationId,
      roleId: memberships.roleId,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));

/** The target's member (or subject) still has exactly the membership the world gave them. */
const untouched = (who: 'member' | 'subject') => async (ctx: IsolationContext) => {
  expect(await membershipsOf(ctx, ctx.target[who].id)).toEqual([
    { organizationId: ctx.target.organizationId, roleId: ctx.world.roles.member, isActive: true },
  ]);
};

const roleBody = { name: 'Isolation probe', number: 9, permissions: [] };

exemptFromIsolation({
  'POST /api/users/v1/auth/logout': "self-scoped: ends the caller's own session",
  'POST /api/users/v1/auth/admin/reset-password': "self-scoped: the caller's own password",
  'GET /api/users/v1/users/me': 'self-scoped: the caller',
  'GET /api/users/v1/users/admin-groups': "self-scoped: the caller's own memberships",
  'GET /api/users/v1/general/current-date': 'no data: the server clock',
  'GET /api/users/v1/general/app-settings': 'platform-wide settings, no tenant data',
});

registerIsolationCases('users/user-roles', [
  {
    route: 'PUT /api/users/v1/users/updateUserRole',
    kind: 'other-organisation',
    title: "changing the role of another organisation's member (by id)",
    request: ({ actor, target, world }) => ({
      token: actor.manager.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.updateUserRole),
      payload: { userId: target.subject.id, roleId: world.roles.bare },
    }),
    unchanged: untouched('subject'),
  },
  {
    route: 'PUT /api/users/v1/users/updateUserRole',
    kind: 'other-organisation',
    title: "changing the role of another organisation's member (by e-mail)",
    request: ({ actor, target, world }) => ({
      token: actor.manager.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.updateUserRole),
      payload: { email: target.subject.email, roleId: world.roles.manager },
    }),
    unchanged: untouched('subject'),
  },
  {
    route: 'PUT /api/users/v1/users/updateUserRole',
    kind: 'no-permission',
    title: 'without Users write',
    request: ({ actor, world }) => ({
      token: actor.bare.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.updateUserRole),
      payload: { userId: actor.member.id, roleId: world.roles.member },
    }),
  },
  {
    route: 'PUT /api/users/v1/users/addAdminToHadGroup/:id',
    kind: 'no-permission',
    title: 'a manager with Users write whose active organisation is not HAD',
    request: ({ actor, world }) => ({
      token: actor.manager.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.addAdminToHadGroup(world.b.member.id)),
      payload: { roleId: world.roles.member },
    }),
  },
  {
    route: 'PUT /api/users/v1/users/addAdminToHadGroup/:id',
    kind: 'no-permission',
    title: 'without Users write',
    request: ({ actor, world }) => ({
      token: actor.bare.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.addAdminToHadGroup(actor.member.id)),
      payload: { roleId: world.roles.member },
    }),
  },
]);

registerIsolationCases('users/memberships', [
  {
    route: 'PUT /api/users/v1/users/admin/switchActiveGroup/:id',
    kind: 'other-organisation',
    title: 'switching to an organisation one is not a member of',
    status: 403,
    statusReason: "as built: 'You are not a member of this organization.'",
    request: ({ actor, target }) => ({
      token: actor.member.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.switchActiveGroup(target.organizationId)),
    }),
    unchanged: async (ctx) => {
      expect(await membershipsOf(ctx, ctx.actor.member.id)).toEqual([
        {
          organizationId: ctx.actor.organizationId,
          roleId: ctx.world.roles.member,
          isActive: true,
        },
      ]);
    },
  },
]);

registerIsolationCases('users/join-group', [
  {
    route: 'PUT /api/users/v1/users/admin/joinGroup/:id',
    kind: 'other-organisation',
    title: "joining on behalf of another organisation's member",
    status: 403,
    statusReason: 'as built: the id must be the caller’s own',
    request: ({ actor, target }) => ({
      token: actor.member.token,
      method: 'PUT',
      url: usersUrl(USERS_PATHS.joinGroup(target.member.id)),
      payload: { code: '123456' },
    }),
    unchanged: untouched('member'),
    noControl: 'needs a valid join code (covered by the join-group tests)',
  },
]);

/** Roles are platform-wide: isolation here means a tenant manager (no Roles) cannot touch them. */
const roleCall =
  (method: 'GET' | 'PUT' | 'DELETE') =>
  async ({ actor, t }: IsolationContext) => ({
    token: actor.manager.token,
    method,
    url: usersUrl(USERS_PATHS.role(await createRole(t.db))),
    ...(method === 'PUT' ? { payload: roleBody } : {}),
  });

registerIsolationCases('users/roles', [
  {
    route: 'GET /api/users/v1/roles',
    kind: 'no-permission',
    title: 'a tenant manager without Roles',
    request: ({ actor }) => ({
      token: actor.manager.token,
      method: 'GET',
      url: usersUrl(USERS_PATHS.roles),
    }),
  },
  {
    route: 'POST /api/users/v1/roles',
    kind: 'no-permission',
    title: 'a tenant manager without Roles',
    request: ({ actor }) => ({
      token: actor.manager.token,
      method: 'POST',
      url: usersUrl(USERS_PATHS.roles),
      payload: roleBody,
    }),
  },
  {
    route: 'GET /api/users/v1/roles/:id',
    kind: 'no-permission',
    title: 'a tenant manager without Roles',
    request: roleCall('GET'),
  },
  {
    route: 'PUT /api/users/v1/roles/:id',
    kind: 'no-permission',
    title: 'a tenant manager without Roles',
    request: roleCall('PUT'),
  },
  {
    route: 'DELETE /api/users/v1/roles/:id',
    kind: 'no-permission',
    title: 'a tenant manager without Roles',
    request: roleCall('DELETE'),
  },
]);
