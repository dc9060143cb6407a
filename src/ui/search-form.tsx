import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { button } from './buttons';
import { inputStyle } from './field';

// On a phone the bar takes the whole width (also inside a row of filters) and the search box
// grows to fill it beside its button; each filter after it takes a line of its own.
const bar = css({
  display: 'flex',
  gap: '3',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  flexBasis: { base: 'full', md: 'auto' },
});
const compactBar = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-end',
  flexBasis: { base: 'full', md: 'auto' },
});
const searchField = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flex: { base: '1 1 12rem', md: '0 1 auto' },
  // On a phone narrower than the input's natural width, so the button keeps its place beside it.
  minInlineSize: { base: '0', md: 'auto' },
});
/** A row of filters above a list (a compact search, selects, days), wrapping on a phone. */
export const filterBarStyle = css({
  display: 'flex',
  gap: '4',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
});
/** A labelled field of a filter bar (a select placed after the search, or beside it). */
export const filterFieldStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flexBasis: { base: 'full', md: 'auto' },
});
export const filterLabelStyle = css({ fontSize: 'sm', fontWeight: 'medium' });

export interface SearchFormProps {
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The applied search; the parent remounts the form (key) when it changes elsewhere. */
  value: string;
  onSearch: (search: string) => void;
  /** The form's accessible name, where the bar holds other filters too. */
  name?: string | undefined;
  /** A row that does not wrap, with a tighter gap. */
  compact?: boolean;
  /** Filters placed after the search button, applied by the parent at once. */
  children?: ReactNode;
}

/** A search box applied on submit (Enter or the button), trimmed. */
export function SearchForm(props: SearchFormProps) {
  const { id, label, placeholder, submitLabel, value, onSearch, name, compact, children } = props;
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className={compact ? compactBar : bar} role="search" onSubmit={submit} aria-label={name}>
      <div className={searchField}>
        <label htmlFor={id} className={filterLabelStyle}>
          {label}
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
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
