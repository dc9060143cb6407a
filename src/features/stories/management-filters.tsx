import { useTranslation } from 'react-i18next';
import { STORY_KINDS, STORY_STATUSES, STORY_VISIBILITIES } from '../../../contract/story-constants';
import type { StoryManagementQuery } from '../../api/stories';
import { ClearFilters } from '../../ui/clear-filters';
import { FilterSelect } from '../../ui/filter-select';
import { SearchForm } from '../../ui/search-form';
import { isFiltered } from './list-params';
import { filtersStyle } from './styles';

export interface ManagementFiltersProps {
  query: StoryManagementQuery;
  /** A new filter: back to the first page. */
  onChange: (query: StoryManagementQuery) => void;
}

/** The search (on submit) and the status, kind and visibility filters (at once). */
export function ManagementFilters({ query, onChange }: ManagementFiltersProps) {
  const { t } = useTranslation();
  const set = (change: Partial<StoryManagementQuery>) =>
    onChange({ ...query, ...change, pageNumber: 1 });
  const select = <V extends string>(
    name: 'status' | 'kind' | 'visibility',
    values: readonly V[],
    label: (value: V) => string,
  ) => (
    <FilterSelect
      id={`stories-${name}-filter`}
      label={t(`stories.filters.${name}`)}
      anyLabel={t('stories.filters.any')}
      value={query[name] ?? ''}
      options={values.map((value) => ({ id: value, name: label(value) }))}
      onChange={(value) => set({ [name]: values.find((v) => v === value) })}
    />
  );
  return (
    <div className={filtersStyle}>
      <SearchForm
        key={query.search ?? ''}
        id="stories-search"
        name={t('stories.filters.label')}
        label={t('stories.filters.search')}
        placeholder={t('stories.filters.searchPlaceholder')}
        submitLabel={t('stories.filters.searchSubmit')}
        value={query.search ?? ''}
        onSearch={(search) => set({ search: search || undefined })}
      >
        {select('status', STORY_STATUSES, (v) => t(`stories.status.${v}`))}
        {select('kind', STORY_KINDS, (v) => t(`stories.kinds.${v}`))}
        {select('visibility', STORY_VISIBILITIES, (v) => t(`stories.visibilityNames.${v}`))}
      </SearchForm>
      {isFiltered(query) && (
        <ClearFilters
          label={t('stories.filters.clear')}
          onClear={() => onChange({ pageNumber: 1 })}
        />
      )}
    </div>
  );
}
