import { RESOURCES, type Permission, type Resource } from '../../../contract/permissions';
import type { MembershipContract } from '../../../contract/organizations';
import type { UserOrg } from '../../../contract/users';

type Grant = Partial<Record<'read' | 'write' | 'update', boolean>>;

export function permissions(grants: Partial<Record<Resource, Grant>>): Permission[] {
  return Object.entries(grants).map(([entity, ops]) => ({
    entity: entity as Resource,
    allowedOps: {
      read: Boolean(ops?.read),
      write: Boolean(ops?.write),
      update: Boolean(ops?.update),
    },
  }));
}

/** Write with update, as migration 0032 and the demo seed give every role that writes. */
const RW = { read: true, write: true, update: true };
const R = { read: true };

export interface MembershipInit {
  id: string;
  name: string;
  location: string;
  logo?: string | null;
  isActive?: boolean;
  /** Default: an active contract in force. */
  contract?: MembershipContract;
  role: { name: string; number: number; permissions: Permission[] };
}

export const IN_FORCE: MembershipContract = {
  status: 'active',
  endsAt: '2099-12-31',
  standing: 'inForce',
};

export function membership(init: MembershipInit): UserOrg {
  return {
    isActive: init.isActive ?? true,
    group: {
      id: init.id,
      name: init.name,
      company_location: init.location,
      logoImageName: init.logo ?? null,
      contract: init.contract ?? IN_FORCE,
    },
    role: { id: `role-${init.role.number}-${init.id}`, ...init.role },
  };
}

/** The four personas of the sidebar tests (issue 2), plus a DEFAULT sign-up. */
export const hadAdmin = membership({
  id: 'org-had',
  name: 'HAD',
  location: 'Riyadh',
  logo: 'had.png',
  role: {
    name: 'Admin',
    number: 0,
    permissions: permissions(
      Object.fromEntries(RESOURCES.map((r) => [r, { read: true, write: true, update: true }])),
    ),
  },
});

export const nourManager = membership({
  id: 'org-nour',
  name: 'Nour Academy',
  location: 'Riyadh',
  logo: 'nour.png',
  role: {
    name: 'Organization Manager',
    number: 1,
    permissions: permissions({
      GroupsManager: RW,
      ClassRoomManager: RW,
      ClassRoomTeacher: RW,
      Students: RW,
      Users: RW,
      Reports: RW,
      LiveClasses: RW,
    }),
  },
});

export const hadTeacher = membership({
  id: 'org-had',
  name: 'HAD',
  location: 'Riyadh',
  role: {
    name: 'HAD Teacher',
    number: 4,
    permissions: permissions({ LiveClasses: RW, ClassRoomTeacher: R, Elements: R, Levels: R }),
  },
});

export const noRights = (name = 'HAD'): UserOrg =>
  membership({
    id: `org-${name}`,
    name,
    location: 'Cairo',
    role: { name: 'Guest', number: 9, permissions: [] },
  });

export const pendingMember = membership({
  id: 'org-default',
  name: 'DEFAULT',
  location: '',
  role: { name: 'Pending', number: 9, permissions: [] },
});

export const inactive = (org: UserOrg): UserOrg => ({ ...org, isActive: false });

/** The same membership with its organisation's contract paused (read-only) or closed. */
export const underContract = (
  org: UserOrg,
  standing: Exclude<MembershipContract['standing'], 'inForce'>,
): UserOrg => ({
  ...org,
  group: {
    ...org.group,
    contract: {
      status: standing === 'ended' ? 'active' : standing,
      endsAt: standing === 'ended' ? '2026-01-31' : '2099-12-31',
      standing,
    },
  },
});
