import { switchRowStyle } from './styles';

/**
 * An on/off setting: a checkbox announced as a switch, operated with Space like any checkbox;
 * disabled for a reader, who sees its value.
 */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
  readOnly,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  readOnly: boolean;
}) {
  return (
    <label htmlFor={id} className={switchRowStyle}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={id}
      />
      {label}
    </label>
  );
}
