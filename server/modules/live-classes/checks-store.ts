import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveClasses } from '../../db/schema/live-classes';
import { findTopic, isPublicTopic } from '../curriculum/public';

/** A topic a class may follow: published and not archived (the curriculum is HAD's). */
export async function isPublishedTopic(db: Db, levelId: string): Promise<boolean> {
  const topic = await findTopic(db, levelId);
  return topic !== null && isPublicTopic(topic);
}

/** A time a teacher would teach: the class's own row is left out of the comparison. */
export interface Slot {
  teacherId: string;
  startsAt: Date;
  endsAt: Date;
  /** The class being changed (never its own clash). */
  exceptId?: string;
}

/**
 * The first approved class of the organisation that `slot`'s teacher teaches at an
 * overlapping time (the same rule as the exclusion constraint: [start, end) ranges), or null.
 */
export async function clashingClass(db: Db, slot: Slot) {
  const [row] = await db
    .select({ id: liveClasses.id, title: liveClasses.title })
    .from(liveClasses)
    .where(
      and(
        eq(liveClasses.teacherId, slot.teacherId),
        sql`${liveClasses.approvedAt} is not null`,
        slot.exceptId ? sql`${liveClasses.id} <> ${slot.exceptId}` : undefined,
        sql`tstzrange(${liveClasses.startsAt}, ${liveClasses.endsAt})
          && tstzrange(${slot.startsAt.toISOString()}::timestamptz,
                       ${slot.endsAt.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id))
    .limit(1);
  return row ?? null;
}
