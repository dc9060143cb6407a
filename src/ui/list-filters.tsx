import { useTranslation } from 'react-i18next';
import { inputStyle } from './field';
import { filterFieldStyle, filterLabelStyle, SearchForm } from './search-form';

export interface ListFiltersProps<S extends string> {
  /**
   * The feature's texts prefix: `<texts>.filters`, `.search`, `.searchPlaceholder`,
   * `.searchSubmit`, `.statusFilter`, `.allStatuses` and `.status.<value>`.
   */
  texts: string;
  /** The fields' ids: `<idPrefix>-search` and `<idPrefix>-status-filter`. */
  idPrefix: string;
  statuses: readonly S[];
  search: string;
  status: S | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: S | undefined) => void;
  /** The option value of "every status" (the address may name it). */
  allValue?: string;
}

/** The search (applied on submit) and the status filter (applied at once) above a list. */
export function ListFilters<S extends string>({
  texts,
  idPrefix,
  statuses,
  search,
  status,
  onSearch,
  onStatus,
  allValue = '',
}: ListFiltersProps<S>) {
  const { t } = useTranslation();
  return (
    <SearchForm
      id={`${idPrefix}-search`}
      name={t(`${texts}.filters`)}
      label={t(`${texts}.search`)}
      placeholder={t(`${texts}.searchPlaceholder`)}
      submitLabel={t(`${texts}.searchSubmit`)}
      value={search}
      onSearch={onSearch}
    >
      <div className={filterFieldStyle}>
        <label htmlFor={`${idPrefix}-status-filter`} className={filterLabelStyle}>
          {t(`${texts}.statusFilter`)}
        </label>
        <select
          id={`${idPrefix}-status-filter`}
          className={inputStyle}
          value={status ?? allValue}
          onChange={(e) => onStatus(statuses.find((value) => value === e.target.value))}
        >
          <option value={allValue}>{t(`${texts}.allStatuses`)}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`${texts}.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </SearchForm>
  );
}
