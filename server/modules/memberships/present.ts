import type { UserOrg } from '../../../contract/users';
import { standingOf } from '../../platform/contract-standing';
import { presentPermissions } from '../../platform/permissions';
import type { MembershipRow } from './store';

/**
 * A membership as the session reads it, with its organisation's contract and what it means on
 * `today` (the server clock's day): the console turns the rights read-only while it is paused,
 * and waits for access once it is canceled or ended, as the services do.
 */
export const presentUserOrg = (row: MembershipRow, today: string): UserOrg => ({
  isActive: row.isActive,
  group: {
    id: row.organization.id,
    name: row.organization.name,
    company_location: row.organization.companyLocation,
    logoImageName: row.organization.logoImageName,
    contract: {
      status: row.organization.contractStatus,
      endsAt: row.organization.endsAt,
      standing: standingOf(row.organization, today),
    },
  },
  role: {
    id: row.role.id,
    name: row.role.name,
    number: row.role.number,
    permissions: presentPermissions(row.role.permissions),
  },
});

/** Every membership of a list, on `today`. */
export const presentUserOrgs = (rows: MembershipRow[], today: string): UserOrg[] =>
  rows.map((row) => presentUserOrg(row, today));
