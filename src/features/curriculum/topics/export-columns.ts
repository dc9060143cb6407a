import type { TFunction } from 'i18next';
import type { TopicOverview } from '../../../../contract/curriculum';
import type { ExportColumn } from '../../../ui/export/columns';

/** The topics as a sheet: both titles, the status and the counts of what each holds. */
export const topicColumns = (t: TFunction): ExportColumn<TopicOverview>[] => [
  { header: t('curriculum.topics.columns.order'), value: (topic) => topic.order },
  { header: t('curriculum.titles.titleEn'), value: (topic) => topic.titleEn },
  { header: t('curriculum.titles.titleAr'), value: (topic) => topic.titleAr },
  {
    header: t('curriculum.topics.columns.status'),
    value: (topic) => t(`curriculumContent.status.${topic.status}`),
  },
  { header: t('curriculum.topics.columns.units'), value: (topic) => topic.units },
  { header: t('curriculum.topics.columns.activities'), value: (topic) => topic.activities },
  { header: t('curriculum.topics.columns.elements'), value: (topic) => topic.elements },
  { header: t('curriculum.topics.columns.published'), value: (topic) => topic.published },
];
