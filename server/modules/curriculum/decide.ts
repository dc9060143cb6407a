import type { ContentAction, ContentKind } from '../../../contract/curriculum';
import {
  contentStatusOf,
  flagsOf,
  nextContentState,
  refusedContent,
  type ContentState,
} from '../../../machines/content.machine';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { findElement } from './elements-store';
import { presentElement } from './present';
import { moveToTrash } from '../../platform/trash';
import { deleteItem, itemImpact, lockItem, setItemFlags, trashingOf } from './workflow-store';

/** Only an element can be incomplete; the others are always valid. */
async function isValid(tx: Db, kind: ContentKind, id: string): Promise<boolean> {
  if (kind !== 'element') return true;
  const found = await findElement(tx, id);
  return found ? presentElement(found.row, found.answers).problems.length === 0 : false;
}

/**
 * Applies `action` to an item when the content machine allows it from its stored state (409
 * otherwise, with a message that says why). Locks the item first, so two people acting at once
 * decide one after the other. Deleting asks what uses the item (other organisations' class
 * rooms too: the transaction needs a platform-wide scope); a delete moves the item, with what
 * is under it, to the trash. Returns the state reached and the trash item of a delete.
 */
export async function decideContent(
  tx: Db,
  kind: ContentKind,
  id: string,
  action: ContentAction,
): Promise<{ state: ContentState; trashId?: string }> {
  const item = await lockItem(tx, kind, id);
  if (!item) throw notFound();
  const status = contentStatusOf(item);
  const valid = action === 'publish' ? await isValid(tx, kind, id) : true;
  const deletable =
    action === 'delete' ? (await itemImpact(tx, kind, id, item.wasPublished)).deletable : false;
  const next = nextContentState(status, action, { valid, deletable });
  if (next === null) throw conflict(refusedContent(status, action, { valid, deletable }).message);
  if (next === 'deleted') {
    const trashId = await moveToTrash(tx, await trashingOf(tx, kind, id));
    await deleteItem(tx, kind, id);
    return { state: next, trashId };
  }
  if (next !== status) await setItemFlags(tx, kind, id, flagsOf(next));
  return { state: next };
}
