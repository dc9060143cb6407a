import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS } from '../../../contract/assessment';
import type { Element } from '../../../contract/elements';
import { css } from '../../../styled-system/css';
import { useSaveElementPoints } from '../../api/level-test-questions';
import { useFormatNumber } from '../../i18n/format-number';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { inputStyle } from '../../ui/field';
import { smallButtonStyle } from '../../ui/table';
import { usePointsDraft } from '../../ui/use-points-draft';
import { WriteButton } from '../../ui/viewing-as';

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
  const draft = usePointsDraft({
    points: element.points,
    save: (points) => save.mutateAsync({ id: element.id, points }),
    invalidText: t('levelTest.questions.points.invalid', limits),
    savedNotice: 'levelTest.questions.notices.points',
  });
  const id = `level-test-points-${element.id}`;

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
    <form className={formStyle} onSubmit={draft.onSubmit} noValidate>
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
          value={draft.value}
          onChange={(event) => draft.onChange(event.target.value)}
          aria-invalid={draft.error ? true : undefined}
          aria-describedby={draft.error ? `${id}-error` : undefined}
          readOnly={draft.pending}
          data-testid={id}
        />
        <WriteButton label={t('levelTest.questions.points.save')} testId="level-test-points-save">
          <button
            type="submit"
            className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
            disabled={draft.pending}
            aria-busy={draft.pending}
            aria-label={t('levelTest.questions.points.saveNamed', { n: position })}
          >
            {t('levelTest.questions.points.save')}
          </button>
        </WriteButton>
      </div>
      {draft.error && (
        <p id={`${id}-error`} className={errorStyle} role="alert">
          {translateMessage(draft.error)}
        </p>
      )}
    </form>
  );
}
