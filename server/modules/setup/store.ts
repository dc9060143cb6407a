import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  STUDENT_ROLE_NUMBERS,
  TEACHER_ROLE_NUMBERS,
  DEFAULT_ORG_NAME,
  HAD_ORG_NAME,
} from '../../../contract/constants';
import type { SetupStep } from '../../../contract/setup';
import type { Db } from '../../db/client';
import { setupDismissals } from '../../db/schema/setup';
import { rowsOf } from '../../platform/sql-rows';

/** When each step was first done (null: not yet), and which were dismissed, per organisation. */
export interface SetupRow {
  id: string;
  name: string;
  createdAt: Date;
  doneAt: Record<SetupStep, Date | null>;
  dismissed: ReadonlySet<SetupStep>;
}

const numbers = (list: readonly number[]) =>
  sql.join(
    list.map((n) => sql`${n}`),
    sql`, `,
  );

/** The first member, or invitation not canceled, of the organisation with one of these roles. */
const firstWithRole = (list: readonly number[]) => sql`least(
  (select min(m.created_at) from memberships m join roles r on r.id = m.role_id
    where m.organization_id = o.id and r.number in (${numbers(list)})),
  (select min(i.created_at) from invitations i join roles r on r.id = i.role_id
    where i.organization_id = o.id and i.status <> 'canceled' and r.number in (${numbers(list)})))`;

/**
 * Each step's first record: a class; a teacher, joined or invited; a student, joined or
 * invited; an assignment given to a class; a live class. One row per organisation, each step a
 * lookup on the organisation's index of that table.
 */
async function readSetup(tx: Db, where: SQL): Promise<SetupRow[]> {
  const rows = await rowsOf<{
    id: string;
    name: string;
    created_at: string | Date;
    class: string | Date | null;
    teacher: string | Date | null;
    students: string | Date | null;
    assignment: string | Date | null;
    live_class: string | Date | null;
    dismissed: string[] | null;
  }>(
    tx.execute(sql`
      select o.id, o.name, o.created_at,
        (select min(c.created_at) from class_rooms c where c.organization_id = o.id) as class,
        ${firstWithRole(TEACHER_ROLE_NUMBERS)} as teacher,
        ${firstWithRole(STUDENT_ROLE_NUMBERS)} as students,
        (select min(g.created_at) from activity_class_rooms g
          join activities a on a.id = g.activity_id
          where g.organization_id = o.id and a.kind = 'assignment') as assignment,
        (select min(l.created_at) from live_classes l where l.organization_id = o.id) as live_class,
        (select array_agg(d.step) from setup_dismissals d where d.organization_id = o.id) as dismissed
      from organizations o
      where ${where}
      order by o.created_at, o.id`),
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at),
    doneAt: {
      class: date(row.class),
      teacher: date(row.teacher),
      students: date(row.students),
      assignment: date(row.assignment),
      liveClass: date(row.live_class),
    },
    dismissed: new Set((row.dismissed ?? []) as SetupStep[]),
  }));
}

export async function setupOf(tx: Db, organizationId: string): Promise<SetupRow | undefined> {
  const [row] = await readSetup(tx, sql`o.id = ${organizationId}`);
  return row;
}

/** Every customer organisation (not HAD or DEFAULT, the platform's own). */
export const customersSetup = (tx: Db) =>
  readSetup(tx, sql`o.name not in (${HAD_ORG_NAME}, ${DEFAULT_ORG_NAME})`);

export async function dismissStep(
  tx: Db,
  organizationId: string,
  step: SetupStep,
  userId: string,
): Promise<void> {
  await tx
    .insert(setupDismissals)
    .values({ organizationId, step, dismissedBy: userId })
    .onConflictDoNothing();
}

export async function restoreStep(tx: Db, organizationId: string, step: SetupStep): Promise<void> {
  await tx
    .delete(setupDismissals)
    .where(and(eq(setupDismissals.organizationId, organizationId), eq(setupDismissals.step, step)));
}
