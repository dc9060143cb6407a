import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ELEMENT_RULES, type ElementType } from '../../contract/elements';
import { gradableElements, insertAssignment, upsertAssignment } from '../modules/assessment/public';
import type { Db } from './client';
import { DEMO_ATTEMPTS_CLASS, DEMO_EXAM_TOPIC } from './demo-assessment';
import { DEMO_CURRICULUM } from './demo-curriculum';
import { insertDemoAttempt } from './seed-assessment';
import { classRooms } from './schema/classes';
import { activities, elements, levels, units } from './schema/curriculum';
import { users } from './schema/users';

const DAY_MS = 86_400_000;

/**
 * The demo's assignment (docs/assessment.md, "Assignments and knowledge tests"): Nour Academy's
 * copy of the first lesson's elements, given to class Alif with a due date a week ahead, and
 * attempted by two of its students (one all right, one with a mistake), a day or two ago.
 */
export const DEMO_ASSIGNMENT = {
  titleEn: 'Letters practice',
  titleAr: 'تمرين الحروف',
  lesson: DEMO_CURRICULUM[0]!.units[0]!.activities[0]!.titleEn,
  givenBy: 'manager@demo.test',
  dueInDays: 7,
  attempts: [
    { student: 'student01@demo.test', wrong: [] as number[], daysAgo: 2 },
    { student: 'student02@demo.test', wrong: [1] as number[], daysAgo: 1 },
  ],
} as const;

/** Once: nothing is added when the organisation has an assignment of that title already. */
export async function seedDemoAssignment(tx: Db, orgIds: Map<string, string>): Promise<void> {
  const organizationId = orgIds.get(DEMO_ATTEMPTS_CLASS.organization);
  if (!organizationId) return;
  const [existing] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.organizationId, organizationId),
        eq(activities.kind, 'assignment'),
        eq(activities.titleEn, DEMO_ASSIGNMENT.titleEn),
      ),
    );
  if (existing) return;
  const [lesson] = await tx
    .select({ id: activities.id, levelId: units.levelId })
    .from(activities)
    .innerJoin(units, eq(units.id, activities.unitId))
    .innerJoin(levels, eq(levels.id, units.levelId))
    .where(and(eq(levels.titleEn, DEMO_EXAM_TOPIC), eq(activities.titleEn, DEMO_ASSIGNMENT.lesson)))
    .limit(1);
  const [room] = await tx
    .select({ id: classRooms.id })
    .from(classRooms)
    .where(
      and(
        eq(classRooms.organizationId, organizationId),
        eq(classRooms.name, DEMO_ATTEMPTS_CLASS.name),
      ),
    );
  if (!lesson || !room) return;
  const sources = await tx
    .select({ id: elements.id, typeId: elements.typeId })
    .from(elements)
    .where(
      and(
        eq(elements.activityId, lesson.id),
        eq(elements.isEnabled, true),
        eq(elements.isArchived, false),
      ),
    )
    .orderBy(asc(elements.position), asc(elements.id));
  const elementIds = sources
    .filter((element) => ELEMENT_RULES[element.typeId as ElementType].answers !== 'none')
    .map((element) => element.id);
  if (elementIds.length === 0) return;
  const people = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(users.email, [
            DEMO_ASSIGNMENT.givenBy,
            ...DEMO_ASSIGNMENT.attempts.map((a) => a.student),
          ]),
        )
    ).map((row) => [row.email, row.id]),
  );
  const givenBy = people.get(DEMO_ASSIGNMENT.givenBy);
  if (!givenBy) return;

  const activityId = await insertAssignment(tx, organizationId, {
    kind: 'assignment',
    titleEn: DEMO_ASSIGNMENT.titleEn,
    titleAr: DEMO_ASSIGNMENT.titleAr,
    levelId: lesson.levelId,
    expectedTimeInMinutes: 15,
    elementIds,
  });
  const now = Date.now();
  const dueAt = new Date(now + DEMO_ASSIGNMENT.dueInDays * DAY_MS).toISOString();
  await upsertAssignment(
    tx,
    organizationId,
    activityId,
    [{ classRoomId: room.id, dueAt }],
    givenBy,
  );
  // Given a few days ago, before the attempts.
  await tx.execute(sql`update activity_class_rooms set created_at = ${new Date(now - 3 * DAY_MS)}
    where activity_id = ${activityId}`);

  const gradable = await gradableElements(tx, activityId);
  for (const attempt of DEMO_ASSIGNMENT.attempts) {
    const userId = people.get(attempt.student);
    if (!userId) continue;
    await insertDemoAttempt(tx, {
      organizationId,
      userId,
      activityId,
      classRoomId: room.id,
      gradable,
      wrong: attempt.wrong,
      submittedAt: new Date(now - attempt.daysAgo * DAY_MS),
      minutes: 10,
    });
  }
}
