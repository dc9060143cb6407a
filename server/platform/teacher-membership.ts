import { and, eq, inArray } from 'drizzle-orm';
import { TEACHER_ROLE_NUMBERS } from '../../contract/constants';
import type { Db } from '../db/client';
import { roles } from '../db/schema/roles';
import { memberships } from '../db/schema/users';

/**
 * True when `userId` is a member of the organisation with a teacher role (numbers 4, 5): who may
 * be given a class or a live class.
 */
export async function isTeacherOf(db: Db, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.userId, userId),
        inArray(roles.number, [...TEACHER_ROLE_NUMBERS]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
