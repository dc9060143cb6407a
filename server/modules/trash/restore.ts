import { TRASH_MESSAGES, type TrashKind } from '../../../contract/trash';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import { EXCLUSION_VIOLATION, pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import { missingParents, putBack, rowKey } from '../../platform/trash/snapshot';
import { setTenantScope, type TenantScope } from '../../platform/tenant';
import { prepareReturn } from '../students/public';
import { refusal } from './refusal';
import { checkSeats } from './seats';
import { deleteTrashItem, itemHolding, type LockedTrashItem } from './store';

/**
 * Members coming back: what leaving did to their other memberships is undone first (the Guest
 * membership in DEFAULT it gave them), and a membership comes back active only when none of
 * theirs is (one active membership per person).
 */
async function returnMembers(tx: Db, item: LockedTrashItem, scope: TenantScope): Promise<void> {
  for (const row of item.snapshot.tables.memberships ?? []) {
    const { activeElsewhere } = await prepareReturn(tx, String(row.user_id), item.deletedAt);
    if (activeElsewhere) row.is_active = false;
  }
  await setTenantScope(tx, scope);
}

/** The table and name column of the kinds whose names are unique (a restore may rename). */
const NAMED: Partial<Record<TrashKind, { table: string; column: string }>> = {
  class: { table: 'class_rooms', column: 'name' },
  role: { table: 'roles', column: 'name' },
};

/**
 * Puts an item back as it was, under today's rules, then takes it out of the trash; all in the
 * caller's transaction, on the item's lock (a second restore finds nothing). Refused (409, with
 * the reason): a parent that is in the trash (named, to restore first) or gone, no free seat,
 * a name another record took since (`name` restores under another name), or a time another
 * record took since (a teacher's approved live classes may not overlap).
 */
export async function restoreItem(
  tx: Db,
  item: LockedTrashItem,
  scope: TenantScope,
  name?: string,
): Promise<void> {
  const missing = await missingParents(tx, item.snapshot);
  if (missing.length > 0) {
    const [first] = missing;
    const parent = await itemHolding(tx, first!.parent, first!.parentColumn, first!.value);
    throw parent
      ? refusal(
          conflict(TRASH_MESSAGES.parentInTrash(item.name, parent.name)),
          'parentInTrash',
          parent,
        )
      : refusal(conflict(TRASH_MESSAGES.parentGone(item.name)), 'parentGone');
  }
  await checkSeats(tx, item);
  if (item.kind === 'member') await returnMembers(tx, item, scope);
  const named = NAMED[item.kind];
  const root = named && item.snapshot.tables[named.table]?.[0];
  const rename =
    named && root && name
      ? {
          table: named.table,
          key: await rowKey(tx, named.table, root),
          column: named.column,
          value: name,
        }
      : undefined;
  try {
    await putBack(tx, item.snapshot, rename);
  } catch (error) {
    const code = pgCode(error);
    if (code === EXCLUSION_VIOLATION) throw conflict(TRASH_MESSAGES.overlaps(item.name));
    if (code !== UNIQUE_VIOLATION) throw error;
    const taken = conflict(TRASH_MESSAGES.nameTaken(name ?? item.name));
    throw named ? refusal(taken, 'nameTaken') : taken;
  }
  await deleteTrashItem(tx, item.id);
}
