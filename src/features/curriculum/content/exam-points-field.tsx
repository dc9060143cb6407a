import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS } from '../../../../contract/assessment';
import type { Element } from '../../../../contract/elements';
import { css, cx } from '../../../../styled-system/css';
import { useSaveElementPoints } from '../../../api/level-test-questions';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { inputStyle } from '../../../ui/field';
import { smallButtonStyle } from '../../../ui/table';
import { usePointsDraft } from '../../../ui/use-points-draft';
import { WriteButton } from '../../../ui/viewing-as';

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
  const draft = usePointsDraft({
    points: element.points,
    save: (points) => save.mutateAsync({ id: element.id, points }),
    invalidText: t('curriculumContent.exams.points.invalid', limits),
    savedNotice: 'curriculumContent.exams.notices.points',
  });
  const id = `exam-points-${element.id}`;

  if (!canUpdate) {
    return (
      <span className={labelStyle} data-testid={`${id}-value`}>
        {t('curriculumContent.exams.points.count', { count: element.points })}
      </span>
    );
  }

  return (
    <form className={formStyle} onSubmit={draft.onSubmit} noValidate>
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
        value={draft.value}
        onChange={(event) => draft.onChange(event.target.value)}
        aria-invalid={draft.error ? true : undefined}
        aria-describedby={draft.error ? `${id}-error` : undefined}
        readOnly={draft.pending}
        data-testid={id}
      />
      <WriteButton label={t('curriculumContent.save')} testId="exam-points-save">
        <button
          type="submit"
          className={cx(button({ variant: 'secondary' }), smallButtonStyle)}
          disabled={draft.pending}
          aria-busy={draft.pending}
          aria-label={t('curriculumContent.exams.points.saveNamed', { order })}
        >
          {t('curriculumContent.save')}
        </button>
      </WriteButton>
      {draft.error && (
        <p id={`${id}-error`} className={errorStyle} role="alert">
          {translateMessage(draft.error)}
        </p>
      )}
    </form>
  );
}
