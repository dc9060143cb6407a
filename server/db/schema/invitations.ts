import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classRooms } from './classes';
import { organizations } from './organizations';
import { roles } from './roles';
import { users } from './users';

/**
 * A committed bulk import. The (organisation, kind, idempotency key) is unique, so a retried
 * or double-clicked commit finds the first one's batch instead of inviting again.
 */
export const invitationBatches = pgTable(
  'invitation_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the file: the same key with another file is refused. */
    fileHash: text('file_hash').notNull(),
    /** The uploaded file's name; null for typed rows. */
    fileName: text('file_name'),
    invitedCount: integer('invited_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom it was rolled back (docs/imports.md); null while it stands. */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackBy: uuid('rolled_back_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitation_batches_key_unique').on(t.organizationId, t.kind, t.idempotencyKey),
  ],
);

/**
 * An invitation to an organisation (tenant-owned: RLS forced). `kind` user invites a student,
 * admin invites staff or a teacher with `role_id`. Status is pending, accepted or canceled;
 * a pending one past `expires_at` reads as expired (machines/invitation.machine.ts). The
 * e-mailed link carries the id and a token; only the token's HMAC is stored, and a resend
 * replaces it, so the old link stops working.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    classRoomId: uuid('class_room_id').references(() => classRooms.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'canceled'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    batchId: uuid('batch_id').references(() => invitationBatches.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per e-mail and organisation: a race or a retried commit cannot
    // invite twice.
    uniqueIndex('invitations_open_unique')
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_list_idx').on(t.organizationId, t.kind, t.createdAt, t.id),
    index('invitations_batch_idx').on(t.batchId),
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    check('invitations_kind_known', sql`${t.kind} in ('user', 'admin')`),
    check('invitations_status_known', sql`${t.status} in ('pending', 'accepted', 'canceled')`),
  ],
);
