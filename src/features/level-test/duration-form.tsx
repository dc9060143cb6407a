import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '../../../contract/general';
import { LEVEL_TEST_DURATION_MAX } from '../../../contract/success-ranges';
import { toApiFailure } from '../../api/api-failure';
import { useAppSettings, useSaveAppSettings } from './api/level-test';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { DURATION_FIELD, DURATION_MIN, durationResolver, type DurationValues } from './form-values';
import { LoadFailure } from './load-failure';
import { sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { durationRowStyle } from './styles';
import { SaveButton } from '../../ui/save-button';

/** The level test's duration in minutes (users service), saved on its own with a toast. */
export function DurationSection({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const settings = useAppSettings(true);
  return (
    <section className={sectionStyle} aria-labelledby="level-test-duration">
      <h2 id="level-test-duration" className={sectionHeadingStyle}>
        {t('levelTest.duration.title')}
      </h2>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <LoadFailure
          error={settings.error}
          onRetry={() => void settings.refetch()}
          testId="level-test-duration-error"
        />
      ) : (
        <DurationForm settings={settings.data} canUpdate={canUpdate} />
      )}
    </section>
  );
}

function DurationForm({ settings, canUpdate }: { settings: AppSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useSaveAppSettings();
  const resolver = useMemo(() => durationResolver(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<
    DurationValues,
    unknown,
    { testLevelDurationInMin: number }
  >({
    resolver,
    defaultValues: { testLevelDurationInMin: String(settings.testLevelDurationInMin) },
  });
  const formRef = useFirstErrorFocus(formState);
  const busy = formState.isSubmitting;

  const onSubmit = async (body: { testLevelDurationInMin: number }) => {
    try {
      const { message } = await save.mutateAsync(body);
      notify('success', message || 'levelTest.duration.saved');
    } catch (error) {
      const failure = await toApiFailure(error);
      const onField = failure.fieldErrors?.[DURATION_FIELD];
      if (onField) setError(DURATION_FIELD, { message: onField });
      notify('error', failure.message);
    }
  };

  return (
    <form
      ref={formRef}
      className={durationRowStyle}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={t('levelTest.duration.title')}
    >
      <Controller
        control={control}
        name={DURATION_FIELD}
        render={({ field, fieldState }) => (
          <Field
            id="level-test-duration-minutes"
            label={t('levelTest.duration.label')}
            hint={t('levelTest.duration.hint', {
              min: DURATION_MIN,
              max: LEVEL_TEST_DURATION_MAX,
            })}
            type="number"
            inputMode="numeric"
            min={DURATION_MIN}
            max={LEVEL_TEST_DURATION_MAX}
            required
            readOnly={!canUpdate}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {canUpdate && (
        <SaveButton
          label={t('levelTest.duration.save')}
          testId="level-test-duration-save"
          busy={busy}
          disabled={busy}
        />
      )}
    </form>
  );
}
