import { and, eq } from 'drizzle-orm';
import type { ActivityDetails, ActivityKind } from '../../../contract/people';
import type { Db } from '../../db/client';
import { userActivities } from '../../db/schema/activities';
import { memberships } from '../../db/schema/users';

export interface ActivityInput {
  /** Whom it is about. */
  userId: string;
  /** Where it happened (null: nowhere in particular). */
  organizationId: string | null;
  kind: ActivityKind;
  /** Who did it; left out (or the user themselves) when the user acted. */
  actorId?: string | null;
  details?: ActivityDetails;
}

/**
 * Records one activity in the caller's transaction (so it is written exactly when the change
 * is). Row-level security: a row of the scope's organisation (user_activities_tenant), or
 * about the scope's user (user_activities_self_insert); no RETURNING, which would need read
 * access to the new row.
 */
export async function recordActivity(tx: Db, activity: ActivityInput): Promise<void> {
  const actorId =
    activity.actorId && activity.actorId !== activity.userId ? activity.actorId : null;
  await tx.insert(userActivities).values({
    userId: activity.userId,
    organizationId: activity.organizationId,
    kind: activity.kind,
    actorId,
    details: activity.details ?? {},
  });
}

/** The user's active organisation (null: none), read through their own memberships. */
export async function activeOrganizationOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .limit(1);
  return row?.organizationId ?? null;
}
