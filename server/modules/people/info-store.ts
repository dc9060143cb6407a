import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import { PEOPLE_MESSAGES, type UpdateUsersInfoBody } from '../../../contract/people';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { memberships, users } from '../../db/schema/users';
import { ERROR_CODES } from '../../../contract/wire';
import { HttpError } from '../../platform/errors';
import { setTenantScope, type TenantScope } from '../../platform/tenant';
import { pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import type { PersonRecord } from './people-store';

const emailTaken = () =>
  new HttpError(409, ERROR_CODES.conflict, PEOPLE_MESSAGES.emailTaken, {
    email: PEOPLE_MESSAGES.emailTaken,
  });

/**
 * Whether the user belongs to a customer organisation other than `organizationId` (DEFAULT,
 * kept by whoever signed up, does not count). Read through the user's own memberships (the
 * self policies, as the removal does), then back in the caller's scope: a manager may not see
 * those memberships, only learn that there are some.
 */
export async function belongsElsewhere(
  tx: Db,
  userId: string,
  organizationId: string,
  callerScope: TenantScope,
): Promise<boolean> {
  await setTenantScope(tx, { organizationId: null, userId });
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, userId),
        ne(memberships.organizationId, organizationId),
        ne(organizations.name, DEFAULT_ORG_NAME),
      ),
    )
    .limit(1);
  await setTenantScope(tx, callerScope);
  return rows.length > 0;
}

/** The fields of `body` that differ from the person's. */
export const changedFields = (person: PersonRecord, body: UpdateUsersInfoBody) =>
  (['firstName', 'lastName', 'email'] as const).filter(
    (field) => body[field] !== undefined && body[field] !== person[field],
  );

/** Writes the changed fields; a taken e-mail is 409 with `fieldErrors.email`. */
export async function writeInfo(tx: Db, id: string, body: UpdateUsersInfoBody) {
  if (body.email) {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, body.email), ne(users.id, id)))
      .limit(1);
    if (other) throw emailTaken();
  }
  try {
    // A savepoint: a unique violation (a race for the e-mail) leaves the transaction usable.
    await tx.transaction(async (inner) => {
      await inner
        .update(users)
        .set({
          ...(body.firstName !== undefined && { firstName: body.firstName }),
          ...(body.lastName !== undefined && { lastName: body.lastName }),
          ...(body.email !== undefined && { email: body.email }),
        })
        .where(eq(users.id, id));
    });
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}
