import { TRASH_MESSAGES, type TrashKind } from '../../../contract/trash';
import type { Db } from '../../db/client';
import { conflict } from '../../platform/errors';
import { pgCode, UNIQUE_VIOLATION } from '../../platform/pg-errors';
import { missingParents, putBack, rowKey } from '../../platform/trash/snapshot';
import { refusal } from './refusal';
import { checkSeats } from './seats';
import { deleteTrashItem, itemHolding, type LockedTrashItem } from './store';

/** The table and name column of the kinds whose names are unique (a restore may rename). */
const NAMED: Partial<Record<TrashKind, { table: string; column: string }>> = {
  class: { table: 'class_rooms', column: 'name' },
  role: { table: 'roles', column: 'name' },
};

/**
 * Puts an item back as it was, under today's rules, then takes it out of the trash; all in the
 * caller's transaction, on the item's lock (a second restore finds nothing). Refused (409, with
 * the reason): a parent that is in the trash (named, to restore first) or gone, no free seat,
 * or a name another record took since (`name` restores under another name).
 */
export async function restoreItem(tx: Db, item: LockedTrashItem, name?: string): Promise<void> {
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
    if (pgCode(error) !== UNIQUE_VIOLATION) throw error;
    const taken = conflict(TRASH_MESSAGES.nameTaken(name ?? item.name));
    throw named ? refusal(taken, 'nameTaken') : taken;
  }
  await deleteTrashItem(tx, item.id);
}
