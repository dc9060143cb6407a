import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { INVITATION_KINDS, type InvitationKind } from '../../../contract/invitations';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { USERS_PATHS } from '../../../contract/paths';
import { invitationBatches, invitations } from '../../../server/db/schema/invitations';
import { liveClassBatches } from '../../../server/db/schema/live-class-batches';
import { levelsUrl } from './curriculum';
import { roleId } from './factories';
import {
  registerIsolationCases,
  type IsolationCase,
  type IsolationContext,
  type Method,
} from './isolation';
import { usersUrl } from './test-app';

/**
 * Imports that can be taken back (docs/imports.md). Each case gives the target an import (its
 * batch, and for invitations one pending invitation of it), then addresses it as A's manager:
 * B's import must stay as it was, never rolled back, its invitation still pending.
 */

const key = () => `isolation-${randomBytes(6).toString('hex')}`;

/** The last case's import of B, to check it stayed. */
const last = new Map<string, { batchId: string; invitationId: string | null }>();

async function invitationImportOf(ctx: IsolationContext, kind: InvitationKind) {
  const [batch] = await ctx.t.db
    .insert(invitationBatches)
    .values({
      organizationId: ctx.target.organizationId,
      kind,
      idempotencyKey: key(),
      fileHash: randomBytes(32).toString('hex'),
      fileName: 'isolation.xlsx',
      invitedCount: 1,
      skippedCount: 0,
    })
    .returning();
  const [invitation] = await ctx.t.db
    .insert(invitations)
    .values({
      organizationId: ctx.target.organizationId,
      kind,
      email: `imported-${randomBytes(4).toString('hex')}@isolation.test`,
      roleId: await roleId(ctx.t.db, kind === 'user' ? 'Student' : 'Staff'),
      tokenHash: randomBytes(32).toString('base64url'),
      expiresAt: new Date(Date.now() + 86_400_000),
      batchId: batch!.id,
    })
    .returning();
  last.set(ctx.target.organizationId, { batchId: batch!.id, invitationId: invitation!.id });
  return batch!.id;
}

async function liveClassImportOf(ctx: IsolationContext) {
  const [batch] = await ctx.t.db
    .insert(liveClassBatches)
    .values({
      organizationId: ctx.target.organizationId,
      idempotencyKey: key(),
      fileHash: randomBytes(32).toString('hex'),
      fileName: 'isolation.csv',
      createdCount: 0,
      skippedCount: 0,
    })
    .returning();
  last.set(ctx.target.organizationId, { batchId: batch!.id, invitationId: null });
  return batch!.id;
}

const untouched = async (ctx: IsolationContext) => {
  const made = last.get(ctx.target.organizationId)!;
  const table = made.invitationId ? invitationBatches : liveClassBatches;
  const [batch] = await ctx.t.db
    .select({ rolledBackAt: table.rolledBackAt })
    .from(table)
    .where(eq(table.id, made.batchId));
  expect(batch).toEqual({ rolledBackAt: null });
  if (made.invitationId) {
    const [invitation] = await ctx.t.db
      .select({ status: invitations.status })
      .from(invitations)
      .where(eq(invitations.id, made.invitationId));
    expect(invitation).toEqual({ status: 'pending' });
  }
};

const onRollback = (
  method: Method,
  route: string,
  importOf: (ctx: IsolationContext) => Promise<string>,
  url: (batchId: string) => string,
): IsolationCase => ({
  route,
  kind: 'other-organisation',
  title: method === 'GET' ? "previews another organisation's rollback" : "rolls another's back",
  request: async (ctx) => ({
    token: ctx.actor.manager.token,
    method,
    url: url(await importOf(ctx)),
  }),
  unchanged: untouched,
});

const invitationCases = INVITATION_KINDS.flatMap((kind): IsolationCase[] => {
  const base = `/api/users/v1/${kind}-invitations/imports`;
  const rollback = (batchId: string) =>
    usersUrl(USERS_PATHS.invitationImportRollback(kind, batchId));
  return [
    {
      route: `GET ${base}`,
      kind: 'other-organisation',
      title: "lists another organisation's imports by naming it",
      request: (ctx) => ({
        token: ctx.actor.manager.token,
        method: 'GET',
        url: `${usersUrl(USERS_PATHS.invitationImports(kind))}?organizationId=${ctx.target.organizationId}`,
      }),
    },
    ...(['GET', 'POST'] as const).map((method) =>
      onRollback(
        method,
        `${method} ${base}/:id/rollback`,
        (ctx) => invitationImportOf(ctx, kind),
        rollback,
      ),
    ),
  ];
});

const liveClassCases: IsolationCase[] = [
  {
    route: `GET /api/levels/${LIVE_PATHS.imports}`,
    kind: 'no-permission',
    title: 'without LiveClassesApprove read',
    request: (ctx) => ({
      token: ctx.actor.bare.token,
      method: 'GET',
      url: levelsUrl(LIVE_PATHS.imports),
    }),
  },
  ...(['GET', 'POST'] as const).map((method) =>
    onRollback(
      method,
      `${method} /api/levels/v1/live-class/imports/:id/rollback`,
      liveClassImportOf,
      (id) => levelsUrl(LIVE_PATHS.importRollback(id)),
    ),
  ),
];

registerIsolationCases('imports', [...invitationCases, ...liveClassCases]);
