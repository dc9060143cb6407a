import { useFirstErrorFocus } from '../../ui/first-error-focus';
import { formResolver } from '../../ui/contract-resolver';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { classRoomBodySchema, type ClassRoom, type ClassRoomBody } from '../../../contract/classes';
import { fieldsetStyle } from '../../ui/page-styles';
import { toApiFailure } from '../../api/api-failure';
import { useSaveClassRoom } from '../../api/classes';
import { useTopicOptions } from '../../api/topics';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle, Field } from '../../ui/field';
import { FormActions } from '../../ui/form-actions';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { TeacherSelect } from './teacher-select';
import { TopicSelect } from './topic-select';
import {
  editConflictMachine,
  mergedValues,
  type FormValues,
} from '../../../machines/edit-conflict.machine';
import { EditConflict } from '../../ui/edit-conflict';

/** The form's values: the contract's rules, with pickers' "none" as an empty string. */
const valuesSchema = classRoomBodySchema.pick({ name: true }).extend({
  level: z.string().trim().max(80),
  levelId: z.string(),
  teacherId: z.string(),
});
type Values = z.infer<typeof valuesSchema>;
type FieldName = keyof Values;

function initialValues(classRoom: ClassRoom | null, teacherId = ''): Values {
  return {
    name: classRoom?.name ?? '',
    level: classRoom?.level ?? '',
    levelId: classRoom?.levelId ?? '',
    teacherId: classRoom?.teacherId ?? teacherId,
  };
}

// An empty level, 'No topic' and 'No teacher' are sent as null.
const bodyOf = (values: Values): ClassRoomBody => ({
  name: values.name,
  level: values.level || null,
  levelId: values.levelId || null,
  teacherId: values.teacherId || null,
});

export interface ClassFormModalProps {
  /** null: a new class. */
  classRoom: ClassRoom | null;
  onClose: () => void;
  /** A new class was created (its name, as saved). */
  onCreated?: (name: string) => void;
  /** A new class's teacher, chosen before the form opens (a teacher who just joined). */
  teacherId?: string | undefined;
}

/**
 * Create or edit a class, on react-hook-form checked by the contract's rules before sending;
 * the server's field errors are shown on their fields.
 */
export function ClassFormModal({ classRoom, onClose, onCreated, teacherId }: ClassFormModalProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveClassRoom();
  const [failure, setFailure] = useState<string | null>(null);
  // The version the list showed: a save over someone else's since is a 412 (edit conflicts).
  const conflict = useActorRef(editConflictMachine, {
    input: {
      etag: classRoom?.version === undefined ? null : `"${classRoom.version}"`,
      base: initialValues(classRoom, teacherId),
    },
  });
  const [theirs, setTheirs] = useState<ClassRoom | null>(null);
  const { control, handleSubmit, setError, getValues, reset, formState } = useForm<Values>({
    resolver: formResolver(valuesSchema),
    defaultValues: initialValues(classRoom, teacherId),
  });
  const formRef = useFirstErrorFocus(formState);
  const errorOf = (name: FieldName) => formState.errors[name]?.message;
  const busy = save.isPending || formState.isSubmitting;
  const submit = () => void handleSubmit(onSubmit)();
  const fillWith = (values: FormValues, event: 'TAKE_THEIRS' | 'APPLY') => {
    reset(values as Values, { keepDefaultValues: true });
    conflict.send({ type: event });
  };
  const topics = useTopicOptions();
  /** A topic or a teacher by name (the topics list, the records on either side). */
  const show = (field: string, value: unknown) => {
    const id = typeof value === 'string' ? value : '';
    if (!id) return t('editConflict.empty');
    if (field === 'teacherId') {
      const named = [classRoom, theirs].find((record) => record?.teacherId === id);
      return named?.teacherName ?? t('editConflict.another');
    }
    if (field === 'levelId') {
      const topic = topics.data?.find((option) => option.id === id);
      const title = i18n.language === 'ar' ? topic?.titleAr : topic?.titleEn;
      return title || topic?.titleEn || t('editConflict.another');
    }
    return id;
  };

  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      const body = bodyOf(values);
      const saved = await save.mutateAsync({
        id: classRoom?.id ?? null,
        body,
        etag: conflict.getSnapshot().context.etag,
      });
      notify('success', saved.message || (classRoom ? 'classes.updated' : 'classes.created'));
      onClose();
      if (!classRoom) onCreated?.(saved.classRoom?.name ?? body.name);
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      if (apiFailure.status === 412 && apiFailure.edit) {
        const current = apiFailure.edit.current as ClassRoom;
        setTheirs(current);
        conflict.send({
          type: 'CONFLICT',
          theirs: initialValues(current),
          etag: apiFailure.edit.etag,
          changedBy: apiFailure.edit.changedBy?.name ?? null,
          changedAt: apiFailure.edit.changedAt,
        });
        notify('warning', apiFailure.message);
        return;
      }
      setFailure(apiFailure.message);
      for (const [name, message] of Object.entries(apiFailure.fieldErrors ?? {})) {
        if (name in valuesSchema.shape) setError(name as FieldName, { message });
      }
    }
  };

  const title = classRoom ? t('classes.editNamed', { name: classRoom.name }) : t('classes.create');
  return (
    <Modal open onClose={onClose} title={title} size="md" testId="class-form-modal">
      <form
        ref={formRef}
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label={title}
      >
        <EditConflict
          actor={conflict}
          fields={[
            { name: 'name', label: t('classes.fields.name') },
            { name: 'level', label: t('classes.fields.level') },
            { name: 'levelId', label: t('classes.fields.topic') },
            { name: 'teacherId', label: t('classes.fields.teacher') },
          ]}
          show={show}
          mine={() => getValues()}
          onKeepMine={() => {
            conflict.send({ type: 'KEEP_MINE' });
            submit();
          }}
          onTakeTheirs={() => fillWith(conflict.getSnapshot().context.theirs ?? {}, 'TAKE_THEIRS')}
          onSaveMerged={() => {
            fillWith(mergedValues(conflict.getSnapshot().context, getValues()), 'APPLY');
            submit();
          }}
        />
        <fieldset className={fieldsetStyle} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="class-form-error">
              {translateMessage(failure)}
            </p>
          )}
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <Field
                id="class-name"
                label={t('classes.fields.name')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('name')}
              />
            )}
          />
          <Controller
            control={control}
            name="level"
            render={({ field }) => (
              <Field
                id="class-level"
                label={t('classes.fields.level')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('level')}
              />
            )}
          />
          <Controller
            control={control}
            name="levelId"
            render={({ field }) => (
              <TopicSelect
                value={field.value}
                onChange={field.onChange}
                error={errorOf('levelId')}
                classRoom={classRoom}
              />
            )}
          />
          <Controller
            control={control}
            name="teacherId"
            render={({ field }) => (
              <TeacherSelect
                value={field.value}
                onChange={field.onChange}
                error={errorOf('teacherId')}
                classRoom={classRoom}
              />
            )}
          />
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitTestId="class-save"
            submitLabel={busy ? t('classes.saving') : t('classes.save')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
