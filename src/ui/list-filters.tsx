import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import { inputStyle } from './field';

const bar = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

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
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={bar} role="search" onSubmit={submit} aria-label={t(`${texts}.filters`)}>
      <div className={field}>
        <label htmlFor={`${idPrefix}-search`} className={label}>
          {t(`${texts}.search`)}
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          className={inputStyle}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t(`${texts}.searchPlaceholder`)}
        />
      </div>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Search size={16} aria-hidden="true" />
        {t(`${texts}.searchSubmit`)}
      </button>
      <div className={field}>
        <label htmlFor={`${idPrefix}-status-filter`} className={label}>
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
    </form>
  );
}
