import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TrashKind } from '../../../contract/trash';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { trash } from '../../db/schema/trash';
import { users } from '../../db/schema/users';
import type { Snapshot } from '../../platform/trash';

/** Whose items a list shows: one organisation (and, for HAD, the platform's), or every one. */
export interface TrashFilters {
  /** Null: every organisation's and the platform's (a caller active in HAD). */
  organizationId: string | null;
  /** The platform's items too (HAD). */
  platform: boolean;
  /** The kinds the caller may restore. */
  kinds: TrashKind[];
  kind?: TrashKind | undefined;
  search?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filters: TrashFilters): SQL | undefined {
  const own = filters.organizationId
    ? filters.platform
      ? or(eq(trash.organizationId, filters.organizationId), isNull(trash.organizationId))
      : eq(trash.organizationId, filters.organizationId)
    : undefined;
  // A kind asked for is shown only when it is one of the caller's.
  const kinds = filters.kind
    ? filters.kinds.filter((kind) => kind === filters.kind)
    : filters.kinds;
  return and(
    own,
    kinds.length > 0 ? inArray(trash.kind, kinds) : sql`false`,
    filters.search ? ilike(trash.name, `%${escapeLike(filters.search)}%`) : undefined,
  );
}

export const trashColumns = {
  id: trash.id,
  kind: trash.kind,
  recordId: trash.recordId,
  name: trash.name,
  context: trash.context,
  organizationId: trash.organizationId,
  organizationName: organizations.name,
  deletedById: trash.deletedBy,
  deletedByFirstName: users.firstName,
  deletedByLastName: users.lastName,
  deletedAt: trash.deletedAt,
};

export type TrashRow = {
  [K in keyof typeof trashColumns]: (typeof trashColumns)[K]['_']['data'] | null;
} & { id: string; kind: TrashKind; recordId: string; name: string; deletedAt: Date };

export async function listTrash(
  tx: Db,
  filters: TrashFilters,
  window: { offset: number; limit: number },
): Promise<TrashRow[]> {
  return (await tx
    .select(trashColumns)
    .from(trash)
    .leftJoin(organizations, eq(organizations.id, trash.organizationId))
    .leftJoin(users, eq(users.id, trash.deletedBy))
    .where(where(filters))
    .orderBy(desc(trash.deletedAt), desc(trash.id))
    .offset(window.offset)
    .limit(window.limit)) as TrashRow[];
}

export async function countTrash(tx: Db, filters: TrashFilters): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(trash).where(where(filters));
  return row?.n ?? 0;
}

/** The organisation of an item (read platform-wide by a caller active in HAD). */
export async function organizationOfItem(tx: Db, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ organizationId: trash.organizationId })
    .from(trash)
    .where(eq(trash.id, id));
  return row?.organizationId ?? null;
}

/** One item with its snapshot, locked until the transaction ends (a restore happens once). */
export async function lockTrashItem(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: trash.id,
      kind: trash.kind,
      recordId: trash.recordId,
      name: trash.name,
      organizationId: trash.organizationId,
      snapshot: trash.snapshot,
      deletedAt: trash.deletedAt,
    })
    .from(trash)
    .where(eq(trash.id, id))
    .for('update');
  return row ? { ...row, snapshot: row.snapshot as Snapshot } : undefined;
}
export type LockedTrashItem = NonNullable<Awaited<ReturnType<typeof lockTrashItem>>>;

export const deleteTrashItem = (tx: Db, id: string) => tx.delete(trash).where(eq(trash.id, id));

/** The item whose snapshot holds a row of `table` with `column` = `value` (a parent). */
export async function itemHolding(tx: Db, table: string, column: string, value: string) {
  const [row] = await tx
    .select({ id: trash.id, name: trash.name })
    .from(trash)
    .where(
      sql`${trash.snapshot} -> 'tables' -> ${table} @> jsonb_build_array(jsonb_build_object(${column}::text, ${value}::text))`,
    )
    .limit(1);
  return row;
}

/** Items deleted before `cutoff`, and whose organisation (null: the platform's). */
export async function organizationsWithOldItems(tx: Db, cutoff: Date) {
  return tx
    .selectDistinct({ id: trash.organizationId })
    .from(trash)
    .where(lt(trash.deletedAt, cutoff));
}

/** Purges one organisation's (null: the platform's) items older than `cutoff`. */
export async function purgeOlderThan(tx: Db, organizationId: string | null, cutoff: Date) {
  const rows = await tx
    .delete(trash)
    .where(
      and(
        organizationId ? eq(trash.organizationId, organizationId) : isNull(trash.organizationId),
        lt(trash.deletedAt, cutoff),
      ),
    )
    .returning({ id: trash.id });
  return rows.length;
}
