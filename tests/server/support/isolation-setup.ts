import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { SETUP_PATHS } from '../../../contract/setup';
import { USERS_PATHS } from '../../../contract/paths';
import { setupDismissals } from '../../../server/db/schema/setup';
import { exemptFromIsolation, registerIsolationCases, type IsolationContext } from './isolation';
import { usersUrl } from './test-app';

/** Users service: the set-up checklist (the active organisation's only) and HAD's view of it. */

const bare = (method: 'GET' | 'PUT', url: string, payload?: unknown) => ({
  kind: 'no-permission' as const,
  title: 'without GroupsManager',
  request: (ctx: IsolationContext) => ({
    token: ctx.actor.bare.token,
    method,
    url: usersUrl(url),
    ...(payload === undefined ? {} : { payload }),
  }),
});

/** B's dismissals are as the world left them (none). */
const noneOfB = async (ctx: IsolationContext) => {
  const rows = await ctx.t.db
    .select()
    .from(setupDismissals)
    .where(eq(setupDismissals.organizationId, ctx.target.organizationId));
  expect(rows).toEqual([]);
};

registerIsolationCases('users/setup', [
  { route: 'GET /api/users/v1/organization/setup', ...bare('GET', SETUP_PATHS.checklist) },
  {
    route: 'PUT /api/users/v1/organization/setup/:step',
    ...bare('PUT', SETUP_PATHS.step('class'), { dismissed: true }),
  },
  {
    route: 'PUT /api/users/v1/organization/setup/:step',
    kind: 'other-organisation',
    title: "a manager's dismissal touches their own organisation only",
    status: 200,
    statusReason: 'the route names no organisation: it is the active one, never B',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'PUT',
      url: usersUrl(SETUP_PATHS.step('liveClass')),
      payload: { dismissed: true },
    }),
    unchanged: noneOfB,
  },
  {
    route: 'GET /api/users/v1/organization/setup/customers',
    ...bare('GET', SETUP_PATHS.customers),
  },
  {
    route: 'GET /api/users/v1/organization/setup/customers',
    kind: 'other-organisation',
    title: "a customer's manager: every customer's set-up is HAD's alone",
    status: 403,
    statusReason: 'HAD only, whatever the customer role',
    noControl: 'A is a customer organisation too: it is refused the same',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: usersUrl(SETUP_PATHS.customers),
    }),
  },
  {
    route: 'GET /api/users/v1/organization/customer-setup',
    ...bare('GET', SETUP_PATHS.customerSetups),
  },
  {
    route: 'GET /api/users/v1/organization/customer-setup',
    kind: 'other-organisation',
    title: "a customer's manager: the customers' set-up list is HAD's alone",
    status: 403,
    statusReason: 'HAD only, whatever the customer role',
    noControl: 'A is a customer organisation too: it is refused the same',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: usersUrl(SETUP_PATHS.customerSetups),
    }),
  },
  {
    route: 'GET /api/users/v1/organization/customer-setup/:id',
    kind: 'no-permission',
    title: 'without GroupsManager, even for its own organisation',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: usersUrl(SETUP_PATHS.customerSetup(ctx.target.organizationId)),
    }),
  },
  {
    route: 'GET /api/users/v1/organization/customer-setup/:id',
    kind: 'other-organisation',
    title: "a customer's manager asking for B's set-up is refused, B's data not read",
    status: 403,
    statusReason: 'HAD only, whatever the customer role or the organisation named',
    noControl: 'A is a customer organisation too: its own set-up is refused the same',
    request: (ctx) => ({
      token: ctx.actor.manager.token,
      method: 'GET',
      url: usersUrl(SETUP_PATHS.customerSetup(ctx.target.organizationId)),
    }),
  },
]);

exemptFromIsolation({
  [`GET /api/users/${USERS_PATHS.whoCan}`]:
    "any member asks it; it reads only the active organisation's members (tests/server/why-not-routes.test.ts)",
});
