import { useEffect, useState } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STORY_LIMITS } from '../../../contract/story-constants';
import type { StoryBodyParsed } from '../../../contract/stories';
import { Field, SelectField } from '../../ui/field';
import { mutedStyle } from '../../ui/page-styles';
import {
  deviceClock,
  EXPIRY_CHOICES,
  expiresAtOf,
  HOUR_MS,
  localInputValue,
  type ComposerValues,
  type ExpiryChoice,
} from './composer-values';
import { formatWhen } from './format';
import { fieldsetStyle } from './styles';

const MINUTE_MS = 60 * 1000;

export interface ExpiryFieldProps {
  control: Control<ComposerValues, unknown, StoryBodyParsed>;
  setValue: UseFormSetValue<ComposerValues>;
  errorOf: (message: string | undefined) => string | undefined;
}

/** How long the story stays up: a preset, or a date and time of one's own (30 days at most). */
export function ExpiryField({ control, setValue, errorOf }: ExpiryFieldProps) {
  const { t, i18n } = useTranslation();
  const [expiresAt, customExpiresAt] = useWatch({
    control,
    name: ['expiresAt', 'customExpiresAt'],
  });
  const values = { expiresAt, customExpiresAt };
  // The presets' moment and the custom field's bounds follow the clock, a minute at a time.
  const [now, setNow] = useState(deviceClock);
  useEffect(() => {
    const timer = setInterval(() => setNow(deviceClock()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const until = expiresAtOf(values, now);
  // The body's expiry error, shown at the control that sets it (the preset or the custom field).
  const { errors } = useFormState({ control, name: 'expiresAt' });
  const error = errorOf(errors.expiresAt?.message);
  return (
    <div className={fieldsetStyle}>
      <Controller
        control={control}
        name="expiresAt"
        render={({ field }) => (
          <SelectField
            id="story-expiry"
            label={t('stories.composer.expiry')}
            value={field.value}
            onChange={(next) => {
              const choice = EXPIRY_CHOICES.find((c) => c === next) ?? field.value;
              field.onChange(choice);
              // The custom field starts from the default lifetime, ready to adjust.
              if (choice === 'custom' && !values.customExpiresAt)
                setValue(
                  'customExpiresAt',
                  localInputValue(now + STORY_LIMITS.defaultLifetimeHours * HOUR_MS),
                );
            }}
            options={EXPIRY_CHOICES.map((choice: ExpiryChoice) => ({
              value: choice,
              label: t(`stories.composer.expiryChoices.${choice}`),
            }))}
            error={values.expiresAt === 'custom' ? undefined : error}
          />
        )}
      />
      {values.expiresAt === 'custom' ? (
        <Controller
          control={control}
          name="customExpiresAt"
          render={({ field }) => (
            <Field
              id="story-expiry-custom"
              label={t('stories.composer.customExpiry')}
              type="datetime-local"
              required
              min={localInputValue(now)}
              max={localInputValue(now + STORY_LIMITS.lifetimeMaxHours * HOUR_MS)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
            />
          )}
        />
      ) : (
        until && (
          <p className={mutedStyle} data-testid="story-expiry-until">
            {t('stories.composer.expiresOn', { date: formatWhen(until, i18n.language) })}
          </p>
        )
      )}
    </div>
  );
}
