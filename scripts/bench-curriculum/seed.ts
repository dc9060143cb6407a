/**
 * Seeding for `npm run bench:curriculum`: the demo roles, HAD and its admin (seedDemo), then,
 * in one transaction of set-based statements, 50 topics x 20 units x 20 activities x 10
 * elements (200,000) with 3 answers each (600,000), every item published.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';

export const SHAPE = { levels: 50, units: 20, activities: 20, elements: 10, answers: 3 } as const;

const STATEMENTS = [
  `insert into levels (position, title_en, title_ar, is_enabled, published_at)
   select l, format('Topic %s', l), format('موضوع %s', l), true, now()
   from generate_series(1, ${SHAPE.levels}) l`,
  `insert into units (level_id, position, title_en, title_ar, is_enabled, published_at)
   select lv.id, u, format('Unit %s.%s', lv.position, u), format('وحدة %s', u), true, now()
   from levels lv cross join generate_series(1, ${SHAPE.units}) u`,
  `insert into activities (unit_id, position, title_en, title_ar, is_enabled, published_at)
   select un.id, a, format('Lesson %s', a), format('درس %s', a), true, now()
   from units un cross join generate_series(1, ${SHAPE.activities}) a`,
  `insert into elements (activity_id, position, type_id, content, is_enabled, published_at)
   select ac.id, e, 'text-text', jsonb_build_object('prompt', format('سؤال %s', e)), true, now()
   from activities ac cross join generate_series(1, ${SHAPE.elements}) e`,
  `insert into element_answers (element_id, position, text, is_correct)
   select el.id, n - 1, format('جواب %s', n), n = 1
   from elements el cross join generate_series(1, ${SHAPE.answers}) n`,
];

export async function seedCurriculum(db: Db, logosDir: string) {
  const began = performance.now();
  await seedDemo(db, { logosDir });
  const demoDone = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of STATEMENTS) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql`analyze`);
  return { demoMs: demoDone - began, bulkMs: performance.now() - demoDone };
}
