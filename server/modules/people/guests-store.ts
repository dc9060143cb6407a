import { and, count, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { memberships, users } from '../../db/schema/users';
import { searchCondition } from './people-store';

const elsewhere = alias(memberships, 'elsewhere');

/**
 * Guests: members of DEFAULT who belong to no other organisation (they see Access Pending),
 * newest first. Needs app.platform on (a HAD caller) to see DEFAULT's memberships.
 */
export async function listGuests(
  tx: Db,
  filter: { search?: string | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(organizations.name, DEFAULT_ORG_NAME),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(elsewhere)
        .where(
          and(
            eq(elsewhere.userId, memberships.userId),
            sql`${elsewhere.organizationId} <> ${memberships.organizationId}`,
          ),
        ),
    ),
    searchCondition(filter.search),
  );
  const base = () =>
    tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        signedUpAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .innerJoin(users, eq(users.id, memberships.userId));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(
        sql`${memberships.createdAt} desc nulls last`,
        sql`${memberships.id} desc nulls last`,
      )
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ total: count() })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
