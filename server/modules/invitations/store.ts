import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  InvitationKind,
  InvitationRoleGroup,
  InvitationStatus,
} from '../../../contract/invitations';
import type { Db } from '../../db/client';
import { classRooms } from '../../db/schema/classes';
import { invitations } from '../../db/schema/invitations';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';
import { TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import type { InvitationRecord } from './present';

const inviters = alias(users, 'inviters');
const accepters = alias(users, 'accepters');

const recordColumns = {
  id: invitations.id,
  organizationId: invitations.organizationId,
  kind: invitations.kind,
  email: invitations.email,
  firstName: invitations.firstName,
  lastName: invitations.lastName,
  status: invitations.status,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
  sendCount: invitations.sendCount,
  role: { id: roles.id, name: roles.name, number: roles.number },
  classRoomId: invitations.classRoomId,
  classRoomName: classRooms.name,
  inviterFirstName: inviters.firstName,
  inviterLastName: inviters.lastName,
  accepterId: accepters.id,
  accepterFirstName: accepters.firstName,
  accepterLastName: accepters.lastName,
};

const records = (db: Db) =>
  db
    .select(recordColumns)
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .leftJoin(classRooms, eq(classRooms.id, invitations.classRoomId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .leftJoin(accepters, eq(accepters.id, invitations.acceptedBy));

/** The effective status in SQL: a pending invitation past its expiry is expired. */
function statusIs(status: InvitationStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, now));
    case 'expired':
      return and(eq(invitations.status, 'pending'), lte(invitations.expiresAt, now));
    default:
      return eq(invitations.status, status);
  }
}

/** Teacher roles (numbers 4 and 5) or every other role; no group, no condition. */
function roleGroupIs(group: InvitationRoleGroup | undefined): SQL | undefined {
  if (group === 'teachers') return inArray(roles.number, [...TEACHER_ROLE_NUMBERS]);
  if (group === 'staff') return notInArray(roles.number, [...TEACHER_ROLE_NUMBERS]);
  return undefined;
}

export interface InvitationFilter {
  organizationId: string;
  kind: InvitationKind;
  search?: string | undefined;
  status?: InvitationStatus | undefined;
  roleGroup?: InvitationRoleGroup | undefined;
  now: Date;
  offset: number;
  limit: number;
}

/** A page of the organisation's invitations of a kind, newest first. */
export async function listInvitations(
  db: Db,
  filter: InvitationFilter,
): Promise<{ rows: InvitationRecord[]; total: number }> {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(invitations.organizationId, filter.organizationId),
    eq(invitations.kind, filter.kind),
    filter.status ? statusIs(filter.status, filter.now) : undefined,
    roleGroupIs(filter.roleGroup),
    pattern
      ? or(
          ilike(invitations.email, pattern),
          ilike(invitations.firstName, pattern),
          ilike(invitations.lastName, pattern),
        )
      : undefined,
  );
  const rows = await records(db)
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One invitation of the organisation and kind, optionally locked for a change. */
export async function findInvitation(
  db: Db,
  where: { organizationId: string; kind?: InvitationKind; id: string },
  options: { lock?: boolean } = {},
): Promise<InvitationRecord | null> {
  const query = records(db)
    .where(
      and(
        eq(invitations.organizationId, where.organizationId),
        where.kind ? eq(invitations.kind, where.kind) : undefined,
        eq(invitations.id, where.id),
      ),
    )
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: invitations }) : query);
  return row ?? null;
}

/** A resend: a new token hash and expiry (the old link stops working), one more send. */
export async function renewInvitation(
  db: Db,
  id: string,
  values: { tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(invitations)
    .set({
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      sendCount: sql`${invitations.sendCount} + 1`,
      updatedAt: values.now,
    })
    .where(eq(invitations.id, id));
}

export async function setInvitationStatus(
  db: Db,
  id: string,
  values: { status: 'accepted' | 'canceled'; now: Date; acceptedBy?: string },
): Promise<void> {
  await db
    .update(invitations)
    .set({ status: values.status, updatedAt: values.now, acceptedBy: values.acceptedBy ?? null })
    .where(eq(invitations.id, id));
}
