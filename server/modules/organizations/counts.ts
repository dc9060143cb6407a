import { eq, sql } from 'drizzle-orm';
import type { ContractImpact, OrgReport } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';

// Role numbers by kind of member (server/db/demo-data.ts: Teacher 5, Student 6; HAD Teacher 4),
// in the contract since the levels service (live classes) needs them too.
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../../../contract/constants';

/**
 * Members of the organisation whose role is of `numbers`, counted by the database. Every
 * membership counts: `is_active` only says which organisation a user has selected, not
 * whether they belong (a student looking at another organisation is still one of these seats).
 * Runs under the organisation's tenant scope, so the memberships policy applies.
 */
export const membersOf = (numbers: readonly number[]) =>
  sql<number>`(select count(*)::int from memberships m join roles r on r.id = m.role_id
     where m.organization_id = organizations.id
       and r.number in (${sql.join(
         numbers.map((n) => sql`${n}`),
         sql`, `,
       )}))`;

/** Classes of the organisation, live (`not is_archived`) or archived. */
const classRoomsOf = (archived: boolean) =>
  sql<number>`(select count(*)::int from class_rooms c
     where c.organization_id = organizations.id and c.is_archived = ${archived})`;

/** Members of `numbers` roles who teach (teachers) or sit in (students) a live class. */
const teachersInClassRooms = sql<number>`(select count(distinct c.teacher_id)::int
     from class_rooms c join memberships m
       on m.user_id = c.teacher_id and m.organization_id = c.organization_id
     join roles r on r.id = m.role_id
     where c.organization_id = organizations.id and not c.is_archived
       and r.number in (${sql.join(
         TEACHER_ROLE_NUMBERS.map((n) => sql`${n}`),
         sql`, `,
       )}))`;
export const studentsInClassRooms = sql<number>`(select count(distinct s.student_id)::int
     from class_room_students s join class_rooms c on c.id = s.class_room_id
     join memberships m on m.user_id = s.student_id and m.organization_id = s.organization_id
     join roles r on r.id = m.role_id
     where s.organization_id = organizations.id and not c.is_archived
       and r.number in (${sql.join(
         STUDENT_ROLE_NUMBERS.map((n) => sql`${n}`),
         sql`, `,
       )}))`;

/**
 * What a pause or cancel of organisation `id` touches, at `now` (the server clock): every
 * member (students and teachers among them), its live classes, the invitations still open
 * (pending and not expired) and the join codes not yet used. One query; run in the
 * organisation's tenant scope.
 */
export async function contractImpact(
  db: Db,
  id: string,
  now: Date,
): Promise<ContractImpact | null> {
  const [row] = await db
    .select({
      members: sql<number>`(select count(*)::int from memberships m
         where m.organization_id = organizations.id)`,
      activeStudents: membersOf(STUDENT_ROLE_NUMBERS),
      activeTeachers: membersOf(TEACHER_ROLE_NUMBERS),
      activeClassrooms: classRoomsOf(false),
      openInvitations: sql<number>`(select count(*)::int from invitations i
         where i.organization_id = organizations.id and i.status = 'pending'
           and i.expires_at > ${now.toISOString()}::timestamptz)`,
      unusedJoinCodes: sql<number>`(select count(*)::int from join_codes j
         where j.organization_id = organizations.id and j.used_at is null)`,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ?? null;
}

/**
 * The dashboard's report of organisation `id` on `today` (YYYY-MM-DD, the server clock),
 * computed by one query from the organisation, its memberships and its classes, not from
 * stored counters. "Created" classrooms are the live ones (archived ones free their seat);
 * members "joined to classrooms" teach or sit in at least one live class.
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
      createdClassrooms: classRoomsOf(false),
      archivedClassrooms: classRoomsOf(true),
      teachersInClassRooms,
      studentsInClassRooms,
      // Never negative: an organisation over its limit has no seats left, not minus some.
      availableTeachers: sql<number>`greatest(${organizations.maxTeachers} - ${teachers}, 0)`,
      availableStudents: sql<number>`greatest(${organizations.maxStudents} - ${students}, 0)`,
      startsAt: organizations.startsAt,
      endsAt: organizations.endsAt,
      curriculum: organizations.curriculum,
      file: organizations.contractFile,
      fileName: organizations.contractFileName,
      status: organizations.contractStatus,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) return null;
  const { createdClassrooms } = row;
  return {
    daysRemaining: row.daysRemaining,
    weeksRemaining: row.weeksRemaining,
    classRoom: {
      totalClassRooms: row.maxClassrooms,
      createdClassrooms,
      remainingClassrooms: Math.max(row.maxClassrooms - createdClassrooms, 0),
      archivedClassrooms: row.archivedClassrooms,
    },
    teachers: {
      totalTeachers: row.maxTeachers,
      joinedTeachers: row.joinedTeachers,
      availableTeachers: row.availableTeachers,
      joinedteachersToClassRooms: row.teachersInClassRooms,
      unJoinedTeachersToClassRooms: Math.max(row.joinedTeachers - row.teachersInClassRooms, 0),
    },
    students: {
      totalStudents: row.maxStudents,
      joinedStudents: row.joinedStudents,
      availableStudents: row.availableStudents,
      joinedstudentsToClassRooms: row.studentsInClassRooms,
      unJoinedStudentsToClassRooms: Math.max(row.joinedStudents - row.studentsInClassRooms, 0),
    },
    contract: {
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      curriculum: row.curriculum,
      file: row.file,
      fileName: row.file ? row.fileName : null,
      status: row.status,
    },
  };
}
