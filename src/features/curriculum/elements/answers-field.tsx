import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ELEMENT_RULES, type ElementType } from '../../../../contract/element-constants';
import { css, cx } from '../../../../styled-system/css';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { inputStyle } from '../../../ui/field';
import { SortableChildren } from '../content/sortable-children';
import { blankAnswer, type ElementValues } from './element-form';
import { MediaField } from './media-field';

const section = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold' });
const note = css({ fontSize: 'xs', color: 'gray.600' });
const body = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  flex: '1',
  minInlineSize: 0,
});
const line = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const grow = css({ flex: '1', minInlineSize: '8rem' });
const small = css({ paddingInline: '2', paddingBlock: '1', fontSize: 'xs' });
const correctLabel = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'sm',
});
const errorText = css({ fontSize: 'sm', color: 'red.700' });

export interface AnswersFieldProps {
  type: ElementType;
  disabled: boolean;
}

/**
 * The type's answers: text or picture options with the correct ones marked (exactly one for
 * "recognize the word"), or the words of a sentence in their right order. Reordered by drag or
 * by the arrow keys on a handle; the service keeps each answer's id and takes the new order.
 */
export function AnswersField({ type, disabled }: AnswersFieldProps) {
  const { t } = useTranslation();
  const rule = ELEMENT_RULES[type];
  const { control, register, setValue, getFieldState, formState } = useFormContext<ElementValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'answers',
    keyName: 'key',
  });
  const answers = useWatch({ control, name: 'answers' });
  if (rule.answers === 'none') return null;

  const words = rule.answers === 'words';
  const pictures = rule.answers === 'picture-options';
  const nameOf = (index: number) =>
    t(words ? 'elements.answers.word' : 'elements.answers.option', { number: index + 1 });
  const items = fields.map((field, index) => ({ id: field.key, index }));
  const markCorrect = (index: number, checked: boolean) => {
    if (!rule.singleCorrect) {
      setValue(`answers.${index}.isCorrect`, checked, { shouldDirty: true });
      return;
    }
    answers.forEach((_answer, other) =>
      setValue(`answers.${other}.isCorrect`, other === index, { shouldDirty: true }),
    );
  };
  // Read so that the form re-renders with the answers' errors.
  void formState.errors.answers;

  return (
    <fieldset className={section} disabled={disabled} data-testid="answers-field">
      <legend className={legend}>{t(`elements.answers.${rule.answers}`)}</legend>
      <p className={note}>
        {t('elements.answers.bounds', { min: rule.minAnswers, max: rule.maxAnswers })}{' '}
        {words
          ? t('elements.answers.wordsHint')
          : t(rule.singleCorrect ? 'elements.answers.oneCorrect' : 'elements.answers.someCorrect')}
      </p>
      <SortableChildren
        items={items}
        labelOf={(item) => nameOf(item.index)}
        sortable={!disabled && items.length > 1}
        onReorder={(_ids, { from, to }) => move(from, to)}
        testId="answers-list"
        renderItem={({ index }) => {
          const name = nameOf(index);
          const error = getFieldState(`answers.${index}.text`).error?.message;
          return (
            <div className={body} data-testid={`answer-${index}`}>
              <div className={line}>
                {pictures ? (
                  <div className={grow}>
                    <MediaField
                      id={`answer-${index}-picture`}
                      kind="picture"
                      label={name}
                      value={answers[index]?.picture ?? null}
                      onChange={(fileName) =>
                        setValue(`answers.${index}.picture`, fileName, { shouldDirty: true })
                      }
                      error={getFieldState(`answers.${index}.picture`).error?.message}
                      disabled={disabled}
                    />
                  </div>
                ) : (
                  <input
                    {...register(`answers.${index}.text`)}
                    className={cx(inputStyle, grow)}
                    aria-label={name}
                    aria-invalid={error ? true : undefined}
                    dir="auto"
                  />
                )}
                {!words && (
                  <label className={correctLabel}>
                    <input
                      type={rule.singleCorrect ? 'radio' : 'checkbox'}
                      name={rule.singleCorrect ? 'answers-correct' : undefined}
                      checked={answers[index]?.isCorrect ?? false}
                      onChange={(event) => markCorrect(index, event.target.checked)}
                      aria-label={t('elements.answers.correctOf', { number: index + 1 })}
                    />
                    <span aria-hidden="true">{t('elements.answers.correct')}</span>
                  </label>
                )}
                <button
                  type="button"
                  className={cx(button({ variant: 'ghost' }), small)}
                  onClick={() => remove(index)}
                  aria-label={t(
                    words ? 'elements.answers.removeWord' : 'elements.answers.removeOption',
                    {
                      number: index + 1,
                    },
                  )}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </button>
              </div>
              {error && <span className={errorText}>{translateMessage(error)}</span>}
            </div>
          );
        }}
      />
      <div>
        <button
          type="button"
          className={cx(button({ variant: 'secondary' }), small)}
          onClick={() => append(blankAnswer())}
          disabled={disabled || fields.length >= rule.maxAnswers}
          data-testid="answer-add"
        >
          <Plus size={14} aria-hidden="true" />
          {t(words ? 'elements.answers.addWord' : 'elements.answers.addOption')}
        </button>
      </div>
    </fieldset>
  );
}
