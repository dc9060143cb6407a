import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../contract/organizations';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';

const bar = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

export interface ListFiltersProps {
  search: string;
  status: ContractStatus | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: ContractStatus | undefined) => void;
}

/** Search by name or location (applied on submit) and the contract-status filter. */
export function ListFilters({ search, status, onSearch, onStatus }: ListFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={bar} role="search" onSubmit={submit} aria-label={t('organizations.filters')}>
      <div className={field}>
        <label htmlFor="org-search" className={label}>
          {t('organizations.search')}
        </label>
        <input
          id="org-search"
          type="search"
          className={inputStyle}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('organizations.searchPlaceholder')}
        />
      </div>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Search size={16} aria-hidden="true" />
        {t('organizations.searchSubmit')}
      </button>
      <div className={field}>
        <label htmlFor="org-status-filter" className={label}>
          {t('organizations.statusFilter')}
        </label>
        <select
          id="org-status-filter"
          className={inputStyle}
          value={status ?? ''}
          onChange={(e) => onStatus((e.target.value || undefined) as ContractStatus | undefined)}
        >
          <option value="">{t('organizations.allStatuses')}</option>
          {CONTRACT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`organizations.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
