/**
 * Seeding for `npm run bench:api`: the demo roles, HAD and its admin (seedDemo), then, in one
 * transaction of set-based statements (generate_series, INSERT ... SELECT), 50 organisations
 * with a teacher and 20 classes each, 100,000 students (Student role, number 6) spread over
 * them, each in one class, and a manager of the first organisation.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-data';
import { seedDemo } from '../../server/db/seed';
import { hashPassword } from '../../server/platform/passwords';

export const BENCH = {
  organizations: 50,
  classesPerOrganization: 20,
  students: 100_000,
  managerEmail: 'manager@bench.test',
  /** Demo admin, active in HAD with every resource (lists every organisation's students). */
  hadAdminEmail: 'admin@demo.test',
  password: DEMO_PASSWORD,
  /** A name filter matching one last name in 25 (4,000 students platform-wide). */
  search: 'fakh',
} as const;

// prettier-ignore
const FIRST_NAMES = [
  'Amina', 'Omar', 'Layla', 'Sami', 'Nour', 'Yusuf', 'Mariam', 'Khalid', 'Huda', 'Tariq',
  'Salma', 'Ziad', 'Rania', 'Faris', 'Dina', 'Hamza', 'Lina', 'Bilal', 'Yara', 'Adam',
];
// prettier-ignore
const LAST_NAMES = [
  'Haddad', 'Khalil', 'Nasser', 'Farouk', 'Saleh', 'Mansour', 'Aziz', 'Hamdan', 'Qasim',
  'Darwish', 'Rahman', 'Sabbagh', 'Barakat', 'Jaber', 'Hijazi', 'Najjar', 'Awad', 'Shami',
  'Tamimi', 'Zaki', 'Yassin', 'Odeh', 'Bishara', 'Fakhoury', 'Masri',
];

const textArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item}'`).join(', ')}]`;
const orgName = (n: string) => `format('Bench Org %s', lpad((${n})::text, 2, '0'))`;
const className = (n: string) => `format('Class %s', lpad((${n})::text, 2, '0'))`;
const roleId = (number: number) => `(select id from roles where number = ${number} limit 1)`;

const { organizations: ORGS, classesPerOrganization: CLASSES, students: STUDENTS } = BENCH;

/** Statements run in order in one transaction (a temp table lives until its commit). */
const STATEMENTS = [
  `insert into organizations (name, company_location, contract_status, max_students,
     max_teachers, max_classrooms)
   select ${orgName('o')}, 'Bench', 'active', 10000, 100, 100
   from generate_series(1, ${ORGS}) as o`,

  `create temp table bench_teachers on commit drop as
   select o, gen_random_uuid() as id from generate_series(1, ${ORGS}) as o`,
  `insert into users (id, email, password_hash, first_name, last_name, email_verified_at)
   select id, format('teacher%s@bench.test', o), '!no-login', 'Teacher', o::text, now()
   from bench_teachers`,
  `insert into memberships (user_id, organization_id, role_id, is_active)
   select t.id, org.id, ${roleId(5)}, true
   from bench_teachers t join organizations org on org.name = ${orgName('t.o')}`,
  `insert into class_rooms (organization_id, name, level, teacher_id, created_at)
   select org.id, ${className('c')}, format('Level %s', 1 + c % 6), t.id,
          now() - make_interval(mins => c)
   from bench_teachers t join organizations org on org.name = ${orgName('t.o')}
   cross join generate_series(1, ${CLASSES}) as c`,

  // Student i: organisation i mod 50 (interleaved, as they would sign up), one class of it.
  `create temp table bench_students on commit drop as
   select s.i, gen_random_uuid() as id, org.id as organization_id, c.id as class_room_id
   from (select i, (i - 1) % ${ORGS} + 1 as o, ((i - 1) / ${ORGS}) % ${CLASSES} + 1 as c
         from generate_series(1, ${STUDENTS}) as i) s
   join organizations org on org.name = ${orgName('s.o')}
   join class_rooms c on c.organization_id = org.id and c.name = ${className('s.c')}`,
  `insert into users (id, email, password_hash, first_name, last_name, email_verified_at,
     created_at)
   select id, format('student%s@bench.test', i), '!no-login',
          (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
          (${textArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
          now(), now() - make_interval(secs => i)
   from bench_students`,
  `insert into memberships (user_id, organization_id, role_id, is_active, created_at)
   select id, organization_id, ${roleId(6)}, true, now() - make_interval(secs => i)
   from bench_students`,
  `insert into class_room_students (class_room_id, student_id, organization_id, added_at)
   select class_room_id, id, organization_id, now() - make_interval(secs => i)
   from bench_students`,
];

export interface SeedTimings {
  demoMs: number;
  bulkMs: number;
}

export async function seedBench(db: Db, logosDir: string): Promise<SeedTimings> {
  const began = performance.now();
  const [managerHash] = await Promise.all([
    hashPassword(BENCH.password),
    seedDemo(db, { logosDir }),
  ]);
  const demoDone = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of STATEMENTS) await tx.execute(sql.raw(statement));
    await tx.execute(sql`
      with manager as (
        insert into users (email, password_hash, first_name, last_name, email_verified_at)
        values (${BENCH.managerEmail}, ${managerHash}, 'Bench', 'Manager', now())
        returning id)
      insert into memberships (user_id, organization_id, role_id, is_active)
      select manager.id, org.id, ${sql.raw(roleId(1))}, true
      from manager join organizations org on org.name = 'Bench Org 01'`);
  });
  await db.execute(sql`analyze`);
  return { demoMs: demoDone - began, bulkMs: performance.now() - demoDone };
}
