import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS, elementPointsBodySchema } from '../../../../contract/assessment';
import type { Element } from '../../../../contract/elements';
import { css, cx } from '../../../../styled-system/css';
import { toApiFailure } from '../../../api/api-failure';
import { useSaveElementPoints } from '../../../api/level-test-questions';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { inputStyle } from '../../../ui/field';
import { smallButtonStyle } from '../../../ui/table';
import { notify } from '../../../ui/toast';

const formStyle = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const labelStyle = css({ fontSize: 'sm', color: 'gray.600' });
const numberStyle = css({ inlineSize: '4.5rem', fontVariantNumeric: 'tabular-nums' });
const errorStyle = css({ fontSize: 'sm', color: 'red.700', flexBasis: '100%' });
const srOnly = css({ srOnly: true });

export interface ExamPointsFieldProps {
  element: Element;
  /** Names the field for screen readers: "Points of element 2". */
  order: number;
  /** u Elements: the points are a change to the element. */
  canUpdate: boolean;
}

const limits = { min: 0, max: ASSESSMENT_LIMITS.pointsMax };

/**
 * An exam element's points, as the level test sets its questions' (`PUT
 * v1/admin/exam/elementPoints/{id}`): checked by the contract's schema, saved on Enter or Save
 * with the service's toast; a refusal shows on the field and keeps what was typed.
 */
export function ExamPointsField({ element, order, canUpdate }: ExamPointsFieldProps) {
  const { t } = useTranslation();
  const save = useSaveElementPoints();
  // null: untouched, showing the saved points (which a refetch may change).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `exam-points-${element.id}`;
  const value = draft ?? String(element.points);

  if (!canUpdate) {
    return (
      <span className={labelStyle} data-testid={`${id}-value`}>
        {t('curriculumContent.exams.points.count', { count: element.points })}
      </span>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = elementPointsBodySchema.safeParse({
      points: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(t('curriculumContent.exams.points.invalid', limits));
      return;
    }
    setError(null);
    try {
      const { message } = await save.mutateAsync({ id: element.id, points: parsed.data.points });
      setDraft(null);
      notify('success', message || 'curriculumContent.exams.notices.points');
    } catch (failure) {
      const refused = await toApiFailure(failure);
      setError(refused.fieldErrors?.points ?? refused.message);
      notify('error', refused.message);
    }
  };

  return (
    <form className={formStyle} onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={id} className={labelStyle}>
        {t('curriculumContent.exams.points.label')}
        <span className={srOnly}> {t('curriculumContent.exams.points.of', { order })}</span>
      </label>
      <input
        id={id}
        className={cx(inputStyle, numberStyle)}
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
        className={cx(button({ variant: 'secondary' }), smallButtonStyle)}
        disabled={save.isPending}
        aria-busy={save.isPending}
        aria-label={t('curriculumContent.exams.points.saveNamed', { order })}
      >
        {t('curriculumContent.save')}
      </button>
      {error && (
        <p id={`${id}-error`} className={errorStyle} role="alert">
          {translateMessage(error)}
        </p>
      )}
    </form>
  );
}
