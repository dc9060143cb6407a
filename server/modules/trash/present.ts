import { TRASH_RETENTION_DAYS, type TrashItem } from '../../../contract/trash';
import type { TrashRow } from './store';
import { fullName } from '../../platform/person-name';

const DAY_MS = 86_400_000;

/** An item as the wire gives it; `purgeAt` from the retention the service runs with. */
export function presentTrashItem(row: TrashRow, retentionDays = TRASH_RETENTION_DAYS): TrashItem {
  return {
    id: row.id,
    kind: row.kind,
    recordId: row.recordId,
    name: row.name,
    context: row.context ?? null,
    organization: row.organizationId
      ? { id: row.organizationId, name: row.organizationName ?? '' }
      : null,
    deletedBy: row.deletedById
      ? { id: row.deletedById, name: fullName(row.deletedByFirstName, row.deletedByLastName) }
      : null,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: new Date(row.deletedAt.getTime() + retentionDays * DAY_MS).toISOString(),
  };
}
