import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { DEMO_LIVE_CLASSES, type DemoLiveClass } from './demo-live-classes';
import { levels } from './schema/curriculum';
import { liveClassAttendance, liveClasses, liveClassReviews } from './schema/live-classes';
import { users } from './schema/users';

const MINUTE_MS = 60_000;

const emailsOf = (demo: DemoLiveClass) => [
  ...(demo.teacher ? [demo.teacher] : []),
  ...(demo.reviews ?? []).map((review) => review.reviewer),
  ...(demo.attendance ?? []).map((span) => span.who),
];

/**
 * The demo live classes with their reviews and attendance, their times from `now`. A class is
 * added only when its organisation has none of that title; one that exists is left as people
 * have made it. An approved class that would double-book its teacher (the demo seeded again
 * days later) is skipped: the exclusion constraint says so and `on conflict do nothing` obeys.
 */
export async function seedDemoLiveClasses(
  tx: Db,
  orgIds: Map<string, string>,
  now: Date = new Date(),
): Promise<void> {
  const emails = [...new Set(DEMO_LIVE_CLASSES.flatMap(emailsOf))];
  const userIds = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  const topicIds = new Map(
    (await tx.select({ id: levels.id, title: levels.titleEn }).from(levels)).map((row) => [
      row.title,
      row.id,
    ]),
  );
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);

  for (const demo of DEMO_LIVE_CLASSES) {
    const organizationId = orgIds.get(demo.organization);
    if (!organizationId) throw new Error(`Seed: missing ${demo.organization}`);
    const [existing] = await tx
      .select({ id: liveClasses.id })
      .from(liveClasses)
      .where(and(eq(liveClasses.organizationId, organizationId), eq(liveClasses.title, demo.title)))
      .limit(1);
    if (existing) continue;
    const teacherId = (demo.teacher && userIds.get(demo.teacher)) || null;
    const startsAt = at(demo.startsInMinutes);
    const [row] = await tx
      .insert(liveClasses)
      .values({
        organizationId,
        title: demo.title,
        levelId: (demo.topic && topicIds.get(demo.topic)) || null,
        level: demo.level ?? null,
        startsAt,
        durationMinutes: demo.durationMinutes,
        endsAt: at(demo.startsInMinutes + demo.durationMinutes),
        minUsers: 2,
        maxUsers: 20,
        teacherId,
        tag: demo.tag ?? null,
        coverImage: demo.cover ?? null,
        meetingId: demo.meetingId ?? null,
        approvedAt: demo.approved ? at(demo.startsInMinutes - 3 * 24 * 60) : null,
        invalidReason: !teacherId ? 'noTeacher' : demo.clash ? 'clash' : null,
      })
      .onConflictDoNothing()
      .returning({ id: liveClasses.id });
    if (!row) continue;
    const reviews = (demo.reviews ?? []).flatMap((review) => {
      const reviewerId = userIds.get(review.reviewer);
      return reviewerId
        ? [
            {
              liveClassId: row.id,
              organizationId,
              reviewerId,
              rate: review.rate,
              comment: review.comment ?? null,
              createdAt: at(demo.startsInMinutes + demo.durationMinutes + 60),
            },
          ]
        : [];
    });
    if (reviews.length > 0) await tx.insert(liveClassReviews).values(reviews);
    const spans = (demo.attendance ?? []).flatMap((span) => {
      const userId = userIds.get(span.who);
      const start = demo.startsInMinutes;
      // A span that reaches the seeding moment is still open (the Live class's teacher).
      const open = start + span.to >= 0;
      return userId
        ? [
            {
              liveClassId: row.id,
              organizationId,
              userId,
              role: span.role,
              enteredUsing: span.role === 'admin' ? ('web' as const) : null,
              joinedAt: at(start + span.from),
              lastSeenAt: at(start + span.to),
              leftAt: open ? null : at(start + span.to),
            },
          ]
        : [];
    });
    if (spans.length > 0) await tx.insert(liveClassAttendance).values(spans);
  }
}
