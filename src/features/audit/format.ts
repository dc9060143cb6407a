import type { AuditEntry } from '../../../contract/audit';

/** A recorded value as text: strings as they are, anything else as JSON; null is empty. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Who made the change: their name, else their e-mail, else their id (the user is gone). */
export function actorName(actor: NonNullable<AuditEntry['actor']>): string {
  return actor.name ?? actor.email ?? actor.id;
}
