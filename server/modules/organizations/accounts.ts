import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { organizationAccountSchema } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';

export type OrganizationAccount = z.infer<typeof organizationAccountSchema>;

/** The organisation's members, by last name; runs in its tenant scope (memberships_tenant). */
export async function listAccounts(
  db: Db,
  organizationId: string,
  window: { offset: number; limit: number },
): Promise<{ rows: OrganizationAccount[]; total: number }> {
  const where = eq(memberships.organizationId, organizationId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleName: roles.name,
        roleNumber: roles.number,
        isActive: memberships.isActive,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(memberships).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
