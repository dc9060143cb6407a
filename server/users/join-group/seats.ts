import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { memberships } from '../../db/schema/users';
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../organizations/counts';
import { findOrganization } from '../organizations/store';

export interface SeatsFull {
  seats: 'teachers' | 'students';
  max: number;
}

/**
 * Whether `userId` joining the organisation with `roleId` would pass its contract's teacher
 * or student seats (null: there is room, or the role takes no seat). The organisation row is
 * locked first and stays locked until the transaction ends, so two joins racing for the last
 * seat are serialised: the second one counts the first. The user's own membership (a
 * re-join) does not count against them.
 */
export async function seatsFull(
  tx: Db,
  organizationId: string,
  roleId: string,
  userId: string,
): Promise<SeatsFull | null> {
  const [role] = await tx.select({ number: roles.number }).from(roles).where(eq(roles.id, roleId));
  const number = role?.number ?? -1;
  const isTeacher = (TEACHER_ROLE_NUMBERS as readonly number[]).includes(number);
  const numbers = isTeacher
    ? TEACHER_ROLE_NUMBERS
    : (STUDENT_ROLE_NUMBERS as readonly number[]).includes(number)
      ? STUDENT_ROLE_NUMBERS
      : null;
  if (!numbers) return null;
  const organization = await findOrganization(tx, organizationId, { lock: true });
  if (!organization) return null;
  const max = isTeacher ? organization.maxTeachers : organization.maxStudents;
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        inArray(roles.number, [...numbers]),
        ne(memberships.userId, userId),
      ),
    );
  return (row?.n ?? 0) >= max ? { seats: isTeacher ? 'teachers' : 'students', max } : null;
}
