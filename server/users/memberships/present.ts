import type { UserOrg } from '../../../contract/users';
import { presentPermissions } from '../../platform/permissions';
import type { MembershipRow } from './store';

export const presentUserOrg = (row: MembershipRow): UserOrg => ({
  isActive: row.isActive,
  group: {
    id: row.organization.id,
    name: row.organization.name,
    company_location: row.organization.companyLocation,
    logoImageName: row.organization.logoImageName,
  },
  role: {
    id: row.role.id,
    name: row.role.name,
    number: row.role.number,
    permissions: presentPermissions(row.role.permissions),
  },
});
