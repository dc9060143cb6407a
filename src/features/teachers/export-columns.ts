import type { TFunction } from 'i18next';
import type { TeacherProfile } from '../../../contract/teachers';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

/** The teacher profiles as a sheet: who, where their review stands, and what they told. */
export const teacherColumns = (t: TFunction): ExportColumn<TeacherProfile>[] => [
  { header: t('teachers.columns.name'), value: (row) => `${row.firstName} ${row.lastName}` },
  { header: t('teachers.columns.email'), value: (row) => row.email },
  { header: t('teachers.columns.status'), value: (row) => t(`teachers.status.${row.status}`) },
  { header: t('teachers.columns.submittedAt'), value: (row) => exportMoment(row.submittedAt) },
  {
    header: t('teachers.columns.change'),
    value: (row) => (row.pendingChangeId ? t('teachers.changeWaiting') : null),
  },
  { header: t('teachers.fields.yearsOfExperience'), value: (row) => row.yearsOfExperience },
  {
    header: t('teachers.fields.languages'),
    value: (row) =>
      row.languages
        .map((code) => t(`teachers.languages.${code}`, { defaultValue: code }))
        .join(', '),
  },
  { header: t('teachers.fields.qualifications'), value: (row) => row.qualifications },
];
