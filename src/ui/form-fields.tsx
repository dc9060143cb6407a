import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, SelectField, type FieldProps, type SelectFieldProps } from './field';

// Any transformed output: the field only reads and writes what the form holds.
type Bound<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: Path<Values>;
};
type Unbound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>;

/** A text field of a react-hook-form form: its value, and its error from the contract's check. */
export function FormField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Unbound<FieldProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          {...props}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A select of a react-hook-form form, like FormField. */
export function FormSelectField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & Unbound<SelectFieldProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
