import type { RoleSummary } from '../../../contract/roles';
import { presentPermissions } from '../../platform/permissions';
import type { RoleRow } from './store';

export const presentRole = (row: RoleRow): RoleSummary => ({
  id: row.id,
  name: row.name,
  number: row.number,
  permissions: presentPermissions(row.permissions),
  holders: row.holders,
});
