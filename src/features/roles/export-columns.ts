import type { TFunction } from 'i18next';
import type { RoleSummary } from '../../../contract/roles';
import type { ExportColumn } from '../../ui/export/columns';

const OPERATIONS = ['read', 'write', 'update'] as const;

/** The roles as a sheet: each role's permissions as "Resource: read, write" in one cell. */
export const roleColumns = (t: TFunction): ExportColumn<RoleSummary>[] => [
  { header: t('roles.name'), value: (role) => role.name },
  { header: t('roles.number'), value: (role) => role.number },
  { header: t('roles.holders'), value: (role) => role.holders },
  {
    header: t('roles.permissions'),
    value: (role) =>
      role.permissions
        .map(({ entity, allowedOps }) => {
          const ops = OPERATIONS.filter((op) => allowedOps[op]).map((op) => t(`roles.ops.${op}`));
          return `${entity}: ${ops.join(', ')}`;
        })
        .join('; '),
  },
];
