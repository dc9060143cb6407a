import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  number: integer('number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per role and resource; a missing row means no access to that resource. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    read: boolean('read').notNull().default(false),
    write: boolean('write').notNull().default(false),
    update: boolean('update').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'role_permissions_role_entity_pk', columns: [t.roleId, t.entity] })],
);
