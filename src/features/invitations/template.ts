import { INVITATION_COLUMNS, type InvitationKind } from '../../../contract/invitation-constants';
import type { ExportFormat } from '../../../machines/list-export.machine';

/** The kind's columns, required first: what the bulk file is read by. */
export const templateColumns = (kind: InvitationKind): string[] => [
  ...INVITATION_COLUMNS[kind].required,
  ...INVITATION_COLUMNS[kind].optional,
];

/** The formats a template downloads in: the spreadsheet first, what most people open. */
export const TEMPLATE_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

/**
 * The kind's header row as a file: an .xlsx workbook, or a CSV in UTF-8 with a BOM so spreadsheet
 * programs read Arabic. SheetJS loads only when a template is asked for.
 */
export async function templateFile(kind: InvitationKind, format: ExportFormat): Promise<Blob> {
  const { writeSheet } = await import('../../ui/export/write-sheet');
  return writeSheet({
    format,
    rows: [templateColumns(kind)],
    sheetName: kind === 'user' ? 'Students' : 'Staff',
    rightToLeft: false,
  });
}

export const templateFileName = (kind: InvitationKind, format: ExportFormat) =>
  `${kind === 'user' ? 'student' : 'staff'}-invitations.${format}`;
