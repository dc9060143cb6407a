import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ELEMENT_RULES,
  MEDIA_KINDS,
  PASSAGE_MAX,
  PROMPT_MAX,
  QUESTIONNAIRE_LEVELS,
  type ElementType,
  type MediaKind,
} from '../../../../contract/element-constants';
import { css } from '../../../../styled-system/css';
import { Field, SelectField, TextAreaField } from '../../../ui/field';
import { TranslateButton } from '../translate-button';
import type { ElementValues } from './element-form';
import { MediaField } from './media-field';

const TEXT_FIELDS = [
  { name: 'prompt', max: PROMPT_MAX, rows: 2 },
  { name: 'passage', max: PASSAGE_MAX, rows: 6 },
] as const;

const pair = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: '3',
});

const isMedia = (field: string): field is MediaKind =>
  (MEDIA_KINDS as readonly string[]).includes(field);

/** The type's own content fields: its texts (each with a translate button) and its media. */
export function ContentFields({ type, disabled }: { type: ElementType; disabled: boolean }) {
  const { t } = useTranslation();
  const { control, getFieldState, formState } = useFormContext<ElementValues>();
  const fields = ELEMENT_RULES[type].fields;
  // Read so that the form re-renders with the content's errors.
  void formState.errors.content;
  return (
    <>
      {TEXT_FIELDS.filter(({ name }) => fields.includes(name)).map(({ name, max, rows }) => (
        <Controller
          key={name}
          control={control}
          name={`content.${name}`}
          render={({ field, fieldState }) => (
            <TextAreaField
              id={`element-${name}`}
              label={t(`elements.fields.${name}`)}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maxLength={max}
              rows={rows}
              dir="auto"
              disabled={disabled}
              action={
                !disabled && (
                  <TranslateButton
                    text={field.value ?? ''}
                    onTranslated={(text) => field.onChange(text)}
                    testId={`translate-${name}`}
                  />
                )
              }
            />
          )}
        />
      ))}
      {fields.filter(isMedia).map((kind) => (
        <Controller
          key={kind}
          control={control}
          name={`content.${kind}`}
          render={({ field }) => (
            <MediaField
              id={`element-${kind}`}
              kind={kind}
              label={t(`elements.fields.${kind}`)}
              value={field.value ?? null}
              onChange={field.onChange}
              error={getFieldState(`content.${kind}`).error?.message}
              disabled={disabled}
            />
          )}
        />
      ))}
    </>
  );
}

/** How hard the element is (1 to 5) and what it is worth. */
export function MetaFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ElementValues>();
  return (
    <div className={pair}>
      <Controller
        control={control}
        name="questionnaireLevel"
        render={({ field, fieldState }) => (
          <SelectField
            id="element-questionnaireLevel"
            label={t('elements.fields.questionnaireLevel')}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            options={QUESTIONNAIRE_LEVELS.map((level) => ({
              value: String(level),
              label: String(level),
            }))}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
      <Controller
        control={control}
        name="points"
        render={({ field, fieldState }) => (
          <Field
            id="element-points"
            type="number"
            min={0}
            max={100}
            inputMode="numeric"
            label={t('elements.fields.points')}
            value={String(field.value)}
            onChange={(value) => field.onChange(value === '' ? 0 : Number(value))}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
    </div>
  );
}
