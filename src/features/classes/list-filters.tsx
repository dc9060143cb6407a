import { useTranslation } from 'react-i18next';
import { inputStyle } from '../../ui/field';
import { filterFieldStyle, filterLabelStyle, SearchForm } from '../../ui/search-form';

export interface ListFiltersProps {
  name: string;
  archived: boolean | undefined;
  onName: (name: string) => void;
  onArchived: (archived: boolean | undefined) => void;
}

const archivedValue = (archived: boolean | undefined) =>
  archived === undefined ? '' : String(archived);

/** Search by name (applied on submit) and the archived filter. */
export function ListFilters({ name, archived, onName, onArchived }: ListFiltersProps) {
  const { t } = useTranslation();
  return (
    <SearchForm
      id="class-search"
      name={t('classes.filters')}
      label={t('classes.search')}
      placeholder={t('classes.searchPlaceholder')}
      submitLabel={t('classes.searchSubmit')}
      value={name}
      onSearch={onName}
    >
      <div className={filterFieldStyle}>
        <label htmlFor="class-archived-filter" className={filterLabelStyle}>
          {t('classes.archivedFilter')}
        </label>
        <select
          id="class-archived-filter"
          className={inputStyle}
          value={archivedValue(archived)}
          onChange={(e) =>
            onArchived(e.target.value === '' ? undefined : e.target.value === 'true')
          }
        >
          <option value="">{t('classes.allClasses')}</option>
          <option value="false">{t('classes.liveOnly')}</option>
          <option value="true">{t('classes.archivedOnly')}</option>
        </select>
      </div>
    </SearchForm>
  );
}
