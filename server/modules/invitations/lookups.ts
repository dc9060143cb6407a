import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { InvitationKind } from '../../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import type { Permission } from '../../../contract/permissions';
import type { Db } from '../../db/client';
import { classRooms } from '../../db/schema/classes';
import { invitations } from '../../db/schema/invitations';
import { rolePermissions, roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { isoDay, standingOf } from '../../platform/contract-standing';
import { conflict, notFound } from '../../platform/errors';
import { presentPermissions } from '../../platform/permissions';
import { countOpenInvitations } from '../join-group/public';
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import type { OrganizationRow } from '../organizations/public';
import { findOrganization } from '../organizations/public';
import { grantsWithin } from '../roles/public';
import type { InvitationCaller } from './scope';
import type { InvitationLookups } from './validate-rows';

/** Guest (3) and Student (6) are never given by an admin invitation. */
const NOT_BY_ADMIN_INVITATION = [3, ...STUDENT_ROLE_NUMBERS];
const STUDENT_ROLE_NUMBER = STUDENT_ROLE_NUMBERS[0];

const isTeacherRole = (number: number) =>
  (TEACHER_ROLE_NUMBERS as readonly number[]).includes(number);

interface RoleRef {
  id: string;
  takesTeacherSeat: boolean;
}

/** A role an admin invitation may give. */
export interface GrantableRole {
  id: string;
  name: string;
  number: number;
  takesTeacherSeat: boolean;
}

/** The Student role (number 6): every user invitation gives it. */
export async function studentRole(tx: Db): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.number, STUDENT_ROLE_NUMBER))
    .orderBy(asc(roles.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Roles an admin invitation may give, by number then name: any but Guest and Student, and only
 * those whose rights the caller holds themselves (server/modules/roles/grants.ts). The bulk
 * import checks rows against them and the wizard's picker offers them
 * (`GET v1/admin-invitations/roles`).
 */
export async function listGrantableRoles(tx: Db, held: Permission[]): Promise<GrantableRole[]> {
  const rows = await tx
    .select({ id: roles.id, name: roles.name, number: roles.number })
    .from(roles)
    .where(notInArray(roles.number, NOT_BY_ADMIN_INVITATION))
    .orderBy(asc(roles.number), asc(roles.name));
  const grants = rows.length
    ? await tx
        .select()
        .from(rolePermissions)
        .where(
          inArray(
            rolePermissions.roleId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const byRole = new Map<string, typeof grants>();
  for (const grant of grants)
    byRole.set(grant.roleId, [...(byRole.get(grant.roleId) ?? []), grant]);
  return rows
    .filter((row) => grantsWithin(presentPermissions(byRole.get(row.id) ?? []), held))
    .map((row) => ({ ...row, takesTeacherSeat: isTeacherRole(row.number) }));
}

/** The same roles by lower-case name, as a file's `role` cells name them. */
async function grantableRoles(tx: Db, held: Permission[]): Promise<Map<string, RoleRef>> {
  const rows = await listGrantableRoles(tx, held);
  return new Map(
    rows.map((row) => [
      row.name.toLowerCase(),
      { id: row.id, takesTeacherSeat: row.takesTeacherSeat },
    ]),
  );
}

/** Members of the organisation whose role is of `numbers`. */
async function countMembers(tx: Db, organizationId: string, numbers: readonly number[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(eq(memberships.organizationId, organizationId), inArray(roles.number, [...numbers])),
    );
  return row?.n ?? 0;
}

/** Seats left under the contract: members and open invitations each hold one. */
export async function seatsLeft(tx: Db, organization: OrganizationRow, now: Date) {
  const left = async (numbers: readonly number[], max: number) => {
    const [members, invited] = await Promise.all([
      countMembers(tx, organization.id, numbers),
      countOpenInvitations(tx, organization.id, numbers, { now }),
    ]);
    return Math.max(max - members - invited, 0);
  };
  return {
    students: await left(STUDENT_ROLE_NUMBERS, organization.maxStudents),
    teachers: await left(TEACHER_ROLE_NUMBERS, organization.maxTeachers),
  };
}

/**
 * Everything a file's rows are checked against, one query per lookup (never one per row):
 * members' e-mails, open invitations, live classes, roles that may be given and seats left.
 */
export async function loadLookups(
  tx: Db,
  input: { kind: InvitationKind; organization: OrganizationRow; held: Permission[]; now: Date },
): Promise<InvitationLookups> {
  const { kind, organization, now } = input;
  const organizationId = organization.id;
  const memberRows = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId));
  const invitedRows = await tx
    .select({ email: invitations.email })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, now),
      ),
    );
  const classRows =
    kind === 'user'
      ? await tx
          .select({ id: classRooms.id, name: classRooms.name })
          .from(classRooms)
          .where(
            and(eq(classRooms.organizationId, organizationId), eq(classRooms.isArchived, false)),
          )
      : [];
  const roleMap =
    kind === 'admin' ? await grantableRoles(tx, input.held) : new Map<string, RoleRef>();
  return {
    members: new Set(memberRows.map((row) => row.email.toLowerCase())),
    invited: new Set(invitedRows.map((row) => row.email.toLowerCase())),
    classes: new Map(classRows.map((row) => [row.name.toLowerCase(), row.id])),
    roles: roleMap,
    seatsLeft: await seatsLeft(tx, organization, now),
  };
}

/**
 * The organisation invitations are sent into, locked (commits of one organisation run one at a
 * time) unless `lock` is false. Named from its page by a HAD caller, its contract must be in
 * force (409 otherwise): a member's own writes are refused by the auth guard instead.
 */
export async function invitingOrganization(
  tx: Db,
  caller: InvitationCaller,
  now: Date,
  { lock = true }: { lock?: boolean } = {},
): Promise<OrganizationRow> {
  const organization = await findOrganization(tx, caller.organizationId, { lock });
  if (!organization) throw notFound();
  const standing = standingOf(organization, isoDay(now));
  if (caller.onBehalf && standing !== 'inForce') {
    throw conflict(ORGANIZATION_MESSAGES.invitingRefused(organization.name, standing));
  }
  return organization;
}
