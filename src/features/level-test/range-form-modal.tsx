import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SCORE_MAX,
  SCORE_MIN,
  type SuccessRange,
  type SuccessRangeBody,
} from '../../../contract/success-ranges';
import { toApiFailure } from '../../api/api-failure';
import { useSaveSuccessRange } from './api/level-test';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle, Field } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { RANGE_FIELDS, rangeResolver, rangeValues, type RangeValues } from './form-values';
import { mutedStyle } from '../../ui/page-styles';
import { formStyle, scoresRowStyle } from './styles';
import { TopicPicker } from './topic-picker';

export interface RangeFormModalProps {
  /** null: a new range. */
  range: SuccessRange | null;
  onClose: () => void;
}

/**
 * Add or change a score range: its topic and its lowest and highest score, checked by the
 * contract's schema before sending. The service's refusals (a range in the way, 409; a field,
 * 400) show in the form and as a toast.
 */
export function RangeFormModal({ range, onClose }: RangeFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveSuccessRange();
  const resolver = useMemo(() => rangeResolver(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<
    RangeValues,
    unknown,
    SuccessRangeBody
  >({ resolver, defaultValues: rangeValues(range) });
  const formRef = useFirstErrorFocus(formState);
  const failure = formState.errors.root?.message;
  const busy = formState.isSubmitting;

  const onSubmit = async (body: SuccessRangeBody) => {
    try {
      const { message } = await save.mutateAsync({ id: range?.id ?? null, body });
      notify('success', message || (range ? 'levelTest.ranges.updated' : 'levelTest.ranges.added'));
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setError('root', { message: apiFailure.message });
      for (const [name, message] of Object.entries(apiFailure.fieldErrors ?? {})) {
        const field = RANGE_FIELDS.find((known) => known === name);
        if (field) setError(field, { message });
      }
    }
  };

  const title = t(range ? 'levelTest.form.edit' : 'levelTest.form.add');
  const score = (name: 'minScore' | 'maxScore') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={`level-test-${name}`}
          label={t(`levelTest.form.${name}`)}
          type="number"
          inputMode="numeric"
          min={SCORE_MIN}
          max={SCORE_MAX}
          required
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
      title={title}
      size="sm"
      closeOnOutside={false}
      testId="level-test-range-modal"
    >
      <form
        ref={formRef}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        aria-label={title}
      >
        <fieldset className={formStyle} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="level-test-range-failure">
              {translateMessage(failure)}
            </p>
          )}
          <Controller
            control={control}
            name="levelId"
            render={({ field, fieldState }) => (
              <TopicPicker
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                current={range}
              />
            )}
          />
          <div className={scoresRowStyle}>
            {score('minScore')}
            {score('maxScore')}
          </div>
          <p className={mutedStyle}>
            {t('levelTest.form.scoreHint', { min: SCORE_MIN, max: SCORE_MAX })}
          </p>
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="level-test-range-save"
            submitLabel={t('levelTest.form.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
