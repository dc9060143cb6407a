import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEACHER_PROFILE_STATUSES, type TeacherProfileStatus } from '../../../contract/teachers';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';
import { ALL } from './review-params';

const bar = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

export interface ReviewFiltersProps {
  search: string;
  status: TeacherProfileStatus | undefined;
  onSearch: (search: string) => void;
  onStatus: (status: TeacherProfileStatus | undefined) => void;
}

/** Search by name or e-mail (applied on submit) and the status filter. */
export function ReviewFilters({ search, status, onSearch, onStatus }: ReviewFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={bar} role="search" onSubmit={submit} aria-label={t('teachers.filters')}>
      <div className={field}>
        <label htmlFor="teacher-search" className={label}>
          {t('teachers.search')}
        </label>
        <input
          id="teacher-search"
          type="search"
          className={inputStyle}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('teachers.searchPlaceholder')}
        />
      </div>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Search size={16} aria-hidden="true" />
        {t('teachers.searchSubmit')}
      </button>
      <div className={field}>
        <label htmlFor="teacher-status-filter" className={label}>
          {t('teachers.statusFilter')}
        </label>
        <select
          id="teacher-status-filter"
          className={inputStyle}
          value={status ?? ALL}
          onChange={(e) =>
            onStatus(e.target.value === ALL ? undefined : (e.target.value as TeacherProfileStatus))
          }
        >
          <option value={ALL}>{t('teachers.allStatuses')}</option>
          {TEACHER_PROFILE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`teachers.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
