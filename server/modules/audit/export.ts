import { AUDIT_EXPORT_HEADINGS, type AuditExportQuery } from '../../../contract/audit';
import { xlsxFromPages } from '../../platform/spreadsheet/write-xlsx';
import type { AuditRow } from './store';

const json = (values: unknown) => (values === null ? '' : JSON.stringify(values));

/** One entry as a row of the export, in the order of AUDIT_EXPORT_HEADINGS. */
export function auditExportRow(row: AuditRow): string[] {
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ');
  return [
    row.at.toISOString(),
    row.organizationName ?? row.organizationId ?? '',
    name || (row.actorId ?? ''),
    row.actorEmail ?? '',
    row.tableName,
    row.action,
    row.recordId ?? '',
    (row.changed ?? []).join(', '),
    json(row.before),
    json(row.after),
    row.route ?? '',
    row.requestId ?? '',
  ];
}

async function* asRows(pages: AsyncIterable<AuditRow[]>) {
  for await (const page of pages) yield page.map(auditExportRow);
}

/** The workbook of the selected entries, headings in the asked language. */
export const auditWorkbook = (
  pages: AsyncIterable<AuditRow[]>,
  language: AuditExportQuery['language'],
): Promise<Buffer> =>
  xlsxFromPages(AUDIT_EXPORT_HEADINGS[language], asRows(pages), {
    sheetName: language === 'ar' ? 'سجل التدقيق' : 'Audit trail',
    rtl: language === 'ar',
  });
