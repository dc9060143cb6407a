/**
 * Seeding for `npm run bench:reports`: the demo roles, HAD, its admin and the demo curriculum
 * (seedDemo), then, in one transaction of set-based statements (generate_series, INSERT ...
 * SELECT):
 * - 6 published topics of 8 units x 5 lessons each, and 2 exams closing each topic;
 * - 50 organisations; 100,000 students (Student role, number 6): one in ten in Bench Org 01
 *   (10,000: the large organisation), the rest spread evenly over the other 49 (about 1,840
 *   each, Bench Org 02 the typical one); every student in one class room of 40 of their
 *   organisation (the last class of an organisation may be smaller), each class following one
 *   of the 6 topics;
 * - 5,000,000 attempts (50 a student), one every 6.3 s over the last 365 days in the order
 *   they were submitted (organisations interleaved, as a live table fills), each at a lesson or
 *   exam of the student's topic, counted for the student's class, scored 0 to 10 of 10;
 * - a manager (role 1, r Reports and r ClassRoomManager) of Bench Org 01 and one of Org 02.
 * No attempt_answers: neither read measured touches them (the report and class progress read
 * `attempts` only). The attempts are inserted with session_replication_role = replica (the
 * bench's owner is a superuser): the foreign keys' per-row checks are skipped, the rows are
 * consistent by construction. Then VACUUM ANALYZE, as autovacuum would leave a table that old.
 * `scale` (PGlite: 0.1) shrinks students and attempts alike, never the curriculum.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-data';
import { seedDemo } from '../../server/db/seed';
import { hashPassword } from '../../server/platform/passwords';

export const SHAPE = {
  organizations: 50,
  students: 100_000,
  attemptsPerStudent: 50,
  classSize: 40,
  topics: 6,
  unitsPerTopic: 8,
  lessonsPerUnit: 5,
  examsPerTopic: 2,
  /** One student in this many belongs to Bench Org 01. */
  largeEvery: 10,
  maxScore: 10,
  days: 365,
  managers: {
    typical: { email: 'reports-manager02@bench.test', organization: 'Bench Org 02' },
    large: { email: 'reports-manager01@bench.test', organization: 'Bench Org 01' },
  },
} as const;

// prettier-ignore
const TOPICS = [
  ['Letters and sounds', 'الحروف والأصوات'], ['Greetings', 'التحيات'],
  ['Family and home', 'الأسرة والبيت'], ['Numbers and time', 'الأرقام والوقت'],
  ['At school', 'في المدرسة'], ['Food and market', 'الطعام والسوق'],
];

const { organizations: ORGS, topics: TOPIC_COUNT } = SHAPE;
const ACTIVITIES_PER_TOPIC = SHAPE.unitsPerTopic * SHAPE.lessonsPerUnit + SHAPE.examsPerTopic;
const orgName = (n: string) => `format('Bench Org %s', lpad((${n})::text, 2, '0'))`;
const roleId = (number: number) => `(select id from roles where number = ${number} limit 1)`;
const topicTitles = (column: 0 | 1) =>
  `array[${TOPICS.map((topic) => `'${topic[column]}'`).join(', ')}]`;

function statements(students: number) {
  const attempts = students * SHAPE.attemptsPerStudent;
  return [
    // The curriculum: positions after the demo's topics.
    `create temp table bench_topics on commit drop as
     select t, gen_random_uuid() as id from generate_series(1, ${TOPIC_COUNT}) t`,
    `insert into levels (id, position, title_en, title_ar, is_enabled, published_at)
     select id, 100 + t, (${topicTitles(0)})[t], (${topicTitles(1)})[t], true, now()
     from bench_topics`,
    `insert into units (level_id, position, title_en, title_ar, is_enabled, published_at)
     select tp.id, u, format('Unit %s.%s', tp.t, u), format('وحدة %s', u), true, now()
     from bench_topics tp cross join generate_series(1, ${SHAPE.unitsPerTopic}) u`,
    `insert into activities (unit_id, position, title_en, title_ar, is_enabled, published_at)
     select un.id, a, format('Lesson %s', a), format('درس %s', a), true, now()
     from bench_topics tp join units un on un.level_id = tp.id
     cross join generate_series(1, ${SHAPE.lessonsPerUnit}) a`,
    `insert into activities (kind, level_id, position, title_en, title_ar, expected_time_in_minutes,
       is_enabled, published_at)
     select 'exam', tp.id, e, format('Exam %s', e), format('اختبار %s', e), 30, true, now()
     from bench_topics tp cross join generate_series(1, ${SHAPE.examsPerTopic}) e`,
    // Each topic's lessons and exams numbered 0..41, for the attempts to pick from.
    `create temp table bench_activities on commit drop as
     select tp.t, a.id, (row_number() over (partition by tp.t order by a.kind desc,
       un.position, a.position) - 1)::int as k
     from bench_topics tp
     join activities a on a.level_id = tp.id
       or a.unit_id in (select id from units where level_id = tp.id)
     left join units un on un.id = a.unit_id`,
    `analyze bench_topics`,
    `analyze bench_activities`,

    `insert into organizations (name, company_location, contract_status, max_students,
       max_teachers, max_classrooms)
     select ${orgName('o')}, 'Bench', 'active', 20000, 100, 1000
     from generate_series(1, ${ORGS}) as o`,

    // Student i: Org 01 when i is a multiple of 10, else one of the other 49; then the n-th
    // student of an organisation is in its class (n - 1) / 40, which follows topic class % 6.
    `create temp table bench_students on commit drop as
     select s.i, s.o, (row_number() over (partition by s.o order by s.i) - 1) / ${SHAPE.classSize}
              as c, gen_random_uuid() as id
     from (select i, case when i % ${SHAPE.largeEvery} = 0 then 1 else 2 + i % ${ORGS - 1} end as o
           from generate_series(1, ${students}) as i) s`,
    `create temp table bench_classes on commit drop as
     select o, c, gen_random_uuid() as id, org.id as organization_id,
            1 + c % ${TOPIC_COUNT} as t
     from (select distinct o, c from bench_students) s
     join organizations org on org.name = ${orgName('s.o')}`,
    `analyze bench_students`,
    `analyze bench_classes`,
    `insert into class_rooms (id, organization_id, name, level, level_id, created_at)
     select cl.id, cl.organization_id, format('Class %s', lpad((cl.c + 1)::text, 3, '0')),
            format('Level %s', cl.t), tp.id, now() - interval '400 days'
     from bench_classes cl join bench_topics tp on tp.t = cl.t`,
    `insert into users (id, email, password_hash, first_name, last_name, email_verified_at,
       created_at)
     select id, format('reports-student%s@bench.test', i), '!no-login',
            format('Student %s', i), format('Bench %s', o), now(), now() - interval '400 days'
     from bench_students`,
    `insert into memberships (user_id, organization_id, role_id, is_active, created_at)
     select s.id, cl.organization_id, ${roleId(6)}, true, now() - interval '400 days'
     from bench_students s join bench_classes cl on cl.o = s.o and cl.c = s.c`,
    `insert into class_room_students (class_room_id, student_id, organization_id, added_at)
     select cl.id, s.id, cl.organization_id, now() - interval '400 days'
     from bench_students s join bench_classes cl on cl.o = s.o and cl.c = s.c`,

    // Attempt n (0-based): student 1 + n mod students, so each student comes back every
    // students x 6.3 s (about 7 days); activity k of their topic, moving on by 7 each round.
    // The secondary indexes are dropped first and built again after (sorted, not 5 million
    // inserts into each), from their own definitions.
    `set local session_replication_role = replica`,
    `set local maintenance_work_mem = '256MB'`,
    `create temp table bench_attempt_indexes on commit drop as
     select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename = 'attempts' and indexname <> 'attempts_pkey'`,
    `do $$ declare r record; begin
       for r in select indexname from bench_attempt_indexes loop
         execute format('drop index %I', r.indexname);
       end loop;
     end $$`,
    `insert into attempts (organization_id, user_id, activity_id, class_room_id, started_at,
       submitted_at, score, max_score)
     select cl.organization_id, s.id, a.id, cl.id, g.at - interval '6 minutes', g.at,
            (g.n * 37 + s.i) % ${SHAPE.maxScore + 1}, ${SHAPE.maxScore}
     from (select n, now() - interval '${SHAPE.days} days'
                  + n * interval '${(SHAPE.days * 86_400) / attempts} seconds' as at
           from generate_series(0, ${attempts - 1}) as n) g
     join bench_students s on s.i = 1 + g.n % ${students}
     join bench_classes cl on cl.o = s.o and cl.c = s.c
     join bench_activities a on a.t = cl.t
       and a.k = (g.n / ${students} * 7 + s.i) % ${ACTIVITIES_PER_TOPIC}`,
    `do $$ declare r record; begin
       for r in select indexdef from bench_attempt_indexes loop execute r.indexdef; end loop;
     end $$`,
    `set local session_replication_role = origin`,
  ];
}

export async function seedReports(db: Db, logosDir: string, scale = 1) {
  const students = Math.round(SHAPE.students * scale);
  const began = performance.now();
  const [managerHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    seedDemo(db, { logosDir }),
  ]);
  const demoDone = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of statements(students)) await tx.execute(sql.raw(statement));
    for (const { email, organization } of Object.values(SHAPE.managers)) {
      await tx.execute(sql`
        with manager as (
          insert into users (email, password_hash, first_name, last_name, email_verified_at)
          values (${email}, ${managerHash}, 'Reports', 'Manager', now())
          returning id)
        insert into memberships (user_id, organization_id, role_id, is_active)
        select manager.id, org.id, ${sql.raw(roleId(1))}, true
        from manager join organizations org on org.name = ${organization}`);
    }
  });
  const inserted = performance.now();
  await db.execute(sql`vacuum analyze`);
  return {
    students,
    attempts: students * SHAPE.attemptsPerStudent,
    demoMs: demoDone - began,
    bulkMs: inserted - demoDone,
    vacuumMs: performance.now() - inserted,
  };
}
