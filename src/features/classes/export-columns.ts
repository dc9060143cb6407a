import type { TFunction } from 'i18next';
import type { ClassRoom } from '../../../contract/classes';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';
import type { StudentRow } from './students-table';

/** The classes list as a sheet. */
export const classColumns = (t: TFunction): ExportColumn<ClassRoom>[] => [
  { header: t('classes.columns.name'), value: (row) => row.name },
  { header: t('classes.columns.level'), value: (row) => row.level },
  { header: t('classes.columns.teacher'), value: (row) => row.teacherName },
  { header: t('classes.columns.students'), value: (row) => row.studentsCount },
  {
    header: t('classes.columns.status'),
    value: (row) => t(row.isArchived ? 'classes.archived' : 'classes.live'),
  },
  { header: t('classDetail.info.createdAt'), value: (row) => exportMoment(row.createdAt) },
];

/** A list of students (a class's, the waiting list) as a sheet, with its date column. */
export const studentColumns = <R extends StudentRow>(
  t: TFunction,
  date: { header: string; of: (row: R) => string },
): ExportColumn<R>[] => [
  { header: t('students.firstName'), value: (row) => row.firstName },
  { header: t('students.lastName'), value: (row) => row.lastName },
  { header: t('students.email'), value: (row) => row.email },
  { header: date.header, value: (row) => exportMoment(date.of(row)) },
];
