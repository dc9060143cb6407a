import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../contract/audit-paths';
import type { TrashKind } from '../../../contract/trash-constants';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { listOf } from '../../platform/trash/snapshot';

/** What a list or an export selects; null organisation: every one (platform-wide callers). */
export interface AuditFilters {
  organizationId: string | null;
  actorId?: string | undefined;
  table?: string | undefined;
  action?: AuditAction | undefined;
  recordId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** The row policies already limit what console_app sees; the filters say it again. */
function where(filters: AuditFilters, beforeId?: number): SQL | undefined {
  return and(
    filters.organizationId ? eq(auditLog.organizationId, filters.organizationId) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.table ? eq(auditLog.tableName, filters.table) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.recordId ? eq(auditLog.recordId, filters.recordId) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lt(auditLog.at, filters.to) : undefined,
    beforeId !== undefined ? lt(auditLog.id, beforeId) : undefined,
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  organizationId: auditLog.organizationId,
  organizationName: organizations.name,
  actorId: auditLog.actorId,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
  tableName: auditLog.tableName,
  action: auditLog.action,
  recordId: auditLog.recordId,
  route: auditLog.route,
  requestId: auditLog.requestId,
  before: auditLog.before,
  after: auditLog.after,
  changed: auditLog.changed,
};

/** Entries with their organisation's and actor's names (either may be gone: null). */
const selectEntries = (tx: Db) =>
  tx
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .leftJoin(users, eq(users.id, auditLog.actorId));

export type AuditRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/**
 * The trash item a delete became, while it is there and of a kind in `kinds` (the caller's to
 * restore): the entry of the deleted record links to its restore (docs/trash.md).
 */
const trashItemOf = (kinds: readonly TrashKind[]) =>
  kinds.length === 0
    ? sql<string | null>`null::uuid`
    : sql<string | null>`(select t.id from trash t
        where ${auditLog.action} = 'delete' and t.record_id = ${auditLog.recordId}
          and t.kind = any(${listOf([...kinds], 'text')}) limit 1)`;

/** One page, newest first, each delete with the trash item it became (`restorable` kinds). */
export async function listAuditEntries(
  tx: Db,
  filters: AuditFilters,
  page: { offset: number; limit: number },
  restorable: readonly TrashKind[],
): Promise<(AuditRow & { trashId: string | null })[]> {
  return tx
    .select({ ...entryColumns, trashId: trashItemOf(restorable) })
    .from(auditLog)
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where(filters))
    .orderBy(desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countAuditEntries(tx: Db, filters: AuditFilters): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(auditLog).where(where(filters));
  return row?.n ?? 0;
}

/** Every selected entry, newest first, read `size` at a time by id (no OFFSET to skip). */
export async function* auditEntryPages(
  tx: Db,
  filters: AuditFilters,
  size: number,
): AsyncGenerator<AuditRow[]> {
  let beforeId: number | undefined;
  for (;;) {
    const rows = await selectEntries(tx)
      .where(where(filters, beforeId))
      .orderBy(desc(auditLog.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}
