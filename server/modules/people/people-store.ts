import { and, asc, count, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';

export interface PeopleFilter {
  /** Only members of this organisation; null: anyone with a membership the scope sees. */
  organizationId: string | null;
  roleId?: string | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
}

export interface PersonRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
}

export interface MembershipRecord {
  userId: string;
  organization: { id: string; name: string };
  role: { id: string; name: string; number: number };
  isActive: boolean;
  joinedAt: Date;
}

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createdAt: users.createdAt,
};

/** By first name, then last name (case-insensitively), then id: a stable directory order. */
export const byName = [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)];

export const searchCondition = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
  );
};

/**
 * One page of users who hold a membership the scope can see (row-level security decides:
 * the caller's organisation's, or every one with app.platform on) that matches the filter.
 */
export async function listPeople(tx: Db, filter: PeopleFilter) {
  const member = exists(
    tx
      .select({ one: sql`1` })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, users.id),
          filter.organizationId ? eq(memberships.organizationId, filter.organizationId) : undefined,
          filter.roleId ? eq(memberships.roleId, filter.roleId) : undefined,
        ),
      ),
  );
  const where = and(member, searchCondition(filter.search));
  const [rows, [counted]] = await Promise.all([
    tx
      .select(personColumns)
      .from(users)
      .where(where)
      .orderBy(...byName, asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows as PersonRecord[], total: counted?.total ?? 0 };
}

export async function findPerson(tx: Db, id: string): Promise<PersonRecord | null> {
  const [row] = await tx.select(personColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The memberships of these users that the scope sees, by organisation name. */
export async function membershipsOf(tx: Db, userIds: string[]): Promise<MembershipRecord[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({
      userId: memberships.userId,
      organization: { id: organizations.id, name: organizations.name },
      role: { id: roles.id, name: roles.name, number: roles.number },
      isActive: memberships.isActive,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(inArray(memberships.userId, userIds))
    .orderBy(asc(organizations.name));
}
