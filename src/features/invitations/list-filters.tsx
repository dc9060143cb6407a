import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_STATUSES, type InvitationStatus } from '../../../contract/invitations';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';

const bar = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

export interface ListFiltersProps {
  search: string;
  status: InvitationStatus | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: InvitationStatus | undefined) => void;
}

/** Search by e-mail or name (applied on submit) and the status filter (applied at once). */
export function ListFilters({ search, status, onSearch, onStatus }: ListFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={bar} role="search" onSubmit={submit} aria-label={t('invitations.filters')}>
      <div className={field}>
        <label htmlFor="invitation-search" className={label}>
          {t('invitations.search')}
        </label>
        <input
          id="invitation-search"
          type="search"
          className={inputStyle}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('invitations.searchPlaceholder')}
        />
      </div>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Search size={16} aria-hidden="true" />
        {t('invitations.searchSubmit')}
      </button>
      <div className={field}>
        <label htmlFor="invitation-status-filter" className={label}>
          {t('invitations.statusFilter')}
        </label>
        <select
          id="invitation-status-filter"
          className={inputStyle}
          value={status ?? ''}
          onChange={(e) =>
            onStatus(INVITATION_STATUSES.find((value) => value === e.target.value) ?? undefined)
          }
        >
          <option value="">{t('invitations.allStatuses')}</option>
          {INVITATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`invitations.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
