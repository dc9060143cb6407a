import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';

const bar = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

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
  const [text, setText] = useState(name);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onName(text.trim());
  };
  return (
    <form className={bar} role="search" onSubmit={submit} aria-label={t('classes.filters')}>
      <div className={field}>
        <label htmlFor="class-search" className={label}>
          {t('classes.search')}
        </label>
        <input
          id="class-search"
          type="search"
          className={inputStyle}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('classes.searchPlaceholder')}
        />
      </div>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Search size={16} aria-hidden="true" />
        {t('classes.searchSubmit')}
      </button>
      <div className={field}>
        <label htmlFor="class-archived-filter" className={label}>
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
    </form>
  );
}
