import type { AuditEntry } from '../../../contract/audit';

/** What one request wrote: its first change says what the action was, the rest followed it. */
export interface AuditAction {
  lead: AuditEntry;
  related: AuditEntry[];
}

const byId = (a: AuditEntry, b: AuditEntry) => Number(a.id) - Number(b.id);

/**
 * A page's entries as actions: the changes of one request read as one entry (creating an
 * organisation writes its record, its roles and its first member), in the page's order of each
 * action's newest change. An entry without a request (a background job) stands alone.
 */
export function groupByRequest(rows: readonly AuditEntry[]): AuditAction[] {
  const requests = new Map<string, AuditEntry[]>();
  const order: AuditEntry[][] = [];
  for (const entry of rows) {
    const known = entry.requestId ? requests.get(entry.requestId) : undefined;
    if (known) {
      known.push(entry);
      continue;
    }
    const changes = [entry];
    order.push(changes);
    if (entry.requestId) requests.set(entry.requestId, changes);
  }
  return order.map((changes) => {
    const [lead, ...related] = [...changes].sort(byId);
    return { lead: lead!, related };
  });
}
