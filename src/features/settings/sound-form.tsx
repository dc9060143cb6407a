import { FileInput } from '../../ui/file-input';
import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SOUND_ACCEPT,
  SOUND_KINDS,
  SOUND_NAME_MAX,
  soundFieldsSchema,
  type SoundFields,
} from '../../../contract/sounds';
import { toApiFailure } from '../../api/api-failure';
import { createSound, useSoundWrite } from './api/sounds';
import { contractResolver, showFieldErrors } from '../../ui/contract-resolver';
import { alertStyle, Field, SelectField } from '../../ui/field';
import { notify } from '../../ui/toast';
import { translateMessage } from '../../i18n/i18n';
import { fieldsGridStyle, formStyle } from './styles';
import { SaveButton } from '../../ui/save-button';

const FIELDS = ['nameEn', 'nameAr', 'kind'] as const;

/** A new sound: its names in both languages, its kind, then its file. */
export function SoundForm() {
  const { t } = useTranslation();
  const save = useSoundWrite(createSound);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const resolver = useMemo(
    () =>
      contractResolver<SoundFields, SoundFields>(
        soundFieldsSchema,
        (values) => values,
        (issue) =>
          issue.code === 'too_big'
            ? t('settings.sounds.tooLong', { max: SOUND_NAME_MAX })
            : t('settings.sounds.required'),
      ),
    [t],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<SoundFields>({
    resolver,
    defaultValues: { nameEn: '', nameAr: '', kind: 'correct' },
  });
  const formRef = useFirstErrorFocus(formState);

  const onSubmit = async (fields: SoundFields) => {
    if (!file) return setFileError('settings.sounds.fileRequired');
    try {
      const { message } = await save.mutateAsync({ ...fields, file });
      notify('success', message || 'settings.sounds.created');
      reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const failure = await toApiFailure(error);
      showFieldErrors(failure.fieldErrors, FIELDS, setError);
      if (failure.fieldErrors?.file) setFileError(failure.fieldErrors.file);
      notify('error', failure.message);
    }
  };

  const name = (field: 'nameEn' | 'nameAr') => (
    <Controller
      control={control}
      name={field}
      render={({ field: input, fieldState }) => (
        <Field
          id={`settings-sound-${field}`}
          label={t(`settings.sounds.${field}`)}
          required
          dir={field === 'nameAr' ? 'rtl' : 'ltr'}
          maxLength={SOUND_NAME_MAX}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form
      ref={formRef}
      className={formStyle}
      noValidate
      aria-label={t('settings.sounds.add')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      data-testid="settings-sound-form"
    >
      <div className={fieldsGridStyle}>
        {name('nameEn')}
        {name('nameAr')}
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <SelectField
              id="settings-sound-kind"
              label={t('settings.sounds.kind')}
              value={field.value}
              onChange={field.onChange}
              options={SOUND_KINDS.map((kind) => ({
                value: kind,
                label: t(`settings.sounds.kinds.${kind}`),
              }))}
            />
          )}
        />
        <div className={formStyle}>
          <label htmlFor="settings-sound-file">{t('settings.sounds.file')}</label>
          <FileInput
            id="settings-sound-file"
            inputRef={fileInput}
            accept={SOUND_ACCEPT}
            chosen={file?.name ?? null}
            invalid={Boolean(fileError)}
            describedBy={fileError ? 'settings-sound-file-error' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          {fileError && (
            <p id="settings-sound-file-error" className={alertStyle}>
              {translateMessage(fileError)}
            </p>
          )}
        </div>
      </div>
      <div>
        <SaveButton
          label={t('settings.sounds.upload')}
          testId="settings-sound-save"
          busy={formState.isSubmitting}
          disabled={formState.isSubmitting}
        />
      </div>
    </form>
  );
}
