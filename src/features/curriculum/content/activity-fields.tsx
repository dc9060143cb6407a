import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXPECTED_MINUTES_MAX } from '../../../../contract/curriculum';
import { Field } from '../../../ui/field';
import { TitleFields } from '../title-fields';

interface TimedValues {
  titleEn: string;
  titleAr: string;
  expectedTimeInMinutes: number | null;
}

/**
 * The fields of an activity, a lesson or an exam: its titles in both languages and its expected
 * time in minutes (empty: none). Inside the form's FormProvider.
 */
export function ActivityFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<TimedValues>();
  return (
    <>
      <TitleFields idPrefix={idPrefix} />
      <Controller
        control={control}
        name="expectedTimeInMinutes"
        render={({ field }) => (
          <Field
            id={`${idPrefix}-expectedTimeInMinutes`}
            label={t('curriculumContent.fields.expectedTimeInMinutes')}
            type="number"
            inputMode="numeric"
            min={1}
            max={EXPECTED_MINUTES_MAX}
            value={field.value === null ? '' : String(field.value)}
            onChange={(text) => field.onChange(text.trim() === '' ? null : Number(text))}
            onBlur={field.onBlur}
            error={formState.errors.expectedTimeInMinutes?.message}
          />
        )}
      />
    </>
  );
}
