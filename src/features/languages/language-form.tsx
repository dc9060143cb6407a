import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APP_LANGUAGE_NAME_MAX,
  appLanguageCreateSchema,
  appLanguageUpdateSchema,
  type AppLanguage,
  type AppLanguageCreate,
  type AppLanguageUpdate,
} from '../../../contract/app-languages';
import { toApiFailure } from '../../api/api-failure';
import { createAppLanguage, updateAppLanguage, useAppLanguageWrite } from '../../api/app-languages';
import { button } from '../../ui/buttons';
import { contractResolver, showFieldErrors } from '../../ui/contract-resolver';
import { Field, SelectField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { formStyle, switchRowStyle } from './styles';
import { SaveButton } from '../../ui/save-button';

interface Values {
  code: string;
  nameEn: string;
  nameNative: string;
  direction: 'ltr' | 'rtl';
  isDefault: boolean;
}
type Body = AppLanguageCreate | AppLanguageUpdate;
const TEXT_FIELDS = ['code', 'nameEn', 'nameNative', 'direction', 'isDefault'] as const;

/** Adds a language (`language` null) or edits one's names and direction. */
export function LanguageForm({
  language,
  onClose,
}: {
  language: AppLanguage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useAppLanguageWrite((body: Body) =>
    language
      ? updateAppLanguage(language.id, body as AppLanguageUpdate)
      : createAppLanguage(body as AppLanguageCreate),
  );
  const resolver = useMemo(
    () =>
      contractResolver<Values, Body>(
        language ? appLanguageUpdateSchema : appLanguageCreateSchema,
        ({ code, isDefault, ...rest }) =>
          language ? rest : { code, ...rest, ...(isDefault && { isDefault }) },
        (issue) => {
          if (issue.path[0] === 'code') return t('languages.form.codeFormat');
          return issue.code === 'too_big'
            ? t('languages.form.tooLong', { max: APP_LANGUAGE_NAME_MAX })
            : t('languages.form.required');
        },
      ),
    [language, t],
  );
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: {
      code: language?.code ?? '',
      nameEn: language?.nameEn ?? '',
      nameNative: language?.nameNative ?? '',
      direction: language?.direction ?? 'ltr',
      isDefault: false,
    },
  });
  const formRef = useFirstErrorFocus(formState);

  const onSubmit = async (body: Body) => {
    try {
      const { message } = await save.mutateAsync(body);
      notify(
        'success',
        message || (language ? 'languages.done.updated' : 'languages.done.created'),
      );
      onClose();
    } catch (error) {
      const failure = await toApiFailure(error);
      showFieldErrors(failure.fieldErrors, TEXT_FIELDS, setError);
      notify('error', failure.message);
    }
  };

  const text = (name: 'code' | 'nameEn' | 'nameNative') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={`language-${name}`}
          label={t(`languages.form.${name}`)}
          required
          dir={name === 'code' || name === 'nameEn' ? 'ltr' : 'auto'}
          maxLength={name === 'code' ? 20 : APP_LANGUAGE_NAME_MAX}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      closeOnOutside={false}
      title={
        language
          ? t('languages.form.editTitle', { name: language.nameEn })
          : t('languages.form.addTitle')
      }
      testId="language-form"
    >
      <form
        ref={formRef}
        className={formStyle}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        {!language && text('code')}
        {text('nameEn')}
        {text('nameNative')}
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <SelectField
              id="language-direction"
              label={t('languages.form.direction')}
              value={field.value}
              onChange={field.onChange}
              options={(['ltr', 'rtl'] as const).map((value) => ({
                value,
                label: t(`languages.directions.${value}`),
              }))}
            />
          )}
        />
        {!language && (
          <Controller
            control={control}
            name="isDefault"
            render={({ field }) => (
              <label className={switchRowStyle}>
                <input
                  type="checkbox"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
                {t('languages.form.isDefault')}
              </label>
            )}
          />
        )}
        <div className={switchRowStyle}>
          <SaveButton
            label={t('languages.form.save')}
            testId="language-form-save"
            busy={formState.isSubmitting}
            disabled={formState.isSubmitting}
          />
          <button type="button" className={button({ variant: 'secondary' })} onClick={onClose}>
            {t('languages.form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
