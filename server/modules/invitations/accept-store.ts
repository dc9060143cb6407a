import { and, eq, ne } from 'drizzle-orm';
import {
  INVITATION_MESSAGES,
  type InvitationStatus,
  type InvitationKind,
  type StoredInvitationStatus,
} from '../../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { invitationStatusOf, nextInvitationStatus } from '../../../machines/invitation.machine';
import type { Db } from '../../db/client';
import { classRooms, classRoomStudents } from '../../db/schema/classes';
import { invitations } from '../../db/schema/invitations';
import { organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { conflict, notFound } from '../../platform/errors';
import { setTenantScope, type TenantScope } from '../../platform/tenant';
import { isoDay } from '../../platform/contract-standing';
import { assertContractInForce } from '../join-group/public';
import { seatsFull } from '../join-group/public';
import { setInvitationStatus } from './store';

/** The scope that sees one invitation: the one whose token hash the caller holds. */
export const linkScope = (tokenHash: string, userId: string | null = null): TenantScope => ({
  organizationId: null,
  userId,
  invitationToken: tokenHash,
});

export interface LinkedInvitation {
  id: string;
  organizationId: string;
  kind: InvitationKind;
  email: string;
  firstName: string;
  lastName: string;
  status: StoredInvitationStatus;
  expiresAt: Date;
  roleId: string;
  roleName: string;
  classRoomId: string | null;
  organizationName: string;
}

/**
 * The invitation a link names, read through the `invitations_redeem` policy (the scope must be
 * `linkScope(hash)`): null unless both the id and the token match.
 */
export async function findByLink(tx: Db, id: string): Promise<LinkedInvitation | null> {
  const [row] = await tx
    .select({
      id: invitations.id,
      organizationId: invitations.organizationId,
      kind: invitations.kind,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      roleId: invitations.roleId,
      roleName: roles.name,
      classRoomId: invitations.classRoomId,
      organizationName: organizations.name,
    })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.id, id))
    .limit(1);
  return row ?? null;
}

const LINK_MESSAGES: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: INVITATION_MESSAGES.expiredLink,
  canceled: INVITATION_MESSAGES.canceledLink,
  accepted: INVITATION_MESSAGES.acceptedLink,
};

/** 409 with the link's message unless the machine allows accepting it now. */
export function assertAcceptable(
  row: { status: StoredInvitationStatus; expiresAt: Date },
  now: Date,
) {
  const status = invitationStatusOf(row.status, row.expiresAt, now);
  if (nextInvitationStatus(status, 'accept') !== null) return;
  throw conflict(status === 'pending' ? INVITATION_MESSAGES.expiredLink : LINK_MESSAGES[status]);
}

/**
 * `userId` accepts the invitation, in the caller's transaction: the invitation is re-read and
 * locked in its organisation's scope (a resend or cancel in between wins), the seat is checked
 * (join-group/seats.ts, the invitation's own seat excepted) and so is the contract (in force
 * on `now`'s day, join-group/contract-in-force.ts), the user becomes an active member
 * with the invitation's role (other memberships inactive), takes the named class's seat if the
 * class is still live, and the invitation is accepted. The user's row is locked first, as for
 * every change of someone's memberships.
 */
export async function acceptInvitation(
  tx: Db,
  input: { id: string; tokenHash: string; userId: string; now: Date },
): Promise<void> {
  const { id, tokenHash, userId, now } = input;
  await setTenantScope(tx, linkScope(tokenHash, userId));
  const found = await findByLink(tx, id);
  if (!found) throw notFound();
  await setTenantScope(tx, { organizationId: found.organizationId, userId });
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.tokenHash, tokenHash)))
    .for('update');
  if (!row) throw notFound();
  assertAcceptable(row, now);
  await assertContractInForce(
    tx,
    row.organizationId,
    isoDay(now),
    ORGANIZATION_MESSAGES.invitationRefused,
  );
  const full = await seatsFull(tx, row.organizationId, row.roleId, userId);
  if (full) throw conflict(ORGANIZATION_MESSAGES.seatLimit(full.seats, full.max));
  await tx
    .update(memberships)
    .set({ isActive: false })
    .where(and(eq(memberships.userId, userId), ne(memberships.organizationId, row.organizationId)));
  await tx
    .insert(memberships)
    .values({ userId, organizationId: row.organizationId, roleId: row.roleId, isActive: true })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.organizationId],
      set: { roleId: row.roleId, isActive: true },
    });
  if (row.classRoomId) {
    const [live] = await tx
      .select({ id: classRooms.id })
      .from(classRooms)
      .where(and(eq(classRooms.id, row.classRoomId), eq(classRooms.isArchived, false)));
    if (live) {
      await tx
        .insert(classRoomStudents)
        .values({ classRoomId: live.id, studentId: userId, organizationId: row.organizationId })
        .onConflictDoNothing();
    }
  }
  await setInvitationStatus(tx, id, { status: 'accepted', now, acceptedBy: userId });
}
