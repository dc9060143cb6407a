import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { fieldIssueMessage } from '../../i18n/field-issues';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  assignmentBodySchema,
  type AssignmentBodyParsed,
  type AssignmentKind,
} from '../../../contract/assignments';
import { toApiFailure } from '../../api/api-failure';
import { useChoiceTopics, useCreateAssignment } from './api/assignments';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle, Field, SelectField } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { ClassChoices, type ClassChoice } from './class-choices';
import { ElementChoices } from './element-choices';
import { dueAtOf, titleIn } from './format';
import { formStyle, pairStyle } from './styles';

interface Values {
  titleEn: string;
  titleAr: string;
  levelId: string;
  minutes: string;
  elementIds: string[];
  classes: ClassChoice[];
}

const FIELD_OF: Record<string, keyof Values> = {
  titleEn: 'titleEn',
  titleAr: 'titleAr',
  levelId: 'levelId',
  expectedTimeInMinutes: 'minutes',
  elementIds: 'elementIds',
};

/** The contract's schema over what would be sent; errors said in the page's language. */
function useResolver(kind: AssignmentKind): Resolver<Values, unknown, AssignmentBodyParsed> {
  const { t } = useTranslation();
  return useMemo(
    () => (values) => {
      const minutes = values.minutes.trim() === '' ? null : Number(values.minutes);
      const parsed = assignmentBodySchema.safeParse(
        {
          kind,
          titleEn: values.titleEn,
          titleAr: values.titleAr,
          levelId: values.levelId || null,
          expectedTimeInMinutes: minutes,
          elementIds: values.elementIds,
          classRooms: values.classes.map((c) => ({
            classRoomId: c.classRoomId,
            dueAt: dueAtOf(c.day),
          })),
        },
        { error: fieldIssueMessage },
      );
      if (parsed.success) return { values: parsed.data, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'root';
        const message =
          field === 'titleEn' || field === 'titleAr'
            ? t('assignments.form.errors.title')
            : field === 'minutes'
              ? t('assignments.form.errors.minutes')
              : field === 'elementIds'
                ? t('assignments.form.errors.elements')
                : issue.message;
        errors[field] ??= { type: issue.code, message };
      }
      return { values: {}, errors };
    },
    [kind, t],
  );
}

export interface AssignmentFormProps {
  kind: AssignmentKind;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/**
 * A new assignment or knowledge test: titles, a topic then its published questions to copy, the
 * expected time, and the classes to give it to with their due days. Checked by the contract's
 * schema before sending; the service's field errors show on their fields, and as a toast.
 */
export function AssignmentForm({ kind, onClose, onCreated }: AssignmentFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateAssignment();
  const topics = useChoiceTopics();
  const resolver = useResolver(kind);
  const [classErrors, setClassErrors] = useState<Record<string, string>>({});
  const { control, handleSubmit, setError, formState, setValue } = useForm<
    Values,
    unknown,
    AssignmentBodyParsed
  >({
    resolver,
    defaultValues: {
      titleEn: '',
      titleAr: '',
      levelId: '',
      minutes: '',
      elementIds: [],
      classes: [],
    },
  });
  const formRef = useFirstErrorFocus(formState);
  const levelId = useWatch({ control, name: 'levelId' });
  const busy = formState.isSubmitting;
  const failure = formState.errors.root?.message;

  const onSubmit = async (body: AssignmentBodyParsed) => {
    setClassErrors({});
    try {
      const { message, id } = await create.mutateAsync(body);
      notify('success', message || 'assignments.created');
      onCreated(id!);
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setError('root', { message: apiFailure.message });
      const byClass: Record<string, string> = {};
      for (const [path, message] of Object.entries(apiFailure.fieldErrors ?? {})) {
        const [head, index] = path.split('.');
        if (head === 'classRooms' && index !== undefined) {
          const room = body.classRooms[Number(index)];
          if (room) byClass[room.classRoomId] = message;
        } else if (head && FIELD_OF[head]) {
          setError(FIELD_OF[head], { message });
        }
      }
      setClassErrors(byClass);
    }
  };

  const title = t(`assignments.${kind}.new`);
  const text = (name: 'titleEn' | 'titleAr', dir: 'ltr' | 'rtl') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={`given-${name}`}
          label={t(`assignments.form.${name}`)}
          dir={dir}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const topicOptions = [
    { value: '', label: t('assignments.form.chooseTopic') },
    ...(topics.data ?? []).map((topic) => ({
      value: topic.id,
      label: titleIn(topic, i18n.language),
    })),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="md"
      closeOnOutside={false}
      testId="given-form"
    >
      <form
        ref={formRef}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        noValidate
        aria-label={title}
      >
        <fieldset className={formStyle} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="given-form-failure">
              {translateMessage(failure)}
            </p>
          )}
          <div className={pairStyle}>
            {text('titleEn', 'ltr')}
            {text('titleAr', 'rtl')}
          </div>
          <div className={pairStyle}>
            <Controller
              control={control}
              name="levelId"
              render={({ field, fieldState }) => (
                <SelectField
                  id="given-topic"
                  label={t('assignments.form.topic')}
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    setValue('elementIds', []);
                  }}
                  options={topicOptions}
                  aria-busy={topics.isPending}
                  hint={topics.isPending ? t('assignments.form.topicsLoading') : undefined}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="minutes"
              render={({ field, fieldState }) => (
                <Field
                  id="given-minutes"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={600}
                  label={t('assignments.form.minutes')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="elementIds"
            render={({ field, fieldState }) => (
              <ElementChoices
                levelId={levelId}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="classes"
            render={({ field }) => (
              <ClassChoices value={field.value} onChange={field.onChange} errors={classErrors} />
            )}
          />
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="given-form-save"
            submitLabel={t('assignments.form.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
