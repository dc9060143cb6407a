import type { AuditEntry } from '../../../contract/audit';

/** A recorded value as text: strings as they are, anything else as JSON; null is empty. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The columns that name a record, in the order they are tried (as the database names them). */
const NAMING_COLUMNS = ['name', 'title_en', 'title', 'email', 'code', 'file_name'] as const;

/**
 * What the record is called, from its values after the change (before, for a deletion): its
 * name, title, e-mail or code; null when it has none (a membership, a link table's row).
 */
export function recordName(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  const values = entry.after ?? entry.before;
  if (!values) return null;
  for (const column of NAMING_COLUMNS) {
    const value = values[column];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const first = valueText(values.first_name);
  const last = valueText(values.last_name);
  return [first, last].filter(Boolean).join(' ') || null;
}

/** Who made the change: their name, else their e-mail, else their id (the user is gone). */
export function actorName(actor: NonNullable<AuditEntry['actor']>): string {
  return actor.name ?? actor.email ?? actor.id;
}
