/**
 * The plan PostgreSQL runs the double-booking check with in `npm run bench:live-classes`: the
 * statement clashingClass sends, caught on its way to node-postgres and explained (ANALYZE,
 * BUFFERS) on the same connection, in the same transaction, role and tenant settings, with the
 * same parameters. Nothing is rewritten by hand, so the plan is the service's own.
 * Under row-level security only leakproof operators may run ahead of the policy: range `&&`
 * (range_overlaps) is not, so it may be left out of the index condition and filter instead.
 */
import pg from 'pg';
import type { Db } from '../../server/db/client';
import { clashingClass, type Slot } from '../../server/modules/live-classes/checks-store';
import { withTenant, type TenantScope } from '../../server/platform/tenant';

/** The gist index behind the exclusion constraint (migration 0018). */
export const EXCLUSION_INDEX = 'live_classes_teacher_no_overlap';

type Query = (this: pg.Client, config: unknown, values?: unknown[]) => Promise<pg.QueryResult>;

export async function explainClashCheck(db: Db, scope: TenantScope, slot: Slot) {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  let plan: string[] | undefined;
  prototype.query = async function (this: pg.Client, config: unknown, values?: unknown[]) {
    const text = (config as { text?: unknown } | null)?.text;
    if (plan === undefined && typeof text === 'string' && text.includes('tstzrange')) {
      const explained = await original.call(this, `explain (analyze, buffers) ${text}`, values);
      plan = explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
    }
    return original.call(this, config, values);
  };
  try {
    await withTenant(db, scope, (tx) => clashingClass(tx, slot));
  } finally {
    prototype.query = original;
  }
  if (!plan) throw new Error('the clash check sent no statement through node-postgres');
  return {
    plan,
    usesExclusionIndex: plan.some((line) => line.includes(EXCLUSION_INDEX)),
    /** The time overlap narrows the index scan (else it filters the teacher's rows after it). */
    overlapInIndex: plan.some((line) => line.includes('Index Cond') && line.includes('&&')),
  };
}
