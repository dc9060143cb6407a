import { inputStyle } from './field';
import { filterFieldStyle, filterLabelStyle } from './search-form';

export interface DateFilterProps {
  id: string;
  label: string;
  /** A calendar day, `YYYY-MM-DD`; undefined: no filter. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/** A list filter by day, applied at once; clearing the field drops it. */
export function DateFilter({ id, label, value, onChange }: DateFilterProps) {
  return (
    <div className={filterFieldStyle}>
      <label htmlFor={id} className={filterLabelStyle}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={inputStyle}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}
