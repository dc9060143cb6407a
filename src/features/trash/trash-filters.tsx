import { useTranslation } from 'react-i18next';
import type { TrashKind } from '../../../contract/trash';
import { FilterSelect } from '../../ui/filter-select';
import { filterBarStyle, SearchForm } from '../../ui/search-form';
import type { TrashListQuery } from './api/trash';

export interface TrashFiltersProps {
  query: TrashListQuery;
  /** The kinds the caller may see, in the contract's order. */
  kinds: readonly TrashKind[];
  onChange: (next: TrashListQuery) => void;
}

/** The filters above the trash: the kind at once, the name on submit; each back to page 1. */
export function TrashFilters({ query, kinds, onChange }: TrashFiltersProps) {
  const { t } = useTranslation();
  const set = (change: Partial<TrashListQuery>) => onChange({ ...query, ...change, pageNumber: 1 });
  return (
    <div className={filterBarStyle} role="group" aria-label={t('trash.filters')}>
      <SearchForm
        compact
        key={query.search ?? ''}
        id="trash-search"
        label={t('trash.search')}
        placeholder={t('trash.searchPlaceholder')}
        submitLabel={t('trash.searchSubmit')}
        value={query.search ?? ''}
        onSearch={(search) => set({ search: search || undefined })}
      />
      {kinds.length > 1 && (
        <FilterSelect
          id="trash-kind"
          label={t('trash.kind')}
          anyLabel={t('trash.allKinds')}
          value={query.kind ?? ''}
          options={kinds.map((kind) => ({ id: kind, name: t(`trash.kinds.${kind}`) }))}
          onChange={(kind) => set({ kind: kinds.find((one) => one === kind) })}
        />
      )}
    </div>
  );
}
