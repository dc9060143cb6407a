import { z } from 'zod';
import { LANGUAGES } from './constants';
import { AUDIT_ACTIONS, AUDITED_TABLES } from './audit-paths';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';
import { templated } from './message-template';

/*
 * The audit trail (docs/audit.md): every row the services write is recorded
 * in the write's own transaction. Read with the AuditLog resource: a caller active in HAD reads
 * every entry (and may filter by organisation); anyone else reads their active organisation's.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

/** The filters, shared by the list and the export. `to` is exclusive. */
export const auditFiltersSchema = z.strictObject({
  /** Only a caller active in HAD may name another organisation (others: 404). */
  organizationId: z.uuid().optional(),
  actorId: z.uuid().optional(),
  table: z.enum(AUDITED_TABLES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  recordId: optionalText(200),
  from: isoDateTime().optional(),
  to: isoDateTime().optional(),
});

const fromBeforeTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || new Date(query.from) < new Date(query.to);
const RANGE_MESSAGE = { message: 'Must be after the start.', path: ['to'] };

/** `GET v1/audit` query: paged (20 by default), newest first. */
export const auditQuerySchema = z
  .strictObject({ ...pageQuerySchema.shape, ...auditFiltersSchema.shape })
  .refine(fromBeforeTo, RANGE_MESSAGE);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** `GET v1/audit/export` query: the filters and the language of the column headings. */
export const auditExportQuerySchema = z
  .strictObject({ ...auditFiltersSchema.shape, language: z.enum(LANGUAGES).default('en') })
  .refine(fromBeforeTo, RANGE_MESSAGE);
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** A row's values as recorded (column names as in the database), secrets left out. */
const valuesSchema = z.record(z.string(), z.unknown()).nullable();

/** One entry of the trail. */
export const auditEntrySchema = z.object({
  /** A growing number: later entries have larger ids. */
  id: z.string(),
  at: isoDateTime(),
  organization: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  /** Null: nobody signed in (sign-up, login, links) or a background job. */
  actor: z
    .object({ id: z.uuid(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  table: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  recordId: z.string().nullable(),
  /** `METHOD /route/:pattern` of the request. */
  route: z.string().nullable(),
  requestId: z.string().nullable(),
  before: valuesSchema,
  after: valuesSchema,
  /** An update's changed columns; a secret column is named here, never its value. */
  changed: z.array(z.string()),
  /**
   * A delete whose record is in the trash, of a kind the caller may restore: the item
   * (`POST v1/trash/{trashId}/restore`, docs/trash.md).
   */
  trashId: z.uuid().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = paged(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_MESSAGES = {
  exportTooLarge: templated(
    'These filters select {total} entries; an export holds at most {max}. Narrow the filters or the dates.',
    (total: number, max: number) => ({ total, max }),
  ),
} as const;

/** The export's column headings, in each language. */
export const AUDIT_EXPORT_HEADINGS: Record<(typeof LANGUAGES)[number], readonly string[]> = {
  en: [
    'Time (UTC)',
    'Organisation',
    'Who',
    'E-mail',
    'Table',
    'Action',
    'Record',
    'Changed',
    'Before',
    'After',
    'Route',
    'Request id',
  ],
  ar: [
    'الوقت (UTC)',
    'المؤسسة',
    'من',
    'البريد الإلكتروني',
    'الجدول',
    'الإجراء',
    'السجل',
    'ما تغيّر',
    'قبل',
    'بعد',
    'المسار',
    'معرّف الطلب',
  ],
};
