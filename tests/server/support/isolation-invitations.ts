import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  INVITATION_KINDS,
  type InvitationKind,
} from '../../../contract/invitations';
import { USERS_PATHS } from '../../../contract/paths';
import { invitations } from '../../../server/db/schema/invitations';
import { roleId } from './factories';
import {
  exemptFromIsolation,
  registerIsolationCases,
  type IsolationCase,
  type IsolationContext,
  type IsolationRequest,
  type NoPermissionCase,
  type OtherOrganisationCase,
} from './isolation';
import { usersUrl } from './test-app';

/**
 * Users service: invitations. Each case gives the target organisation a fresh pending
 * invitation of the route's kind and addresses it; B's must stay pending, with its token,
 * expiry and send count as they were.
 */

const made = new Map<string, typeof invitations.$inferSelect>();

async function invitationOf(ctx: IsolationContext, kind: InvitationKind, key: string) {
  const [row] = await ctx.t.db
    .insert(invitations)
    .values({
      organizationId: ctx.target.organizationId,
      kind,
      email: `invited-${randomBytes(4).toString('hex')}@isolation.test`,
      roleId: await roleId(ctx.t.db, kind === 'user' ? 'Student' : 'Staff'),
      tokenHash: randomBytes(32).toString('base64url'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  made.set(key, row);
  return row.id;
}

const untouched = (key: string) => async (ctx: IsolationContext) => {
  const before = made.get(key);
  if (!before) throw new Error('no case ran');
  const [after] = await ctx.t.db.select().from(invitations).where(eq(invitations.id, before.id));
  expect(after).toEqual(before);
};

const onInvitation = (
  kind: InvitationKind,
  method: 'GET' | 'POST',
  title: string,
  url: (id: string) => string,
): Omit<OtherOrganisationCase, 'route'> => {
  const key = `${kind} ${title}`;
  return {
    kind: 'other-organisation',
    title,
    request: async (ctx: IsolationContext): Promise<IsolationRequest> => ({
      token: ctx.actor.manager.token,
      method,
      url: usersUrl(url(await invitationOf(ctx, kind, key))),
    }),
    unchanged: untouched(key),
  };
};

const bare = (
  method: 'GET' | 'POST',
  title: string,
  url: string,
  payload?: unknown,
): Omit<NoPermissionCase, 'route'> => ({
  kind: 'no-permission',
  title,
  request: (ctx: IsolationContext): IsolationRequest => ({
    token: ctx.actor.bare.token,
    method,
    url: usersUrl(url),
    ...(payload === undefined ? {} : { payload }),
  }),
});

/** B's invitations of a kind, counted to show a commit naming B wrote none. */
const countOf = (ctx: IsolationContext, kind: InvitationKind) =>
  ctx.t.db.$count(
    invitations,
    and(eq(invitations.organizationId, ctx.target.organizationId), eq(invitations.kind, kind)),
  );
const counted = new Map<string, number>();

/**
 * `?organizationId=` naming B: only a HAD organisation manager may name another organisation
 * (invitations-on-behalf.test.ts); A's manager finds nothing there and writes nothing there.
 */
const namingTarget = (kind: InvitationKind): Omit<OtherOrganisationCase, 'route'>[] => {
  const named = (ctx: IsolationContext) => `organizationId=${ctx.target.organizationId}`;
  return [
    {
      kind: 'other-organisation',
      title: `listing another organisation's ${kind} invitations by naming it`,
      request: (ctx: IsolationContext): IsolationRequest => ({
        token: ctx.actor.manager.token,
        method: 'GET',
        url: `${usersUrl(USERS_PATHS.invitations(kind))}?${named(ctx)}`,
      }),
    },
    {
      kind: 'other-organisation',
      title: `inviting into another organisation by naming it (${kind})`,
      request: async (ctx: IsolationContext): Promise<IsolationRequest> => {
        counted.set(kind, await countOf(ctx, kind));
        return {
          token: ctx.actor.manager.token,
          method: 'POST',
          url: `${usersUrl(USERS_PATHS.invitationsBulk(kind))}?${named(ctx)}`,
          headers: { [IDEMPOTENCY_HEADER]: `isolation-${randomBytes(6).toString('hex')}` },
          payload: {
            rows: [
              {
                email: `named-${randomBytes(4).toString('hex')}@isolation.test`,
                ...(kind === 'admin' ? { role: 'Staff' } : {}),
              },
            ],
          },
        };
      },
      unchanged: async (ctx: IsolationContext) => {
        expect(await countOf(ctx, kind)).toBe(counted.get(kind));
      },
    },
  ];
};

const cases: IsolationCase[] = INVITATION_KINDS.flatMap((kind): IsolationCase[] => {
  const base = `/api/users/v1/${kind}-invitations`;
  const [listNamed, bulkNamed] = namingTarget(kind);
  return [
    {
      route: `GET ${base}`,
      ...bare(
        'GET',
        `listing ${kind} invitations without the resource`,
        USERS_PATHS.invitations(kind),
      ),
    },
    { route: `GET ${base}`, ...listNamed! },
    { route: `POST ${base}/bulk`, ...bulkNamed! },
    {
      route: `GET ${base}/:id`,
      ...onInvitation(kind, 'GET', `another organisation's ${kind} invitation`, (id) =>
        USERS_PATHS.invitation(kind, id),
      ),
    },
    {
      route: `POST ${base}/:id/resend`,
      ...onInvitation(kind, 'POST', `resending another organisation's ${kind} invitation`, (id) =>
        USERS_PATHS.invitationResend(kind, id),
      ),
    },
    {
      route: `POST ${base}/:id/cancel`,
      ...onInvitation(kind, 'POST', `canceling another organisation's ${kind} invitation`, (id) =>
        USERS_PATHS.invitationCancel(kind, id),
      ),
    },
    {
      route: `POST ${base}/bulk`,
      ...bare(
        'POST',
        `a ${kind} dry run without the resource`,
        `${USERS_PATHS.invitationsBulk(kind)}?dryRun=true`,
        { rows: [{ email: 'someone@isolation.test', role: 'Staff' }] },
      ),
    },
  ];
});

registerIsolationCases('users/invitations', [
  ...cases,
  {
    route: 'GET /api/users/v1/admin-invitations/roles',
    // Roles are platform-wide; what is offered follows the caller's own rights.
    ...bare('GET', 'the roles an invitation may give, without Users', USERS_PATHS.invitationRoles),
  },
]);

exemptFromIsolation({
  'POST /api/users/v1/admin-invitations/use':
    "the link (id and secret token) names the invitation whatever the caller's organisation; " +
    'only the invited e-mail may use it (403 otherwise, invitations-accept.test.ts)',
});
