import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (migration 0022_audit_log.sql, docs/audit.md): one row per
 * row written by the services, added by the `audit_statement` trigger in the same transaction
 * as the write. Never written by the services themselves: console_app may only read it, under
 * row-level security (an organisation's rows; every row platform-wide). No foreign keys, so an
 * entry outlives the user, organisation or record it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The transaction's start (now()): every entry of one write shares it. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The row's organisation; for rows without one, the transaction's (app.organization_id). */
    organizationId: uuid('organization_id'),
    /** The signed-in caller (app.actor_id); null for sign-up, login, links and workers. */
    actorId: uuid('actor_id'),
    tableName: text('table_name').notNull(),
    action: text('action', { enum: ['insert', 'update', 'delete'] }).notNull(),
    /** The row's key (its columns joined by '/' when there are several). */
    recordId: text('record_id'),
    /** `METHOD /route/:pattern` of the request (app.route). */
    route: text('route'),
    requestId: text('request_id'),
    /** The row before and after, without the table's denied (secret) columns. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** An update's changed columns, denied ones named too (their values never are). */
    changed: text('changed').array(),
  },
  (t) => [
    check('audit_log_action_known', sql`${t.action} in ('insert', 'update', 'delete')`),
    index('audit_log_organization_idx').on(t.organizationId, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_record_idx').on(t.tableName, t.recordId, t.id.desc()),
    index('audit_log_at_idx').on(t.at),
  ],
);
