/**
 * Seeding for `npm run bench:live-classes`: the demo roles, HAD and its admin (seedDemo), then,
 * in one transaction of set-based statements, 50 organisations with 5 teachers each (Teacher
 * role, number 5) and 400 live classes each (20,000) over a year centred on today, one an
 * organisation day, all with a teacher, and a manager of the first organisation (role 1, who
 * holds LiveClassesApprove). Of every 8 classes 6 are approved; one is unapproved and free, and
 * one is unapproved and overlaps the approved class before it of the same teacher, marked
 * invalid ('clash') as the service leaves it. An approved class of a teacher is at least 4 days
 * from the next, so no teacher is double-booked among approved classes (the exclusion
 * constraint live_classes_teacher_no_overlap holds).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-data';
import { seedDemo } from '../../server/db/seed';
import { hashPassword } from '../../server/platform/passwords';

export const SHAPE = {
  organizations: 50,
  teachersPerOrganization: 5,
  classesPerOrganization: 400,
  durationMinutes: 60,
  managerEmail: 'live-manager@bench.test',
  /** The manager's organisation. */
  organization: 'Bench Org 01',
} as const;

const { organizations: ORGS, teachersPerOrganization: TEACHERS } = SHAPE;
const CLASSES = SHAPE.classesPerOrganization;
const orgName = (n: string) => `format('Bench Org %s', lpad((${n})::text, 2, '0'))`;
const roleId = (number: number) => `(select id from roles where number = ${number} limit 1)`;

/** Class k's slot: k, or the one before for the clashing unapproved class (k % 8 = 3). */
const SLOTS = `
  select o, k, (case when k % 8 = 3 then k - 1 else k end) as slot,
         k % 8 not in (3, 7) as approved
  from generate_series(1, ${ORGS}) as o cross join generate_series(0, ${CLASSES - 1}) as k`;

/** Statements run in order in one transaction (a temp table lives until its commit). */
const STATEMENTS = [
  `insert into organizations (name, company_location, contract_status, max_students,
     max_teachers, max_classrooms)
   select ${orgName('o')}, 'Bench', 'active', 10000, 100, 100
   from generate_series(1, ${ORGS}) as o`,

  `create temp table bench_teachers on commit drop as
   select o, t, gen_random_uuid() as id
   from generate_series(1, ${ORGS}) as o cross join generate_series(0, ${TEACHERS - 1}) as t`,
  `insert into users (id, email, password_hash, first_name, last_name, email_verified_at)
   select id, format('live-teacher%s-%s@bench.test', o, t), '!no-login', 'Teacher',
          format('%s-%s', o, t), now()
   from bench_teachers`,
  `insert into memberships (user_id, organization_id, role_id, is_active)
   select t.id, org.id, ${roleId(5)}, true
   from bench_teachers t join organizations org on org.name = ${orgName('t.o')}`,

  // Slot s: day s * 365 / 400 of the year from 182 days ago, at 08:00 to 19:00 UTC by s and the
  // organisation; the clashing class starts 30 minutes into its slot.
  `create temp table bench_classes on commit drop as
   select s.o, s.k, s.approved, s.slot % ${TEACHERS} as t,
          date_trunc('day', now()) - interval '182 days'
            + make_interval(days => s.slot * 365 / ${CLASSES}, hours => 8 + (s.slot + s.o) % 12,
                            mins => case when s.k % 8 = 3 then 30 else 0 end) as starts_at
   from (${SLOTS}) s`,
  `insert into live_classes (organization_id, title, level, starts_at, duration_minutes, ends_at,
     min_users, max_users, teacher_id, approved_at, invalid_reason, created_at, updated_at)
   select org.id, format('Live class %s', c.k + 1), format('Level %s', 1 + c.k % 6), c.starts_at,
          ${SHAPE.durationMinutes}, c.starts_at + make_interval(mins => ${SHAPE.durationMinutes}),
          1, 30, t.id,
          case when c.approved then least(now(), c.starts_at - interval '1 day') end,
          case when c.k % 8 = 3 then 'clash' end,
          least(now(), c.starts_at) - interval '10 days', least(now(), c.starts_at)
   from bench_classes c
   join organizations org on org.name = ${orgName('c.o')}
   join bench_teachers t on t.o = c.o and t.t = c.t`,
];

export async function seedLiveClasses(db: Db, logosDir: string) {
  const began = performance.now();
  const [managerHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    seedDemo(db, { logosDir }),
  ]);
  const demoDone = performance.now();
  await db.transaction(async (tx) => {
    for (const statement of STATEMENTS) await tx.execute(sql.raw(statement));
    await tx.execute(sql`
      with manager as (
        insert into users (email, password_hash, first_name, last_name, email_verified_at)
        values (${SHAPE.managerEmail}, ${managerHash}, 'Live', 'Manager', now())
        returning id)
      insert into memberships (user_id, organization_id, role_id, is_active)
      select manager.id, org.id, ${sql.raw(roleId(1))}, true
      from manager join organizations org on org.name = ${SHAPE.organization}`);
  });
  await db.execute(sql`analyze`);
  return { demoMs: demoDone - began, bulkMs: performance.now() - demoDone };
}
