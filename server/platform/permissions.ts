import {
  resourceSchema,
  type Operation,
  type Permission,
  type Resource,
} from '../../contract/permissions';

export interface PermissionRow {
  entity: string;
  read: boolean;
  write: boolean;
  update: boolean;
}

/** Wire shape of a role's permission rows; rows naming unknown resources are left out. */
export function presentPermissions(rows: PermissionRow[]): Permission[] {
  return rows.flatMap((row) => {
    const entity = resourceSchema.safeParse(row.entity);
    if (!entity.success) return [];
    return [
      { entity: entity.data, allowedOps: { read: row.read, write: row.write, update: row.update } },
    ];
  });
}

/** True when the permissions grant `op` on `resource`; no entry means no access. */
export function can(permissions: Permission[], resource: Resource, op: Operation): boolean {
  return permissions.some((p) => p.entity === resource && p.allowedOps[op]);
}
