import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { ROLE_NAMES } from '../../db/demo-data';
import { organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { sessions } from '../../db/schema/sessions';
import { memberships, users } from '../../db/schema/users';
import { setTenantScope } from '../../platform/tenant';

export type UserRow = typeof users.$inferSelect;

/** True for PostgreSQL's unique_violation (also when wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** DEFAULT's id and the Guest role's: the Access Pending membership. */
export async function defaultGuest(tx: Db): Promise<{ organizationId: string; roleId: string }> {
  const [defaults] = await tx
    .select({ organizationId: organizations.id, roleId: roles.id })
    .from(organizations)
    .innerJoin(roles, eq(roles.name, ROLE_NAMES.guest))
    .where(eq(organizations.name, DEFAULT_ORG_NAME))
    .limit(1);
  if (!defaults) throw new Error(`${DEFAULT_ORG_NAME} organisation or Guest role missing`);
  return defaults;
}

/**
 * A new user, active in DEFAULT as a Guest (the Access Pending state) until a join code or
 * an invitation brings them into an organisation.
 */
export async function insertSignedUpUser(
  tx: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow> {
  const defaults = await defaultGuest(tx);
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  // Row-level security: the Guest membership is written in DEFAULT's scope, as the new user.
  await setTenantScope(tx, { organizationId: defaults.organizationId, userId: user.id });
  await tx.insert(memberships).values({ userId: user.id, ...defaults, isActive: true });
  return user;
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function sessionPurpose(db: Db, sessionId: string) {
  const [row] = await db
    .select({ purpose: sessions.purpose })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.purpose ?? null;
}

/** New password; every session of the user (the reset one included) is revoked with it. */
export async function replacePassword(db: Db, userId: string, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}
