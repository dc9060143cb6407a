import { useTranslation } from 'react-i18next';
import { useClassRoomOptions } from '../../api/classes';
import { useTopicOptions } from '../../api/topics';
import { DateFilter } from '../../ui/date-filter';
import { FilterSelect } from '../../ui/filter-select';
import { filterBarStyle } from '../../ui/search-form';
import { useReportFormat } from './format';
import type { ReportQuery } from './list-params';

export interface ReportFiltersProps {
  query: ReportQuery;
  /** The days the shown report covers (the service's default range until days are chosen). */
  shown: { from: string; to: string } | undefined;
  onChange: (next: ReportQuery) => void;
}

/**
 * The class, the topic and the days, each applied at once. The date fields show the days the
 * report covers; changing one keeps the other as shown, so the range stays what the reader sees.
 */
export function ReportFilters({ query, shown, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const classes = useClassRoomOptions();
  const topics = useTopicOptions();
  const set = (change: Partial<ReportQuery>) => onChange({ ...query, ...change, pageNumber: 1 });
  const from = query.from ?? shown?.from;
  const to = query.to ?? shown?.to;
  return (
    <div className={filterBarStyle} role="group" aria-label={t('reports.filters')}>
      <FilterSelect
        id="reports-class"
        label={t('reports.classRoom')}
        anyLabel={t('reports.allClasses')}
        value={query.classRoomId ?? ''}
        options={(classes.data ?? []).map(({ id, name }) => ({ id, name }))}
        onChange={(classRoomId) => set({ classRoomId })}
      />
      <FilterSelect
        id="reports-topic"
        label={t('reports.topic')}
        anyLabel={t('reports.allTopics')}
        value={query.levelId ?? ''}
        options={(topics.data ?? []).map((topic) => ({
          id: topic.id,
          name: format.topic({ ...topic, levelId: topic.id }),
        }))}
        onChange={(levelId) => set({ levelId })}
      />
      <DateFilter
        id="reports-from"
        label={t('reports.from')}
        value={from}
        onChange={(day) => set({ from: day, to })}
      />
      <DateFilter
        id="reports-to"
        label={t('reports.to')}
        value={to}
        onChange={(day) => set({ from, to: day })}
      />
    </div>
  );
}
