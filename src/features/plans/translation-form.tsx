import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PLAN_MESSAGES,
  PLAN_LIMITS,
  planTranslationBodySchema,
  planTranslationUpdateSchema,
  type PlanTranslation,
  type PlanTranslationBody,
  type PlanTranslationUpdate,
} from '../../../contract/plans';
import { toApiFailure } from '../../api/api-failure';
import { createPlanTranslation, updatePlanTranslation, usePlansWrite } from './api/plans';
import { contractResolver } from '../../ui/contract-resolver';
import { Field, SelectField, TextAreaField } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { notify } from '../../ui/toast';
import { fieldErrorsOf, packageMessage } from './server-messages';
import { fieldsetStyle, formStyle } from './styles';

interface Values {
  languageCode: string;
  name: string;
  description: string;
}
type Body = PlanTranslationBody | PlanTranslationUpdate;
const FIELDS = ['languageCode', 'name', 'description'] as const;
const isField = (name: string): name is keyof Values =>
  (FIELDS as readonly string[]).includes(name);

/** A new translation (into a language not translated yet) or an edit of one. */
export function TranslationForm({
  planId,
  translation,
  languages,
  onDone,
}: {
  planId: string;
  translation: PlanTranslation | null;
  /** The app languages it may be written in (code and name). */
  languages: readonly { code: string; label: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = usePlansWrite((body: Body) =>
    translation
      ? updatePlanTranslation(translation.id, body as PlanTranslationUpdate)
      : createPlanTranslation(body as PlanTranslationBody),
  );
  const resolver = useMemo(
    () =>
      contractResolver<Values, Body>(
        translation ? planTranslationUpdateSchema : planTranslationBodySchema,
        ({ languageCode, ...text }) => (translation ? text : { planId, languageCode, ...text }),
        (issue) => {
          if (issue.path[0] === 'languageCode') return t('packages.translations.errors.language');
          if (issue.code !== 'too_big') return t('packages.translations.errors.required');
          const max =
            issue.path[0] === 'description' ? PLAN_LIMITS.descriptionMax : PLAN_LIMITS.nameMax;
          return t('packages.translations.errors.tooLong', { max });
        },
      ),
    [planId, translation, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: {
      languageCode: translation?.languageCode ?? '',
      name: translation?.name ?? '',
      description: translation?.description ?? '',
    },
  });
  const formRef = useFirstErrorFocus(formState);

  const onSubmit = async (body: Body) => {
    try {
      const { message } = await save.mutateAsync(body);
      notify('success', packageMessage(message || PLAN_MESSAGES.translationSaved));
      onDone();
    } catch (error) {
      const failure = await toApiFailure(error);
      for (const [field, message] of fieldErrorsOf(failure.fieldErrors))
        if (isField(field)) setError(field, { message });
      notify('error', packageMessage(failure.message));
    }
  };
  const language = languages.find((one) => one.code === translation?.languageCode);

  return (
    <form
      ref={formRef}
      className={`${formStyle} ${fieldsetStyle}`}
      noValidate
      aria-label={
        translation
          ? t('packages.translations.editTitle', {
              language: language?.label ?? translation.languageCode,
            })
          : t('packages.translations.addTitle')
      }
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      data-testid="translation-form"
    >
      {!translation && (
        <Controller
          control={control}
          name="languageCode"
          render={({ field, fieldState }) => (
            <SelectField
              id="translation-languageCode"
              label={t('packages.translations.language')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              options={[
                { value: '', label: t('packages.translations.chooseLanguage') },
                ...languages.map((one) => ({ value: one.code, label: one.label })),
              ]}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <Field
            id="translation-name"
            label={t('packages.translations.name')}
            required
            dir="auto"
            maxLength={PLAN_LIMITS.nameMax}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextAreaField
            id="translation-description"
            label={t('packages.translations.description')}
            dir="auto"
            rows={3}
            maxLength={PLAN_LIMITS.descriptionMax}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions
        onCancel={onDone}
        cancelLabel={t('packages.translations.cancel')}
        submitLabel={t('packages.translations.save')}
        submitTestId="translation-form-save"
        busy={formState.isSubmitting}
        disabled={formState.isSubmitting}
      />
    </form>
  );
}
