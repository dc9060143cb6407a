import { cva } from '../../styled-system/css';

const switchRow = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    '& input': { accentColor: 'brand.600' },
  },
  variants: {
    size: {
      sm: { '& input': { inlineSize: '4', blockSize: '4' } },
      md: { fontWeight: 'medium', '& input': { inlineSize: '5', blockSize: '5' } },
    },
  },
  defaultVariants: { size: 'sm' },
});

/**
 * An on/off setting: a checkbox announced as a switch, operated with Space like any checkbox;
 * with `readOnly`, disabled for a reader, who still sees its value.
 */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
  readOnly = false,
  size,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  readOnly?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <label htmlFor={id} className={switchRow({ size })}>
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
