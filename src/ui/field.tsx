import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { css } from '../../styled-system/css';
import { translateMessage } from '../i18n/i18n';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
// A required field's label ends in a red star, drawn by CSS: the control itself says
// `required` to assistive technology, and the label's text (its accessible name) stays the same.
/** A label's look, for a control that is not one of these fields. */
export const labelStyle = css({
  fontSize: 'sm',
  fontWeight: 'medium',
  '&[data-required=true]::after': { content: '" *"', color: 'red.700' },
});
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
  // A value shown, not asked for: no box to type in.
  _readOnly: {
    bg: 'gray.100',
    borderStyle: 'dashed',
    color: 'gray.700',
    cursor: 'default',
  },
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
  /** Marks the label; the control gets `required` too. */
  required?: boolean | undefined;
}

/** What every control's ARIA attributes are: invalid when in error, described by hint and error. */
function describe({ id, error, hint: help }: Omit<FrameProps, 'label' | 'action' | 'required'>) {
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
  required,
  children,
}: FrameProps & { children: ReactNode }) {
  const labelled = (
    <label htmlFor={id} className={labelStyle} data-required={required ? true : undefined}>
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

/** A control's own props, apart from what its frame (label, hint, error, action) takes. */
function splitFrame<P extends FrameProps>({ id, label, error, hint, action, ...rest }: P) {
  return [{ id, label, error, hint, action, required: rest.required }, rest] as const;
}

/** The control's value as text, and its change as the new text. */
type TextValue = { value: string; onChange: (value: string) => void };
const textValue = ({ value, onChange }: TextValue) => ({
  value,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
});

export interface FieldProps
  extends
    FrameProps,
    TextValue,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id' | 'value'> {}

/** A labelled input whose error is tied to it, so a screen reader reads both. */
export function Field({ value, onChange, ...props }: FieldProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <Frame {...frame}>
      <input {...describe(frame)} {...textValue({ value, onChange })} {...rest} />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends
    FrameProps,
    TextValue,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'id' | 'value'> {
  options: readonly SelectOption[];
}

/** A labelled select, with its hint and error tied to it like Field's. */
export function SelectField({ value, onChange, options, ...props }: SelectFieldProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <Frame {...frame}>
      <select {...describe(frame)} {...textValue({ value, onChange })} {...rest}>
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
  extends
    FrameProps,
    TextValue,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'id' | 'value'> {}

/** A labelled text area, with its hint and error tied to it like Field's. */
export function TextAreaField({ value, onChange, ...props }: TextAreaFieldProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <Frame {...frame}>
      <textarea {...describe(frame)} {...textValue({ value, onChange })} {...rest} />
    </Frame>
  );
}
