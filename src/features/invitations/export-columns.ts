import type { TFunction } from 'i18next';
import type { Invitation } from '../../../contract/invitations';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

/** An invitations list as a sheet: students' with their class, staff's with their role. */
export const invitationColumns = (t: TFunction, students: boolean): ExportColumn<Invitation>[] => [
  { header: t('invitations.columns.email'), value: (row) => row.email },
  {
    header: t('invitations.columns.name'),
    value: (row) => `${row.firstName} ${row.lastName}`.trim() || null,
  },
  students
    ? { header: t('invitations.columns.class'), value: (row) => row.classRoom?.name ?? null }
    : { header: t('invitations.columns.role'), value: (row) => row.role.name },
  {
    header: t('invitations.columns.status'),
    value: (row) => t(`invitations.status.${row.status}`),
  },
  { header: t('invitations.columns.sent'), value: (row) => row.sendCount },
  { header: t('invitations.columns.expires'), value: (row) => exportMoment(row.expiresAt) },
];
