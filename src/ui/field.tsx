import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { css } from '../../styled-system/css';
import { translateMessage } from '../i18n/i18n';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const labelRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  flexWrap: 'wrap',
});
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

interface FrameProps {
  id: string;
  label: string;
  /** A server field error (shown as it is) or an i18n key. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Beside the label: a control acting on the field (e.g. a translate button). */
  action?: ReactNode;
}

/** What every control's ARIA attributes are: invalid when in error, described by hint and error. */
function describe({ id, error, hint: help }: Omit<FrameProps, 'label' | 'action'>) {
  const describedBy = [help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    name: id,
    className: inputStyle,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The label above the control, the hint and the error below it. */
function Frame({
  id,
  label: text,
  error,
  hint: help,
  action,
  children,
}: FrameProps & { children: ReactNode }) {
  const labelled = (
    <label htmlFor={id} className={label}>
      {text}
    </label>
  );
  return (
    <div className={field}>
      {action ? (
        <div className={labelRow}>
          {labelled}
          {action}
        </div>
      ) : (
        labelled
      )}
      {children}
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

export interface FieldProps
  extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input whose error is tied to it, so a screen reader reads both. */
export function Field({
  id,
  label: text,
  value,
  onChange,
  error,
  hint: help,
  action,
  ...rest
}: FieldProps) {
  const frame = { id, label: text, error, hint: help, action };
  return (
    <Frame {...frame}>
      <input
        {...describe(frame)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'id'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}

/** A labelled select, with its hint and error tied to it like Field's. */
export function SelectField({
  id,
  label: text,
  value,
  onChange,
  error,
  hint: help,
  options,
  ...rest
}: SelectFieldProps) {
  const frame = { id, label: text, error, hint: help };
  return (
    <Frame {...frame}>
      <select
        {...describe(frame)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface TextAreaFieldProps
  extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'id'> {
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text area, with its hint and error tied to it like Field's. */
export function TextAreaField({
  id,
  label: text,
  value,
  onChange,
  error,
  hint: help,
  action,
  ...rest
}: TextAreaFieldProps) {
  const frame = { id, label: text, error, hint: help, action };
  return (
    <Frame {...frame}>
      <textarea
        {...describe(frame)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </Frame>
  );
}
