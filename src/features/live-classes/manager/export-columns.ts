import type { TFunction } from 'i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { exportMoment, type ExportColumn } from '../../../ui/export/columns';

/** The managers' list as a sheet: when, who, and where each class stands, one state a column. */
export const liveClassColumns = (
  t: TFunction,
  levelTitle: (liveClass: LiveClass) => string | null,
): ExportColumn<LiveClass>[] => [
  { header: t('liveClasses.fields.title'), value: (row) => row.title },
  { header: t('liveClasses.fields.tag'), value: (row) => row.tag },
  { header: t('liveClasses.fields.startsAt'), value: (row) => exportMoment(row.startsAt) },
  { header: t('liveClasses.fields.durationMinutes'), value: (row) => row.durationMinutes },
  { header: t('liveClasses.fields.teacherId'), value: (row) => row.teacherName },
  { header: t('liveClasses.details.level'), value: (row) => levelTitle(row) },
  { header: t('liveClasses.fields.minUsers'), value: (row) => row.minUsers },
  { header: t('liveClasses.fields.maxUsers'), value: (row) => row.maxUsers },
  {
    header: t('liveClassesManager.exportColumns.approval'),
    value: (row) => t(`liveClasses.approval.${row.approval}`),
  },
  {
    header: t('liveClassesManager.exportColumns.timing'),
    value: (row) => t(`liveClasses.timing.${row.timing}`),
  },
  {
    header: t('liveClassesManager.exportColumns.validity'),
    value: (row) =>
      row.invalidReason
        ? t('liveClasses.invalidBecause', { reason: t(`liveClasses.reason.${row.invalidReason}`) })
        : t(`liveClasses.validity.${row.validity}`),
  },
  { header: t('liveClasses.details.rating'), value: (row) => row.rating },
  { header: t('liveClassesManager.exportColumns.reviews'), value: (row) => row.reviewsCount },
];
