import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLAN_MESSAGES, PLAN_LIMITS } from '../../../contract/plan-constants';
import type { Plan, PlanBodyParsed } from '../../../contract/plans';
import { toApiFailure } from '../../api/api-failure';
import { savePlan, usePlansWrite, usePlan } from './api/plans';
import { Field } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { LoadFailure } from '../../ui/load-failure';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import {
  formFieldOf,
  isPlanField,
  planResolver,
  valuesOf,
  type PlanValues,
} from './plan-form-values';
import { PlanPriceFields } from './plan-price-fields';
import { PlanTopicsField } from './plan-topics-field';
import { fieldErrorsOf, packageMessage } from './server-messages';
import { fieldsetStyle, formStyle, pairStyle } from './styles';
import { SwitchField } from '../../ui/switch-field';
import {
  editConflictMachine,
  mergedValues,
  type FormValues,
} from '../../../machines/edit-conflict.machine';
import { EditConflict } from '../../ui/edit-conflict';
import { useConflictFields } from './plan-conflict-fields';

/** Adds a plan (`plan` null) or edits one, starting from the plan as the service has it now. */
export function PlanForm({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      closeOnOutside={false}
      title={
        plan ? t('packages.form.editTitle', { name: plan.nameEn }) : t('packages.form.addTitle')
      }
      testId="plan-form"
    >
      {plan ? (
        <StoredPlan id={plan.id} onClose={onClose} />
      ) : (
        <PlanFields plan={null} etag={null} onClose={onClose} />
      )}
    </Modal>
  );
}

function StoredPlan({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const stored = usePlan(id);
  if (stored.isPending) return <Spinner />;
  if (stored.isError)
    return (
      <LoadFailure
        error={stored.error}
        onRetry={stored.refetch}
        retryLabel={t('packages.list.retry')}
      />
    );
  return <PlanFields plan={stored.data.data} etag={stored.data.etag} onClose={onClose} />;
}

const MARKS = ['isRecommended', 'isReference', 'isOfferCodeEnabled'] as const;

interface PlanFieldsProps {
  plan: Plan | null;
  /** The version the form opened (its saves name it: a save over someone else's is a 412). */
  etag: string | null;
  onClose: () => void;
}

function PlanFields({ plan, etag, onClose }: PlanFieldsProps) {
  const { t } = useTranslation();
  const conflict = useActorRef(editConflictMachine, {
    input: { etag, base: valuesOf(plan) as unknown as FormValues },
  });
  const save = usePlansWrite((body: PlanBodyParsed) =>
    savePlan(plan?.id ?? null, body, conflict.getSnapshot().context.etag),
  );
  const resolver = useMemo(() => planResolver(t), [t]);
  const { control, handleSubmit, setError, getValues, reset, formState } = useForm<
    PlanValues,
    unknown,
    PlanBodyParsed
  >({ resolver, defaultValues: valuesOf(plan) });
  const formRef = useFirstErrorFocus(formState);
  const conflictFields = useConflictFields();
  const submit = () => void handleSubmit(onSubmit)();
  /** The form shows `values`, to be saved over their version. */
  const fillWith = (values: FormValues, event: 'TAKE_THEIRS' | 'APPLY') => {
    reset(values as unknown as PlanValues, { keepDefaultValues: true });
    conflict.send({ type: event });
  };

  const onSubmit = async (body: PlanBodyParsed) => {
    try {
      const { message } = await save.mutateAsync(body);
      const fallback = plan ? PLAN_MESSAGES.updated : PLAN_MESSAGES.created;
      notify('success', packageMessage(message || fallback));
      onClose();
    } catch (error) {
      const failure = await toApiFailure(error);
      if (failure.status === 412 && failure.edit) {
        // Someone saved first: the form keeps what was typed and says what they changed.
        conflict.send({
          type: 'CONFLICT',
          theirs: valuesOf(failure.edit.current as Plan) as unknown as FormValues,
          etag: failure.edit.etag,
          changedBy: failure.edit.changedBy?.name ?? null,
          changedAt: failure.edit.changedAt,
        });
        notify('warning', failure.message);
        return;
      }
      const kindNow = getValues('discountKind');
      const shown = new Set<string>();
      for (const [path, message] of fieldErrorsOf(failure.fieldErrors)) {
        const field = formFieldOf(path, kindNow);
        if (!isPlanField(field) || shown.has(field)) continue;
        shown.add(field);
        setError(field, { message });
      }
      // A taken product id is a conflict of that field, whether or not the service named it.
      if (failure.status === 409 && !shown.has('productId'))
        setError('productId', { message: packageMessage(failure.message) });
      notify('error', packageMessage(failure.message));
    }
  };

  const text = (name: 'nameEn' | 'nameAr' | 'productId' | 'numberOfClasses') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={`plan-${name}`}
          label={t(`packages.form.${name}`)}
          required
          dir={name === 'nameAr' ? 'rtl' : 'ltr'}
          {...(name === 'numberOfClasses'
            ? { type: 'number', inputMode: 'numeric', min: 1, max: PLAN_LIMITS.classesMax, step: 1 }
            : { maxLength: name === 'productId' ? PLAN_LIMITS.productIdMax : PLAN_LIMITS.nameMax })}
          {...(name === 'productId' && { hint: t('packages.form.productIdHint') })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
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
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <EditConflict
        actor={conflict}
        {...conflictFields}
        mine={() => getValues() as unknown as FormValues}
        onKeepMine={() => {
          conflict.send({ type: 'KEEP_MINE' });
          submit();
        }}
        onTakeTheirs={() => fillWith(conflict.getSnapshot().context.theirs ?? {}, 'TAKE_THEIRS')}
        onSaveMerged={() => {
          const merged = mergedValues(
            conflict.getSnapshot().context,
            getValues() as unknown as FormValues,
          );
          fillWith(merged, 'APPLY');
          submit();
        }}
      />
      <div className={pairStyle}>
        {text('nameEn')}
        {text('nameAr')}
      </div>
      <PlanPriceFields control={control} />
      <div className={pairStyle}>
        {text('numberOfClasses')}
        {text('productId')}
      </div>
      <fieldset className={fieldsetStyle}>
        <legend>{t('packages.form.marks')}</legend>
        {MARKS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <SwitchField
                id={`plan-${name}`}
                label={t(`packages.form.${name}`)}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </fieldset>
      <Controller
        control={control}
        name="levelIds"
        render={({ field, fieldState }) => (
          <PlanTopicsField
            value={field.value}
            onChange={field.onChange}
            current={plan?.levels ?? []}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions
        onCancel={onClose}
        cancelLabel={t('packages.form.cancel')}
        submitLabel={t('packages.form.save')}
        submitTestId="plan-form-save"
        busy={formState.isSubmitting}
        disabled={formState.isSubmitting}
      />
    </form>
  );
}
