import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  REWARD_AMOUNT_MAX,
  REWARD_BODY_SCHEMAS,
  STREAK_DAYS_MAX,
  type Reward,
  type RewardBody,
  type RewardType,
} from '../../../contract/rewards';
import { toApiFailure } from '../../api/api-failure';
import { useReward, useSaveReward } from './api/rewards';
import { Field } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { contractResolver, numberOf, showFieldErrors } from '../../ui/contract-resolver';
import { cardStyle, fieldsGridStyle, formStyle } from './styles';
import { SwitchField } from '../../ui/switch-field';
import { SaveButton } from '../../ui/save-button';

/** The number fields of each type, in the order shown; every type has points and coins. */
const NUMBER_FIELDS = {
  dailyStreak: ['points', 'coins', 'streakDays'],
  lessonCompleted: ['points', 'coins'],
  examPassed: ['points', 'coins', 'minScore'],
  levelTestDone: ['points', 'coins'],
} as const satisfies Record<RewardType, readonly string[]>;
type NumberField = 'points' | 'coins' | 'streakDays' | 'minScore';

const BOUNDS: Record<NumberField, { min: number; max: number }> = {
  points: { min: 0, max: REWARD_AMOUNT_MAX },
  coins: { min: 0, max: REWARD_AMOUNT_MAX },
  streakDays: { min: 1, max: STREAK_DAYS_MAX },
  minScore: { min: 0, max: 100 },
};

/** A reward as typed: numbers as text. */
type RewardValues = { enabled: boolean } & Partial<Record<NumberField, string>>;

function valuesOf(reward: Reward): RewardValues {
  const values: RewardValues = { enabled: reward.enabled };
  for (const name of NUMBER_FIELDS[reward.type]) {
    const value = (reward as Record<string, unknown>)[name];
    values[name] = typeof value === 'number' ? String(value) : '';
  }
  return values;
}

export function RewardCard({ type, canUpdate }: { type: RewardType; canUpdate: boolean }) {
  const { t } = useTranslation();
  const reward = useReward(type, true);
  const titleId = `settings-reward-${type}-title`;
  return (
    <section
      className={cardStyle}
      aria-labelledby={titleId}
      data-testid={`settings-reward-${type}`}
    >
      <h3 id={titleId} className={sectionHeadingStyle}>
        {t(`settings.rewards.types.${type}.title`)}
      </h3>
      <p className={mutedStyle}>{t(`settings.rewards.types.${type}.intro`)}</p>
      {reward.isPending ? (
        <Spinner />
      ) : reward.isError ? (
        <LoadFailure
          error={reward.error}
          onRetry={reward.refetch}
          retryLabel={t('settings.retry')}
          testId={`settings-reward-${type}-error`}
        />
      ) : (
        <RewardForm
          key={reward.data.updatedAt ?? 'default'}
          reward={reward.data}
          canUpdate={canUpdate}
        />
      )}
    </section>
  );
}

function RewardForm({ reward, canUpdate }: { reward: Reward; canUpdate: boolean }) {
  const { t } = useTranslation();
  const { type } = reward;
  const fields: readonly NumberField[] = NUMBER_FIELDS[type];
  const save = useSaveReward(type);
  const resolver = useMemo(
    () =>
      contractResolver<RewardValues, RewardBody>(
        REWARD_BODY_SCHEMAS[type] as unknown as z.ZodType<RewardBody>,
        (values) => ({
          enabled: values.enabled,
          ...Object.fromEntries(fields.map((name) => [name, numberOf(values[name] ?? '')])),
        }),
        (issue) => {
          const name = String(issue.path[0]) as NumberField;
          return t('settings.rewards.range', BOUNDS[name] ?? BOUNDS.points);
        },
      ),
    [t, type, fields],
  );
  const { control, handleSubmit, setError, formState } = useForm<RewardValues, unknown, RewardBody>(
    { resolver, defaultValues: valuesOf(reward) },
  );
  const formRef = useFirstErrorFocus(formState);

  const onSubmit = async (body: RewardBody) => {
    try {
      const { message } = await save.mutateAsync(body);
      notify('success', message || 'settings.rewards.saved');
    } catch (error) {
      const failure = await toApiFailure(error);
      showFieldErrors(failure.fieldErrors, fields, setError);
      notify('error', failure.message);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={t(`settings.rewards.types.${type}.title`)}
      className={formStyle}
    >
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <SwitchField
            id={`settings-reward-${type}-enabled`}
            label={t('settings.rewards.enabled')}
            checked={field.value}
            onChange={field.onChange}
            readOnly={!canUpdate}
            size="md"
          />
        )}
      />
      <div className={fieldsGridStyle}>
        {fields.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <Field
                id={`settings-reward-${type}-${name}`}
                label={t(`settings.rewards.fields.${name}`)}
                type="number"
                inputMode="numeric"
                min={BOUNDS[name].min}
                max={BOUNDS[name].max}
                required
                readOnly={!canUpdate}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      {canUpdate && (
        <div>
          <SaveButton
            label={t('settings.rewards.save')}
            testId={`settings-reward-${type}-save`}
            busy={formState.isSubmitting}
            disabled={formState.isSubmitting}
          />
        </div>
      )}
    </form>
  );
}
