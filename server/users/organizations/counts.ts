import { eq, sql } from 'drizzle-orm';
import type { OrgReport } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';

/** Role numbers by kind of member (server/db/demo-data.ts: Teacher 5, Student 6; HAD Teacher 4). */
export const STUDENT_ROLE_NUMBERS = [6] as const;
export const TEACHER_ROLE_NUMBERS = [4, 5] as const;

/**
 * Members of the organisation whose role is of `numbers`, counted by the database. Every
 * membership counts: `is_active` only says which organisation a user has selected, not
 * whether they belong (a student looking at another organisation is still one of these seats).
 * Runs under the organisation's tenant scope, so the memberships policy applies.
 */
const membersOf = (numbers: readonly number[]) =>
  sql<number>`(select count(*)::int from memberships m join roles r on r.id = m.role_id
     where m.organization_id = organizations.id
       and r.number in (${sql.join(
         numbers.map((n) => sql`${n}`),
         sql`, `,
       )}))`;

export interface ContractImpact {
  activeStudents: number;
  activeTeachers: number;
  activeClassrooms: number;
}

export async function contractImpact(db: Db, id: string): Promise<ContractImpact | null> {
  const [row] = await db
    .select({
      activeStudents: membersOf(STUDENT_ROLE_NUMBERS),
      activeTeachers: membersOf(TEACHER_ROLE_NUMBERS),
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  // Classrooms do not exist yet (the classes module comes later): nothing to count.
  return row ? { ...row, activeClassrooms: 0 } : null;
}

/**
 * The dashboard's report of organisation `id` on `today` (YYYY-MM-DD, the server clock),
 * computed by one query from the organisation and its memberships, not from stored counters.
 * Until classes exist, created/archived classrooms and members joined to classrooms are 0,
 * so every joined member is "not joined to a classroom".
 */
export async function organizationReport(
  db: Db,
  id: string,
  today: string,
): Promise<OrgReport | null> {
  const days = sql<number>`greatest(${organizations.endsAt} - ${today}::date, 0)`;
  const students = membersOf(STUDENT_ROLE_NUMBERS);
  const teachers = membersOf(TEACHER_ROLE_NUMBERS);
  const [row] = await db
    .select({
      daysRemaining: days,
      weeksRemaining: sql<number>`(${days} / 7)::int`,
      maxClassrooms: organizations.maxClassrooms,
      maxTeachers: organizations.maxTeachers,
      maxStudents: organizations.maxStudents,
      joinedTeachers: teachers,
      joinedStudents: students,
      // Never negative: an organisation over its limit has no seats left, not minus some.
      availableTeachers: sql<number>`greatest(${organizations.maxTeachers} - ${teachers}, 0)`,
      availableStudents: sql<number>`greatest(${organizations.maxStudents} - ${students}, 0)`,
      startsAt: organizations.startsAt,
      endsAt: organizations.endsAt,
      curriculum: organizations.curriculum,
      file: organizations.contractFile,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) return null;
  const createdClassrooms = 0;
  return {
    daysRemaining: row.daysRemaining,
    weeksRemaining: row.weeksRemaining,
    classRoom: {
      totalClassRooms: row.maxClassrooms,
      createdClassrooms,
      remainingClassrooms: Math.max(row.maxClassrooms - createdClassrooms, 0),
      archivedClassrooms: 0,
    },
    teachers: {
      totalTeachers: row.maxTeachers,
      joinedTeachers: row.joinedTeachers,
      availableTeachers: row.availableTeachers,
      joinedteachersToClassRooms: 0,
      unJoinedTeachersToClassRooms: row.joinedTeachers,
    },
    students: {
      totalStudents: row.maxStudents,
      joinedStudents: row.joinedStudents,
      availableStudents: row.availableStudents,
      joinedstudentsToClassRooms: 0,
      unJoinedStudentsToClassRooms: row.joinedStudents,
    },
    contract: {
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      curriculum: row.curriculum,
      file: row.file,
    },
  };
}
