import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LiveClassReview } from '../../../contract/live-classes';
import type { Db } from '../../db/client';
import { liveClasses, liveClassReviews } from '../../db/schema/live-classes';
import { memberships, users } from '../../db/schema/users';

/** Reviews of one class, or of every class a teacher teaches, in the organisation. */
export interface ReviewFilter {
  organizationId: string;
  liveClassId?: string;
  teacherId?: string;
  offset: number;
  limit: number;
}

/** A page of reviews, newest first, with the total and the average rate over all pages. */
export async function listReviews(db: Db, filter: ReviewFilter) {
  const where = and(
    eq(liveClassReviews.organizationId, filter.organizationId),
    filter.liveClassId ? eq(liveClassReviews.liveClassId, filter.liveClassId) : undefined,
    filter.teacherId ? eq(liveClasses.teacherId, filter.teacherId) : undefined,
  );
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        id: liveClassReviews.id,
        liveClassId: liveClassReviews.liveClassId,
        liveClassTitle: liveClasses.title,
        reviewerFirstName: users.firstName,
        reviewerLastName: users.lastName,
        rate: liveClassReviews.rate,
        comment: liveClassReviews.comment,
        createdAt: liveClassReviews.createdAt,
      })
      .from(liveClassReviews)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassReviews.liveClassId))
      .innerJoin(users, eq(users.id, liveClassReviews.reviewerId))
      .where(where)
      .orderBy(desc(liveClassReviews.createdAt), desc(liveClassReviews.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({
        total: count(),
        averageRate: sql<number | null>`round(avg(${liveClassReviews.rate}), 2)::float8`,
      })
      .from(liveClassReviews)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassReviews.liveClassId))
      .where(where),
  ]);
  const result: LiveClassReview[] = rows.map((row) => ({
    id: row.id,
    liveClassId: row.liveClassId,
    liveClassTitle: row.liveClassTitle,
    reviewerName: `${row.reviewerFirstName} ${row.reviewerLastName}`.trim(),
    rate: row.rate,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }));
  return { result, total: summary?.total ?? 0, averageRate: summary?.averageRate ?? null };
}

/**
 * Someone whose reviews the organisation may read: a member of it, or the teacher of one of its
 * classes (a teacher who has left keeps the classes they taught). Anyone else is 404.
 */
export async function teachesHere(db: Db, organizationId: string, userId: string) {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  if (member) return true;
  const [taught] = await db
    .select({ id: liveClasses.id })
    .from(liveClasses)
    .where(and(eq(liveClasses.organizationId, organizationId), eq(liveClasses.teacherId, userId)))
    .limit(1);
  return taught !== undefined;
}
