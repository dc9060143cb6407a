import type { TFunction } from 'i18next';
import type { TeacherReportRow } from '../../../contract/people';
import type { AchievementReport, LearnerAchievement } from '../../../contract/reports';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';
import type { useReportFormat } from './format';

type Format = ReturnType<typeof useReportFormat>;
type Figures = { learners: number; attempts: number; averageScore: number | null };

/** The figures every overview row has; scores stay numbers (percent, one decimal). */
const figureColumns = <R extends Figures>(t: TFunction): ExportColumn<R>[] => [
  { header: t('reports.learners'), value: (row) => row.learners },
  { header: t('reports.attempts'), value: (row) => row.attempts },
  { header: `${t('reports.averageScore')} (%)`, value: (row) => row.averageScore },
];

export const topicColumns = (
  t: TFunction,
  format: Format,
): ExportColumn<AchievementReport['byLevel'][number]>[] => [
  { header: t('reports.topic'), value: (row) => format.topic(row) },
  ...figureColumns(t),
];

export const classColumns = (
  t: TFunction,
  format: Format,
): ExportColumn<AchievementReport['byClass'][number]>[] => [
  { header: t('reports.classRoom'), value: (row) => format.classRoom(row) },
  ...figureColumns(t),
];

export const learnerColumns = (t: TFunction): ExportColumn<LearnerAchievement>[] => [
  { header: t('reports.learnerList.firstName'), value: (row) => row.firstName },
  { header: t('reports.learnerList.lastName'), value: (row) => row.lastName },
  { header: t('reports.learnerList.email'), value: (row) => row.email },
  { header: t('reports.attempts'), value: (row) => row.attempts },
  { header: `${t('reports.averageScore')} (%)`, value: (row) => row.averageScore },
  { header: `${t('reports.bestScore')} (%)`, value: (row) => row.bestScore },
  {
    header: t('reports.learnerList.lastActivity'),
    value: (row) => exportMoment(row.lastSubmittedAt),
  },
];

/** The teachers' report: names as written (Arabic kept), counts as numbers. */
export const teacherColumns = (t: TFunction): ExportColumn<TeacherReportRow>[] => [
  { header: t('reports.teachers.firstName'), value: (row) => row.firstName },
  { header: t('reports.teachers.lastName'), value: (row) => row.lastName },
  { header: t('reports.teachers.email'), value: (row) => row.email },
  { header: t('reports.teachers.classes'), value: (row) => row.classesCount },
  { header: t('reports.teachers.students'), value: (row) => row.studentsCount },
  { header: t('reports.teachers.lastSignIn'), value: (row) => exportMoment(row.lastSignInAt) },
];
