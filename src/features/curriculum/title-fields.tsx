import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import { TranslateButton } from './translate-button';

interface Titles {
  titleEn: string;
  titleAr: string;
}

const OTHER = { titleEn: 'titleAr', titleAr: 'titleEn' } as const;

/**
 * A curriculum item's titles in English and Arabic (one is enough), each with a button that
 * fills it by translating the other. Used inside a react-hook-form FormProvider.
 */
export function TitleFields({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Titles>();
  const titles = useWatch({ control, name: ['titleEn', 'titleAr'] });
  const valueOf = (name: keyof Titles) => titles[name === 'titleEn' ? 0 : 1] ?? '';
  const fields = (['titleEn', 'titleAr'] as const).map((name) => {
    const other = OTHER[name];
    return (
      <Controller
        key={name}
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Field
            id={`${idPrefix}-${name}`}
            label={t(`curriculum.titles.${name}`)}
            dir={name === 'titleAr' ? 'rtl' : 'ltr'}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            action={
              <TranslateButton
                text={valueOf(other)}
                from={other === 'titleEn' ? 'en' : 'ar'}
                label={t(
                  other === 'titleEn'
                    ? 'curriculum.translate.fromEnglish'
                    : 'curriculum.translate.fromArabic',
                )}
                onTranslated={field.onChange}
                testId={`${idPrefix}-${name}-translate`}
              />
            }
          />
        )}
      />
    );
  });
  return <>{fields}</>;
}
