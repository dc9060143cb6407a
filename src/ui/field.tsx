import type { InputHTMLAttributes } from 'react';
import { css } from '../../styled-system/css';
import { translateMessage } from '../i18n/i18n';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
export const inputStyle = css({
  paddingInline: '3',
  paddingBlock: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', borderColor: 'brand.500' },
  '&[aria-invalid=true]': { borderColor: 'red.500' },
});
const hint = css({ fontSize: 'sm', color: 'gray.600' });
const fieldError = css({ fontSize: 'sm', color: 'red.700' });

/** The visible error of a form: the server's message (SPEC section 8). */
export const alertStyle = css({
  padding: '3',
  borderRadius: 'md',
  bg: 'red.50',
  color: 'red.800',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'red.200',
  fontSize: 'sm',
});

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A server field error (shown as it is) or an i18n key. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input whose error is tied to it, so a screen reader reads both. */
export function Field({
  id,
  label: text,
  value,
  onChange,
  error,
  hint: help,
  ...rest
}: FieldProps) {
  const describedBy = [help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        name={id}
        className={inputStyle}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {help && (
        <span id={`${id}-hint`} className={hint}>
          {help}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={fieldError} data-testid={`${id}-error`}>
          {translateMessage(error)}
        </span>
      )}
    </div>
  );
}
