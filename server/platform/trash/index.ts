import { sql } from 'drizzle-orm';
import type { TrashKind } from '../../../contract/trash';
import type { Db } from '../../db/client';
import { trash } from '../../db/schema/trash';
import { rowsOf } from '../sql-rows';
import { capture, listOf, textsOf, type Link, type Root } from './snapshot';

export type { Link, Root, Snapshot } from './snapshot';

/** What a route moves to the trash instead of deleting it for good. */
export interface Trashing {
  kind: TrashKind;
  /** The record the screen deleted (a removal: the person). */
  recordId: string;
  name: string;
  context?: string | null;
  /** Null: the platform's. */
  organizationId: string | null;
  /** The rows the route's delete removes; what cascades from them is found here. */
  roots: Root[];
  /** References the route itself clears (not a foreign key's set null), to put back. */
  links?: Link[];
}

/**
 * Keeps what the route is about to delete, in its transaction and under its scope: call it just
 * before the delete (which stays the route's own). Resolves with the trash item's id, which the
 * delete's answer carries as `trashId` for Undo.
 */
export async function moveToTrash(tx: Db, item: Trashing): Promise<string> {
  const snapshot = await capture(tx, item.roots, item.links);
  const texts = textsOf(snapshot);
  const files =
    texts.length === 0
      ? []
      : (
          await rowsOf<{ name: string }>(
            tx.execute(
              sql`select file_name as name from uploads where file_name = any(${listOf(texts, 'text')})`,
            ),
          )
        ).map((row) => row.name);
  const [kept] = await tx
    .insert(trash)
    .values({
      organizationId: item.organizationId,
      kind: item.kind,
      recordId: item.recordId,
      name: item.name,
      context: item.context ?? null,
      snapshot,
      files,
      deletedBy: sql`nullif(current_setting('app.actor_id', true), '')::uuid`,
    })
    .returning({ id: trash.id });
  return kept!.id;
}
