import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS, elementPointsBodySchema } from '../../../contract/assessment';
import type { Element } from '../../../contract/elements';
import { css } from '../../../styled-system/css';
import { toApiFailure } from '../../api/api-failure';
import { useSaveElementPoints } from '../../api/level-test-questions';
import { useFormatNumber } from '../../i18n/format-number';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';
import { smallButtonStyle } from '../../ui/table';
import { notify } from '../../ui/toast';

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const rowStyle = css({ display: 'flex', alignItems: 'center', gap: '2' });
const labelStyle = css({ fontSize: 'sm', fontWeight: 'medium' });
const numberStyle = css({ inlineSize: '5rem', fontVariantNumeric: 'tabular-nums' });
const errorStyle = css({ fontSize: 'sm', color: 'red.700', maxInlineSize: '14rem' });
const srOnly = css({ srOnly: true });

export interface PointsFieldProps {
  element: Element;
  /** The question's place in the list, naming the field. */
  position: number;
  canUpdate: boolean;
}

const limits = { min: 0, max: ASSESSMENT_LIMITS.pointsMax };

/**
 * An element's points, changed in place: checked by the contract's schema, saved on Enter or
 * Save with the service's toast. A refusal shows on the field and keeps what was typed.
 */
export function PointsField({ element, position, canUpdate }: PointsFieldProps) {
  const { t } = useTranslation();
  const save = useSaveElementPoints();
  const formatNumber = useFormatNumber();
  // null: untouched, showing the saved points (which a refetch may change).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `level-test-points-${element.id}`;
  const value = draft ?? String(element.points);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = elementPointsBodySchema.safeParse({
      points: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(t('levelTest.questions.points.invalid', limits));
      return;
    }
    setError(null);
    try {
      const { message } = await save.mutateAsync({ id: element.id, points: parsed.data.points });
      setDraft(null);
      notify('success', message || 'levelTest.questions.notices.points');
    } catch (failure) {
      const refused = await toApiFailure(failure);
      setError(refused.fieldErrors?.points ?? refused.message);
      notify('error', refused.message);
    }
  };

  const label = (
    <label htmlFor={id} className={labelStyle}>
      {t('levelTest.questions.points.label')}
      <span className={srOnly}> {t('levelTest.questions.points.of', { n: position })}</span>
    </label>
  );
  if (!canUpdate) {
    return (
      <div className={formStyle}>
        {label}
        <output id={id} className={numberStyle} data-testid={`${id}-value`}>
          {formatNumber(element.points)}
        </output>
      </div>
    );
  }
  return (
    <form className={formStyle} onSubmit={(event) => void onSubmit(event)} noValidate>
      {label}
      <div className={rowStyle}>
        <input
          id={id}
          className={`${inputStyle} ${numberStyle}`}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          required
          value={value}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          readOnly={save.isPending}
          data-testid={id}
        />
        <button
          type="submit"
          className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-label={t('levelTest.questions.points.saveNamed', { n: position })}
        >
          {t('levelTest.questions.points.save')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={errorStyle} role="alert">
          {translateMessage(error)}
        </p>
      )}
    </form>
  );
}
