import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../contract/invitations';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { liveClassBatches } from '../../../server/db/schema/live-class-batches';
import { liveClasses } from '../../../server/db/schema/live-classes';
import { levelsUrl } from './curriculum';
import { csvOf, multipartOf } from './invitations';
import { registerIsolationCases, type IsolationContext, type IsolationRequest } from './isolation';

/**
 * Levels service: the live-class sheet upload. A sheet names no record of another
 * organisation; what could leak is a batch: the idempotency key of B's committed sheet. A's
 * manager commits under that very key: A gets a batch of its own (never B's replayed, never
 * B's 409), and B's batch and classes stay as they were. The control on A replays A's batch.
 */

const ROUTE = `POST /api/levels/${LIVE_PATHS.bulk}`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** d/m/yyyy h:mm (UTC) a week from now: always ahead of the server's clock. */
function nextWeek(): string {
  const at = new Date(Date.now() + 7 * 86_400_000);
  return `${at.getUTCDate()}/${at.getUTCMonth() + 1}/${at.getUTCFullYear()} 10:00`;
}

let case_: { key: string; batch: typeof liveClassBatches.$inferSelect; classes: number } | null =
  null;

const classesOf = async (ctx: IsolationContext, organizationId: string) =>
  (
    await ctx.t.db
      .select({ id: liveClasses.id })
      .from(liveClasses)
      .where(eq(liveClasses.organizationId, organizationId))
  ).length;

async function sheetFor(ctx: IsolationContext): Promise<IsolationRequest> {
  const key = `isolation-${randomBytes(6).toString('hex')}`;
  const data = csvOf([
    ['title', 'duration', 'start date'],
    [`Isolation ${key}`, '45', nextWeek()],
  ]);
  // The target's sheet, committed under the key (the owner writes it, as a commit would).
  const [batch] = await ctx.t.db
    .insert(liveClassBatches)
    .values({
      organizationId: ctx.target.organizationId,
      idempotencyKey: key,
      fileHash: sha256(data),
      createdCount: 1,
      skippedCount: 0,
    })
    .returning();
  if (!batch) throw new Error('batch insert returned nothing');
  case_ = { key, batch, classes: await classesOf(ctx, ctx.target.organizationId) };
  const { body, contentType } = multipartOf(data, 'classes.csv');
  return {
    token: ctx.actor.manager.token,
    method: 'POST',
    url: levelsUrl(LIVE_PATHS.bulk),
    payload: body,
    headers: { 'content-type': contentType, [IDEMPOTENCY_HEADER]: key },
  };
}

registerIsolationCases('levels/live-classes/bulk', [
  {
    route: ROUTE,
    kind: 'no-permission',
    title: 'a dry run without LiveClassesApprove write',
    request: (ctx) => {
      const { body, contentType } = multipartOf(
        csvOf([
          ['title', 'duration', 'start date'],
          ['Alif', '45', nextWeek()],
        ]),
        'classes.csv',
      );
      return {
        token: ctx.actor.bare.token,
        method: 'POST',
        url: `${levelsUrl(LIVE_PATHS.bulk)}?dryRun=true`,
        payload: body,
        headers: { 'content-type': contentType },
      };
    },
  },
  {
    route: ROUTE,
    kind: 'other-organisation',
    title: "a commit under the idempotency key of another organisation's sheet",
    status: 200,
    statusReason: 'a sheet names no record: the key is a new one in A, whose own batch it makes',
    request: sheetFor,
    unchanged: async (ctx) => {
      if (!case_) throw new Error('no case ran');
      const { key, batch, classes } = case_;
      const [after] = await ctx.t.db
        .select()
        .from(liveClassBatches)
        .where(eq(liveClassBatches.id, batch.id));
      expect(after).toEqual(batch);
      expect(await classesOf(ctx, ctx.target.organizationId)).toBe(classes);
      // A's commit made A's own batch under the key (it did not find B's).
      const own = await ctx.t.db
        .select()
        .from(liveClassBatches)
        .where(
          and(
            eq(liveClassBatches.organizationId, ctx.actor.organizationId),
            eq(liveClassBatches.idempotencyKey, key),
          ),
        );
      expect(own).toHaveLength(1);
      expect(own[0]?.createdCount).toBe(1);
    },
  },
]);
