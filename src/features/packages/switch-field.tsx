import { switchRowStyle } from './styles';

/** An on/off mark: a checkbox announced as a switch, operated with Space like any checkbox. */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className={switchRowStyle}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={id}
      />
      {label}
    </label>
  );
}
