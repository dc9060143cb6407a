import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { mediaContentTypeOf } from '../platform/media-store/content-types';
import type { MediaStore } from '../platform/media-store/types';
import type { Db } from './client';
import { DEMO_CURRICULUM, DEMO_MEDIA, type DemoUnit } from './demo-curriculum';
import { DEMO_CLASSES } from './demo-students';
import { classRooms } from './schema/classes';
import { activities, elementAnswers, elements, levels, units } from './schema/curriculum';

const DEMO_MEDIA_DIR = fileURLToPath(new URL('./demo-media', import.meta.url));

/**
 * Puts the demo curriculum's media into the media store (disk or S3, served under /media),
 * those it does not have yet. They are not uploads: the demo curriculum names them, and the
 * uploads sweeper only removes what the upload routes recorded.
 */
export async function writeDemoMedia(media: MediaStore): Promise<void> {
  await Promise.all(
    DEMO_MEDIA.map(async (file) => {
      if (await media.exists(file)) return;
      await media.put(
        file,
        createReadStream(path.join(DEMO_MEDIA_DIR, file)),
        mediaContentTypeOf(file),
      );
    }),
  );
}

const published = (on: boolean) => ({
  isEnabled: on,
  publishedAt: on ? sql`now()` : null,
});

async function seedUnit(tx: Db, levelId: string, position: number, unit: DemoUnit) {
  const [unitRow] = await tx
    .insert(units)
    .values({
      levelId,
      position,
      titleEn: unit.titleEn,
      titleAr: unit.titleAr,
      ...published(unit.published),
    })
    .returning({ id: units.id });
  for (const [a, activity] of unit.activities.entries()) {
    const [activityRow] = await tx
      .insert(activities)
      .values({
        unitId: unitRow!.id,
        position: a + 1,
        titleEn: activity.titleEn,
        titleAr: activity.titleAr,
        expectedTimeInMinutes: activity.minutes,
        ...published(unit.published),
      })
      .returning({ id: activities.id });
    for (const [e, element] of activity.elements.entries()) {
      const [elementRow] = await tx
        .insert(elements)
        .values({
          activityId: activityRow!.id,
          position: e + 1,
          typeId: element.type,
          content: element.content,
          ...published(unit.published),
        })
        .returning({ id: elements.id });
      const answers = (element.answers ?? []).map((answer, position) => ({
        elementId: elementRow!.id,
        position,
        text: answer.text ?? '',
        picture: answer.picture ?? null,
        isCorrect: answer.correct ?? false,
      }));
      if (answers.length) await tx.insert(elementAnswers).values(answers);
    }
  }
}

/**
 * The demo curriculum (server/db/demo-curriculum.ts), once: nothing is added when any topic
 * exists already, so a curriculum edited in the console is never doubled or overwritten.
 */
export async function seedDemoCurriculum(tx: Db): Promise<void> {
  const [existing] = await tx.select({ id: levels.id }).from(levels).limit(1);
  if (existing) return;
  const ids: string[] = [];
  for (const [l, topic] of DEMO_CURRICULUM.entries()) {
    const [row] = await tx
      .insert(levels)
      .values({
        position: l + 1,
        titleEn: topic.titleEn,
        titleAr: topic.titleAr,
        ...published(true),
      })
      .returning({ id: levels.id });
    ids.push(row!.id);
    for (const [u, unit] of topic.units.entries()) await seedUnit(tx, row!.id, u + 1, unit);
  }
  // The demo's classes follow the first topic, so archiving it shows them in the impact.
  await tx
    .update(classRooms)
    .set({ levelId: ids[0]! })
    .where(
      and(
        isNull(classRooms.levelId),
        inArray(
          classRooms.name,
          DEMO_CLASSES.map((c) => c.name),
        ),
      ),
    );
}
