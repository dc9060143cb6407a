import { inputStyle } from './field';
import { filterFieldStyle, filterLabelStyle } from './search-form';

export interface FilterSelectProps {
  id: string;
  label: string;
  /** The label of "no filter" (an empty value). */
  anyLabel: string;
  value: string;
  options: readonly { id: string; name: string }[];
  onChange: (value: string | undefined) => void;
}

/** A list filter applied at once; the empty choice drops it. */
export function FilterSelect(props: FilterSelectProps) {
  const { id, label: text, anyLabel, value, options, onChange } = props;
  return (
    <div className={filterFieldStyle}>
      <label htmlFor={id} className={filterLabelStyle}>
        {text}
      </label>
      <select
        id={id}
        className={inputStyle}
        value={value}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
