import { useTranslation } from 'react-i18next';
import type { TopicQuery } from '../api/curriculum-topics';
import { inputStyle } from '../../../ui/field';
import { filterFieldStyle, filterLabelStyle, SearchForm } from '../../../ui/search-form';

export const TOPIC_STATUSES = ['published', 'unpublished', 'archived'] as const;

export interface TopicsFiltersProps {
  query: TopicQuery;
  onChange: (query: TopicQuery) => void;
}

/** A search in both titles (applied on submit) and a status (applied at once). */
export function TopicsFilters({ query, onChange }: TopicsFiltersProps) {
  const { t } = useTranslation();
  return (
    <SearchForm
      key={query.search ?? ''}
      id="topics-search"
      label={t('curriculum.topics.search')}
      placeholder={t('curriculum.topics.searchPlaceholder')}
      submitLabel={t('curriculum.topics.searchButton')}
      name={t('curriculum.topics.filters')}
      value={query.search ?? ''}
      onSearch={(search) => onChange({ ...query, search: search || undefined })}
    >
      <div className={filterFieldStyle}>
        <label htmlFor="topics-status" className={filterLabelStyle}>
          {t('curriculum.topics.status')}
        </label>
        <select
          id="topics-status"
          className={inputStyle}
          value={query.status ?? ''}
          onChange={(event) => {
            const status = TOPIC_STATUSES.find((value) => value === event.target.value);
            onChange({ ...query, status });
          }}
        >
          <option value="">{t('curriculum.topics.allStatuses')}</option>
          {TOPIC_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`curriculumContent.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </SearchForm>
  );
}
