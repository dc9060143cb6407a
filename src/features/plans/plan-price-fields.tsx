import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_MINOR_DIGITS, PLAN_LIMITS } from '../../../contract/plan-constants';
import type { PlanBodyParsed } from '../../../contract/plans';
import { translateMessage } from '../../i18n/i18n';
import { Field, SelectField } from '../../ui/field';
import { DISCOUNT_KINDS, type PlanValues } from './plan-form-values';
import { choiceRowStyle, errorTextStyle, fieldsetStyle, pairStyle } from './styles';

/** "19.99" for a two-digit currency, "1.500" for a three-digit one: how to type its prices. */
const exampleOf = (digits: number) => `19.${'9'.repeat(digits)}`;

/**
 * The price in major units with its currency, and one discount: none, a fixed amount (in the same
 * currency) or a percentage, with the day it ends. The service computes the price after it.
 */
export function PlanPriceFields({
  control,
}: {
  control: Control<PlanValues, unknown, PlanBodyParsed>;
}) {
  const { t } = useTranslation();
  const currency = useWatch({ control, name: 'currency' });
  const kind = useWatch({ control, name: 'discountKind' });
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const money = (name: 'price' | 'discountAmount') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={`plan-${name}`}
          label={`${t(`packages.form.${name}`)} (${currency})`}
          required
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          hint={t('packages.form.priceHint', { currency, example: exampleOf(digits) })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <>
      <div className={pairStyle}>
        {money('price')}
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <SelectField
              id="plan-currency"
              label={t('packages.form.currency')}
              value={field.value}
              onChange={field.onChange}
              options={CURRENCIES.map((code) => ({ value: code, label: code }))}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="discountKind"
        render={({ field, fieldState }) => (
          <fieldset
            className={fieldsetStyle}
            aria-describedby={fieldState.error ? 'plan-discountKind-error' : undefined}
          >
            <legend>{t('packages.form.discount')}</legend>
            <div className={choiceRowStyle} role="radiogroup">
              {DISCOUNT_KINDS.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="plan-discountKind"
                    value={option}
                    checked={field.value === option}
                    onChange={() => field.onChange(option)}
                    data-testid={`plan-discount-${option}`}
                  />
                  {t(`packages.form.discountKinds.${option}`)}
                </label>
              ))}
            </div>
            {fieldState.error?.message && (
              <span
                id="plan-discountKind-error"
                className={errorTextStyle}
                data-testid="plan-discountKind-error"
              >
                {translateMessage(fieldState.error.message)}
              </span>
            )}
            {kind !== 'none' && (
              <div className={pairStyle}>
                {kind === 'amount' ? (
                  money('discountAmount')
                ) : (
                  <Controller
                    control={control}
                    name="discountPercentage"
                    render={({ field: input, fieldState: state }) => (
                      <Field
                        id="plan-discountPercentage"
                        label={`${t('packages.form.discountPercentage')} (%)`}
                        required
                        type="number"
                        inputMode="numeric"
                        min={PLAN_LIMITS.percentageMin}
                        max={PLAN_LIMITS.percentageMax}
                        step={1}
                        value={input.value}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        error={state.error?.message}
                      />
                    )}
                  />
                )}
                <Controller
                  control={control}
                  name="discountEndsAt"
                  render={({ field: input, fieldState: state }) => (
                    <Field
                      id="plan-discountEndsAt"
                      label={t('packages.form.discountEndsAt')}
                      type="datetime-local"
                      hint={t('packages.form.discountEndsAtHint')}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={state.error?.message}
                    />
                  )}
                />
              </div>
            )}
          </fieldset>
        )}
      />
    </>
  );
}
