import { css } from '../../../styled-system/css';
import { inputStyle } from '../../ui/field';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });

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
    <div className={field}>
      <label htmlFor={id} className={label}>
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
