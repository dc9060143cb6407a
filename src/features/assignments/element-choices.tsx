import { useTranslation } from 'react-i18next';
import { useElementTypeName } from '../../i18n/element-type-name';
import { useChoiceElements } from './api/assignments';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { titleIn } from './format';
import { choiceGroupStyle, choiceStyle, choicesStyle, previewStyle } from './styles';

export interface ElementChoicesProps {
  levelId: string;
  /** Ticked element ids, in the order ticked (the order they are copied in). */
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}

/** The topic's published lessons and exams, each element with a tick and a line to know it by. */
export function ElementChoices({ levelId, value, onChange, error }: ElementChoicesProps) {
  const { t, i18n } = useTranslation();
  const typeName = useElementTypeName();
  const choices = useChoiceElements(levelId);
  if (!levelId) return null;
  if (choices.isPending) return <Spinner />;
  if (choices.isError) {
    return (
      <p role="alert" className={mutedStyle}>
        {t('assignments.form.elementsFailed')}
      </p>
    );
  }
  const activities = choices.data;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset
      className={choicesStyle}
      aria-describedby={error ? 'given-elements-error' : undefined}
      data-testid="given-element-choices"
    >
      <legend>{t('assignments.form.elements')}</legend>
      <p className={mutedStyle}>
        {t('assignments.form.elementsHint')} {t('assignments.form.chosen', { count: value.length })}
      </p>
      {activities.length === 0 && <p className={mutedStyle}>{t('assignments.form.noElements')}</p>}
      {activities.map((activity) => (
        <div key={activity.id}>
          <p className={choiceGroupStyle}>
            {t(activity.kind === 'exam' ? 'assignments.form.exam' : 'assignments.form.lesson')}:{' '}
            {titleIn(activity, i18n.language)}
          </p>
          {activity.elements.map((element, i) => {
            const id = `given-element-${element.id}`;
            const name =
              element.titleEn || element.titleAr ? titleIn(element, i18n.language) : `${i + 1}`;
            return (
              <label key={element.id} className={choiceStyle} htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={value.includes(element.id)}
                  onChange={(event) => toggle(element.id, event.target.checked)}
                />
                <span>
                  <span dir="auto">{element.preview || name}</span>{' '}
                  <span className={previewStyle}>
                    ({typeName(element.typeId)},{' '}
                    {t('assignments.form.points', { count: element.points })})
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      ))}
      {error && (
        <p id="given-elements-error" role="alert" className={previewStyle}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
