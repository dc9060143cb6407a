import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { Field, inputStyle, TextAreaField } from '../../ui/field';
import { formatMoment } from '../../i18n/format-date';
import { describeValue, isPlainData } from './describe-value';
import { muted, stack } from './machines-styles';

type Kind = 'boolean' | 'number' | 'string' | 'json' | 'kept';
type Draft = Record<string, string | boolean>;

function kindOf(value: unknown): Kind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number' && Number.isFinite(value)) return 'number';
  if (typeof value === 'string') return 'string';
  return isPlainData(value) ? 'json' : 'kept';
}

function draftOf(value: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const [key, inner] of Object.entries(value)) {
    const kind = kindOf(inner);
    if (kind === 'boolean') draft[key] = inner as boolean;
    else if (kind === 'number') draft[key] = String(inner);
    else if (kind === 'string') draft[key] = inner as string;
    else if (kind === 'json') draft[key] = JSON.stringify(inner, null, 2);
  }
  return draft;
}

/** The edited value, or the i18n keys of the fields that do not parse. */
function parse(value: Record<string, unknown>, draft: Draft) {
  const next: Record<string, unknown> = { ...value };
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries(draft)) {
    const kind = kindOf(value[key]);
    if (kind === 'boolean' || kind === 'string') next[key] = text;
    else if (kind === 'number') {
      const number = Number(text);
      if (String(text).trim() === '' || !Number.isFinite(number)) {
        errors[key] = 'machines.sandbox.invalidNumber';
      } else next[key] = number;
    } else {
      try {
        next[key] = JSON.parse(String(text)) as unknown;
      } catch {
        errors[key] = 'machines.sandbox.invalidJson';
      }
    }
  }
  return { next, errors };
}

// Epoch milliseconds between 2000 and 2100 are times: a date is shown beside the number.
const TIMES = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) };
const asTime = (text: string | boolean | undefined) => {
  const number = Number(text);
  return typeof text === 'string' && number >= TIMES.from && number < TIMES.to
    ? new Date(number).toISOString()
    : null;
};

const checkRow = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' });
const mono = css({ fontFamily: 'mono', fontSize: 'sm' });

export interface ValueFormProps {
  id: string;
  legend: string;
  hint?: string;
  value: Record<string, unknown>;
  submitLabel: string;
  disabled?: boolean;
  onSubmit: (value: Record<string, unknown>) => void;
}

/**
 * A form generated from an object (named `legend` for assistive technology; the section around
 * it shows the heading): booleans as checkboxes, numbers and strings as fields, other
 * plain data as JSON (checked before it is used); files, functions and the like are kept as
 * they are. Remount it (a new `key`) to start from a new value.
 */
export function ValueForm({
  id,
  legend,
  hint,
  value,
  submitLabel,
  disabled,
  onSubmit,
}: ValueFormProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldId = (key: string) => `${id}-${key}`;
  const timeHint = (iso: string | null) =>
    iso ? t('machines.sandbox.asDate', { date: formatMoment(iso, i18n.language) }) : undefined;
  const set = (key: string, next: string | boolean) => setDraft((d) => ({ ...d, [key]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(value, draft);
    setErrors(parsed.errors);
    const [firstInvalid] = Object.keys(parsed.errors);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
    else onSubmit(parsed.next);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={legend}>
      <fieldset className={stack} disabled={disabled}>
        {hint && <p className={muted}>{hint}</p>}
        {Object.entries(value).map(([key, inner]) => {
          const kind = kindOf(inner);
          const current = draft[key];
          if (kind === 'boolean') {
            return (
              <label key={key} className={checkRow}>
                <input
                  id={fieldId(key)}
                  type="checkbox"
                  checked={current === true}
                  onChange={(e) => set(key, e.target.checked)}
                />
                {key}
              </label>
            );
          }
          if (kind === 'kept') {
            return (
              <p key={key} className={muted}>
                {key}:{' '}
                <span className={mono}>
                  {t('machines.sandbox.kept', { value: describeValue(inner) })}
                </span>
              </p>
            );
          }
          const common = {
            id: fieldId(key),
            label: key,
            value: String(current ?? ''),
            onChange: (text: string) => set(key, text),
            error: errors[key],
          };
          return kind === 'json' ? (
            <TextAreaField
              key={key}
              {...common}
              rows={3}
              className={cx(inputStyle, mono)}
              spellCheck={false}
              dir="ltr"
            />
          ) : (
            <Field
              key={key}
              {...common}
              type={kind === 'number' ? 'number' : 'text'}
              step={kind === 'number' ? 'any' : undefined}
              dir="ltr"
              hint={timeHint(kind === 'number' ? asTime(current) : null)}
            />
          );
        })}
        <div>
          <button type="submit" className={button({ variant: 'secondary' })}>
            {submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
