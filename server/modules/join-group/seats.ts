import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import { findOrganization } from '../organizations/public';

export interface SeatsFull {
  seats: 'teachers' | 'students';
  max: number;
}

/**
 * Open invitations (pending, not yet expired) of the organisation whose role is of `numbers`:
 * each holds a seat until it is accepted, canceled or expires, so join codes and invitations
 * share the contract's seats. `exceptEmail`: the joining person's own invitation is theirs.
 */
export async function countOpenInvitations(
  tx: Db,
  organizationId: string,
  numbers: readonly number[],
  options: { now?: Date; exceptEmail?: string } = {},
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, 'pending'),
        options.now
          ? gt(invitations.expiresAt, options.now)
          : sql`${invitations.expiresAt} > now()`,
        inArray(roles.number, [...numbers]),
        options.exceptEmail === undefined ? undefined : ne(invitations.email, options.exceptEmail),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether `userId` joining the organisation with `roleId` would pass its contract's teacher
 * or student seats (null: there is room, or the role takes no seat). The organisation row is
 * locked first and stays locked until the transaction ends, so two joins racing for the last
 * seat are serialised: the second one counts the first. The user's own membership (a
 * re-join) does not count against them. Open invitations take seats too (a person's own
 * invitation excepted: accepting it turns that seat into their membership).
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
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const invited = await countOpenInvitations(tx, organizationId, numbers, {
    exceptEmail: user?.email ?? '',
  });
  const taken = (row?.n ?? 0) + invited;
  return taken >= max ? { seats: isTeacher ? 'teachers' : 'students', max } : null;
}
