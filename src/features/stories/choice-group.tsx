import { choiceStyle, choicesStyle, fieldsetStyle } from './styles';

export interface ChoiceGroupProps<V extends string> {
  /** The radios' shared name (and their ids' prefix). */
  name: string;
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** One choice among a few, as radios: arrow keys move between them. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset className={fieldsetStyle}>
      <legend>{legend}</legend>
      <div className={choicesStyle}>
        {options.map((option) => (
          <label key={option.value} className={choiceStyle} htmlFor={`${name}-${option.value}`}>
            <input
              id={`${name}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
