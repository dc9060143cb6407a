import { useFirstErrorFocus } from '../../../ui/first-error-focus';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIVE_CLASS_LIMITS } from '../../../../contract/live-class-constants';
import type { LiveClass, LiveClassBody } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { fieldsetStyle } from '../../../ui/page-styles';
import { toApiFailure } from '../../../api/api-failure';
import { useLiveClassLookups, useSaveLiveClass } from '../../../api/live-classes';
import { translateMessage } from '../../../i18n/i18n';
import { alertStyle, Field, SelectField, type SelectOption } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { Modal } from '../../../ui/modal';
import { notify } from '../../../ui/toast';
import { CoverImageField } from './cover-image-field';
import {
  initialValues,
  LIVE_CLASS_FIELDS,
  liveClassResolver,
  type LiveClassField,
  type LiveClassValues,
} from './live-class-form-values';

const pair = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
});

export interface LiveClassFormModalProps {
  /** null: a new class. */
  liveClass: LiveClass | null;
  onClose: () => void;
}

/**
 * Create or edit a live class, on react-hook-form checked by the contract's schema (and a start
 * in the future) before sending; the service's field errors are shown on their fields.
 */
export function LiveClassFormModal({ liveClass, onClose }: LiveClassFormModalProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveLiveClass();
  const lookups = useLiveClassLookups();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => liveClassResolver(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<
    LiveClassValues,
    unknown,
    LiveClassBody
  >({ resolver, defaultValues: initialValues(liveClass) });
  const formRef = useFirstErrorFocus(formState);
  const errorOf = (name: LiveClassField) => formState.errors[name]?.message;
  const busy = save.isPending || formState.isSubmitting;

  const onSubmit = async (body: LiveClassBody) => {
    setFailure(null);
    try {
      const { message } = await save.mutateAsync({ id: liveClass?.id ?? null, body });
      notify(
        'success',
        message || (liveClass ? 'liveClasses.notices.updated' : 'liveClasses.notices.created'),
      );
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure.message);
      for (const [name, message] of Object.entries(apiFailure.fieldErrors ?? {})) {
        const field = LIVE_CLASS_FIELDS.find((f) => f === name);
        if (field) setError(field, { type: 'server', message });
      }
    }
  };

  const arabic = i18n.language === 'ar';
  const topicOptions: SelectOption[] = [{ value: '', label: t('liveClasses.form.noTopic') }];
  for (const topic of lookups.data?.levels ?? []) {
    topicOptions.push({
      value: topic.id,
      label: (arabic ? topic.titleAr : topic.titleEn) || topic.titleEn || topic.titleAr,
    });
  }
  const teachers: SelectOption[] = [{ value: '', label: t('liveClasses.noTeacher') }];
  for (const teacher of lookups.data?.teachers ?? []) {
    teachers.push({ value: teacher.id, label: teacher.name });
  }
  // The class's own choices stay choosable while (or if never) the lookups load.
  if (liveClass?.levelId && !topicOptions.some((o) => o.value === liveClass.levelId)) {
    topicOptions.push({
      value: liveClass.levelId,
      label: liveClass.level ?? t('liveClasses.form.currentTopic'),
    });
  }
  if (liveClass?.teacherId && !teachers.some((o) => o.value === liveClass.teacherId)) {
    teachers.push({
      value: liveClass.teacherId,
      label: liveClass.teacherName ?? liveClass.teacherId,
    });
  }
  const lookupHint = lookups.isPending ? t('liveClasses.form.lookupsLoading') : undefined;
  const lookupError = lookups.isError ? 'liveClasses.form.lookupsFailed' : undefined;

  const title = liveClass
    ? t('liveClasses.form.editTitle', { title: liveClass.title })
    : t('liveClasses.form.createTitle');
  const text = (name: 'title' | 'level' | 'tag', extra: Record<string, unknown> = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          id={`live-class-${name}`}
          label={t(`liveClasses.fields.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(name)}
          {...extra}
        />
      )}
    />
  );
  const whole = (name: 'durationMinutes' | 'minUsers' | 'maxUsers', min: number, max: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          id={`live-class-${name}`}
          label={t(`liveClasses.fields.${name}`)}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          required
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(name)}
        />
      )}
    />
  );
  const picker = (name: 'levelId' | 'teacherId', options: SelectOption[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={`live-class-${name}`}
          label={t(`liveClasses.fields.${name}`)}
          value={field.value}
          onChange={field.onChange}
          options={options}
          aria-busy={lookups.isPending}
          hint={lookupHint}
          error={errorOf(name) ?? lookupError}
        />
      )}
    />
  );

  const { durationMin, durationMax, usersMin, usersMax, titleMax, tagMax } = LIVE_CLASS_LIMITS;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="md"
      testId="live-class-form-modal"
      closeOnOutside={false}
    >
      <form
        ref={formRef}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label={title}
      >
        <fieldset className={fieldsetStyle} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="live-class-form-error">
              {translateMessage(failure)}
            </p>
          )}
          {text('title', { required: true, maxLength: titleMax })}
          <Controller
            control={control}
            name="startsAt"
            render={({ field }) => (
              <Field
                id="live-class-startsAt"
                label={t('liveClasses.fields.startsAt')}
                type="datetime-local"
                required
                hint={t('liveClasses.form.startsAtHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('startsAt')}
              />
            )}
          />
          <div className={pair}>
            {whole('durationMinutes', durationMin, durationMax)}
            {picker('teacherId', teachers)}
          </div>
          <div className={pair}>
            {whole('minUsers', usersMin, usersMax)}
            {whole('maxUsers', usersMin, usersMax)}
          </div>
          <div className={pair}>
            {picker('levelId', topicOptions)}
            {text('level')}
          </div>
          {text('tag', { list: 'live-class-tags', maxLength: tagMax })}
          <datalist id="live-class-tags">
            {(lookups.data?.tags ?? []).map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
          <Controller
            control={control}
            name="coverImage"
            render={({ field }) => (
              <CoverImageField
                value={field.value}
                onChange={field.onChange}
                error={errorOf('coverImage')}
                disabled={busy}
              />
            )}
          />
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="live-class-save"
            submitLabel={busy ? t('liveClasses.form.saving') : t('liveClasses.form.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
