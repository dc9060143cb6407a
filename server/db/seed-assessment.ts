import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ElementAnswer } from '../../contract/assessment';
import { ELEMENT_RULES, type ElementType } from '../../contract/elements';
import {
  gradableElements,
  gradeAttempt,
  insertAttempt,
  type GradableElement,
} from '../modules/assessment/public';
import type { Db } from './client';
import { DEMO_ATTEMPTS, DEMO_ATTEMPTS_CLASS, DEMO_EXAM, DEMO_EXAM_TOPIC } from './demo-assessment';
import { attempts } from './schema/assessment';
import { classRooms } from './schema/classes';
import { activities, elementAnswers, elements, levels } from './schema/curriculum';
import { users } from './schema/users';

const DAY_MS = 86_400_000;

/** The exam, published with its elements, closing the topic. */
async function seedExam(tx: Db, levelId: string) {
  const [exam] = await tx
    .insert(activities)
    .values({
      kind: 'exam',
      levelId,
      position: 1,
      titleEn: DEMO_EXAM.titleEn,
      titleAr: DEMO_EXAM.titleAr,
      expectedTimeInMinutes: DEMO_EXAM.minutes,
      isEnabled: true,
      publishedAt: sql`now()`,
    })
    .returning({ id: activities.id });
  for (const [e, element] of DEMO_EXAM.elements.entries()) {
    const [row] = await tx
      .insert(elements)
      .values({
        activityId: exam!.id,
        position: e + 1,
        typeId: element.type,
        points: element.points,
        content: element.content,
        isEnabled: true,
        publishedAt: sql`now()`,
      })
      .returning({ id: elements.id });
    await tx.insert(elementAnswers).values(
      (element.answers ?? []).map((answer, position) => ({
        elementId: row!.id,
        position,
        text: answer.text ?? '',
        picture: answer.picture ?? null,
        isCorrect: answer.correct ?? false,
      })),
    );
  }
  return exam!.id;
}

/** What a learner sends for an element: the right choice, or the first wrong option. */
function answerOf(element: GradableElement, right: boolean): ElementAnswer {
  const ordered = [...element.answers].sort((a, b) => a.position - b.position);
  if (ELEMENT_RULES[element.typeId as ElementType].answers === 'words') {
    const ids = ordered.map((word) => word.id);
    return { elementId: element.id, choiceIds: right ? ids : [...ids].reverse() };
  }
  const chosen = ordered.filter((option) => option.isCorrect === right).slice(0, right ? 8 : 1);
  return { elementId: element.id, choiceIds: chosen.map((option) => option.id) };
}

/** One graded demo attempt at `daysAgo`: the elements at `wrong` answered wrong, the rest right. */
export async function insertDemoAttempt(
  tx: Db,
  attempt: {
    organizationId: string;
    userId: string;
    activityId: string;
    classRoomId: string;
    gradable: GradableElement[];
    wrong: readonly number[];
    submittedAt: Date;
    minutes: number;
  },
): Promise<void> {
  const { gradable, wrong, submittedAt } = attempt;
  const answers = gradable.map((element, i) => answerOf(element, !wrong.includes(i)));
  const { grades, score, maxScore } = gradeAttempt(gradable, answers);
  const row = await insertAttempt(tx, {
    organizationId: attempt.organizationId,
    userId: attempt.userId,
    activityId: attempt.activityId,
    classRoomId: attempt.classRoomId,
    startedAt: new Date(submittedAt.getTime() - attempt.minutes * 60_000),
    score,
    maxScore,
    grades,
    answers,
  });
  // Submitted in the past, as the demo tells it (the column defaults to now).
  await tx.update(attempts).set({ submittedAt }).where(eq(attempts.id, row.id));
}

/**
 * The demo exam and the class Alif's attempts, once: nothing is added when the topic already has
 * an exam (so a demo changed in the console is left alone) or is not there.
 */
export async function seedDemoAssessment(tx: Db, orgIds: Map<string, string>): Promise<void> {
  const [topic] = await tx
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.titleEn, DEMO_EXAM_TOPIC))
    .orderBy(levels.position)
    .limit(1);
  if (!topic) return;
  const [existing] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.levelId, topic.id), eq(activities.kind, 'exam')))
    .limit(1);
  if (existing) return;
  const examId = await seedExam(tx, topic.id);

  const organizationId = orgIds.get(DEMO_ATTEMPTS_CLASS.organization);
  if (!organizationId) return;
  const [room] = await tx
    .select({ id: classRooms.id })
    .from(classRooms)
    .where(
      and(
        eq(classRooms.organizationId, organizationId),
        eq(classRooms.name, DEMO_ATTEMPTS_CLASS.name),
        eq(classRooms.levelId, topic.id),
      ),
    );
  if (!room) return;
  const lessons = await tx
    .select({ id: activities.id, titleEn: activities.titleEn })
    .from(activities)
    .where(
      and(
        eq(activities.kind, 'lesson'),
        sql`${activities.unitId} in (select id from units where level_id = ${topic.id})`,
      ),
    );
  const activityIds = new Map(lessons.map((row) => [row.titleEn, row.id]));
  activityIds.set(DEMO_EXAM.titleEn, examId);
  const students = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [...new Set(DEMO_ATTEMPTS.map((a) => a.student))]))
    ).map((row) => [row.email, row.id]),
  );
  const now = Date.now();
  for (const attempt of DEMO_ATTEMPTS) {
    const userId = students.get(attempt.student);
    const activityId = activityIds.get(attempt.activity);
    if (!userId || !activityId) continue;
    const gradable = (await gradableElements(tx, activityId)).filter(
      (element) => ELEMENT_RULES[element.typeId as ElementType].answers !== 'none',
    );
    await insertDemoAttempt(tx, {
      organizationId,
      userId,
      activityId,
      classRoomId: room.id,
      gradable,
      wrong: attempt.wrong,
      submittedAt: new Date(now - attempt.daysAgo * DAY_MS),
      minutes: 12,
    });
  }
}
