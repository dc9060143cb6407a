import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userActivities } from '../../db/schema/activities';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import type { ActivityRecord } from './present';

const actor = alias(users, 'actor');

/**
 * One page of a user's activity, newest first (the order of user_activities_user_newest_idx).
 * `organizationId` narrows it to one organisation's rows; row-level security has the last
 * word (the caller's organisation's rows, or all of them with app.platform on).
 */
export async function listActivities(
  tx: Db,
  filter: { userId: string; organizationId: string | null; offset: number; limit: number },
): Promise<{ rows: ActivityRecord[]; total: number }> {
  const where = and(
    eq(userActivities.userId, filter.userId),
    filter.organizationId ? eq(userActivities.organizationId, filter.organizationId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: userActivities.id,
        kind: userActivities.kind,
        organizationId: userActivities.organizationId,
        organizationName: organizations.name,
        actorId: userActivities.actorId,
        actorFirstName: actor.firstName,
        actorLastName: actor.lastName,
        details: userActivities.details,
        createdAt: userActivities.createdAt,
      })
      .from(userActivities)
      .leftJoin(organizations, eq(organizations.id, userActivities.organizationId))
      .leftJoin(actor, eq(actor.id, userActivities.actorId))
      .where(where)
      .orderBy(
        sql`${userActivities.createdAt} desc nulls last`,
        sql`${userActivities.id} desc nulls last`,
      )
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ total: count() }).from(userActivities).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
