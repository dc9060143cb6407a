import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTRACT_STATUSES, CONTRACT_TYPES } from '../../../contract/organizations';

/**
 * The tenants themselves (platform-wide, so no row-level security: the routes scope who sees
 * which organisation). Each carries its contract: type, status (decided by
 * machines/contract.machine.ts), term and seat limits.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    companyLocation: text('company_location').notNull().default(''),
    logoImageName: text('logo_image_name'),
    contractType: text('contract_type', { enum: CONTRACT_TYPES }).notNull().default('annual'),
    contractStatus: text('contract_status', { enum: CONTRACT_STATUSES })
      .notNull()
      .default('pending'),
    startsAt: date('starts_at', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    // A year's term unless told otherwise.
    endsAt: date('ends_at', { mode: 'string' })
      .notNull()
      .default(sql`(current_date + 365)`),
    contractFile: text('contract_file'),
    /** The name the contract file was uploaded under (shown, and given to its download). */
    contractFileName: text('contract_file_name'),
    curriculum: text('curriculum'),
    maxStudents: integer('max_students').notNull().default(100),
    maxTeachers: integer('max_teachers').notNull().default(10),
    maxClassrooms: integer('max_classrooms').notNull().default(10),
    /** The language of the organisation's e-mails (invitations). */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** Bumped by every update (migration 0036): its reads' ETag, its writes' If-Match. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'organizations_contract_status_known',
      sql.raw(`contract_status in (${CONTRACT_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check(
      'organizations_contract_type_known',
      sql.raw(`contract_type in (${CONTRACT_TYPES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('organizations_language_known', sql`${t.language} in ('en', 'ar')`),
    check('organizations_term_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'organizations_seats_non_negative',
      sql`${t.maxStudents} >= 0 and ${t.maxTeachers} >= 0 and ${t.maxClassrooms} >= 0`,
    ),
  ],
);
