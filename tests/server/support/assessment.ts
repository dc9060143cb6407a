import type { Db } from '../../../server/db/client';
import { activityClassRooms, attemptAnswers, attempts } from '../../../server/db/schema/assessment';
import { activities, elementAnswers, elements } from '../../../server/db/schema/curriculum';

/*
 * Assessment rows written as the owner (past RLS), for tests that need them in place before
 * the API is asked: an organisation's assignment with one element, given to a class, and an
 * attempt at it.
 */

export interface ElementInput {
  typeId?: string;
  points?: number;
  /** The options in order; the first `correct` of them are correct (order-words: the words). */
  answers?: string[];
  correct?: number;
  isEnabled?: boolean;
}

/** Elements of `activityId` (of `organizationId`, or platform content with null). */
export async function createElements(
  db: Db,
  activityId: string,
  organizationId: string | null,
  inputs: ElementInput[],
) {
  const made = [];
  for (const [position, input] of inputs.entries()) {
    const [element] = await db
      .insert(elements)
      .values({
        activityId,
        organizationId,
        typeId: input.typeId ?? 'text-text',
        points: input.points ?? 1,
        position: position + 1,
        titleEn: `Element ${position + 1}`,
        content: { prompt: 'ما معنى كتاب؟' },
        isEnabled: input.isEnabled ?? true,
        publishedAt: new Date(),
      })
      .returning();
    const texts = input.answers ?? ['كتاب', 'قلم'];
    if (texts.length === 0) {
      made.push({ ...element!, answers: [] });
      continue;
    }
    const answers = await db
      .insert(elementAnswers)
      .values(
        texts.map((text, i) => ({
          elementId: element!.id,
          organizationId,
          position: i + 1,
          text,
          isCorrect: i < (input.correct ?? 1),
        })),
      )
      .returning();
    made.push({ ...element!, answers });
  }
  return made;
}

/** An assignment of `organizationId` with elements, given to `classRoomId` when named. */
export async function createAssignment(
  db: Db,
  organizationId: string,
  options: { classRoomId?: string; elements?: ElementInput[]; isEnabled?: boolean } = {},
) {
  const [activity] = await db
    .insert(activities)
    .values({
      kind: 'assignment',
      organizationId,
      position: 1,
      titleEn: 'Assignment',
      titleAr: 'واجب',
      isEnabled: options.isEnabled ?? true,
    })
    .returning();
  const made = await createElements(db, activity!.id, organizationId, options.elements ?? [{}]);
  if (options.classRoomId) {
    await db
      .insert(activityClassRooms)
      .values({ activityId: activity!.id, classRoomId: options.classRoomId, organizationId });
  }
  return { activity: activity!, elements: made };
}

/** A graded attempt, as the submission call stores it. */
export async function createAttempt(
  db: Db,
  values: {
    organizationId: string;
    userId: string;
    activityId: string;
    classRoomId?: string | null;
    elementId: string;
    score?: number;
    maxScore?: number;
  },
) {
  const score = values.score ?? 1;
  const maxScore = values.maxScore ?? 1;
  const [attempt] = await db
    .insert(attempts)
    .values({
      organizationId: values.organizationId,
      userId: values.userId,
      activityId: values.activityId,
      classRoomId: values.classRoomId ?? null,
      score,
      maxScore,
    })
    .returning();
  await db.insert(attemptAnswers).values({
    attemptId: attempt!.id,
    elementId: values.elementId,
    organizationId: values.organizationId,
    answer: { choiceIds: [] },
    isCorrect: score === maxScore,
    pointsEarned: score,
    pointsPossible: maxScore,
  });
  return attempt!;
}
