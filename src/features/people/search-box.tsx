import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const row = css({ display: 'flex', gap: '2', alignItems: 'flex-end' });

export interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  /** The applied search; the parent remounts the box (key) when it changes elsewhere. */
  value: string;
  onSearch: (search: string) => void;
}

/** A search box applied on submit (Enter or the button), trimmed. */
export function SearchBox({ id, label: text, placeholder, value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={row}>
      <div className={field}>
        <label htmlFor={id} className={label}>
          {text}
        </label>
        <input
          id={id}
          type="search"
          className={inputStyle}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={placeholder}
        />
      </div>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Search size={16} aria-hidden="true" />
        {t('people.searchSubmit')}
      </button>
    </form>
  );
}
