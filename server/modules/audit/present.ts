import type { AuditEntry } from '../../../contract/audit';
import type { AuditRow } from './store';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** An entry as the wire gives it: names joined, ids as text, no change list as []. */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    organization: row.organizationId
      ? { id: row.organizationId, name: row.organizationName }
      : null,
    actor: row.actorId
      ? {
          id: row.actorId,
          name: fullName(row.actorFirstName, row.actorLastName),
          email: row.actorEmail,
        }
      : null,
    table: row.tableName,
    action: row.action,
    recordId: row.recordId,
    route: row.route,
    requestId: row.requestId,
    before: row.before,
    after: row.after,
    changed: row.changed ?? [],
  };
}
