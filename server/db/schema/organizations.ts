import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  companyLocation: text('company_location').notNull().default(''),
  logoImageName: text('logo_image_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
