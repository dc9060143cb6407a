import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRoom, ClassRoomBody } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import { useSaveClassRoom } from '../../api/classes';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle, Field } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { TeacherSelect } from './teacher-select';
import { TopicSelect } from './topic-select';
import { FormActions } from '../../ui/form-actions';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });

interface Values {
  name: string;
  level: string;
  levelId: string;
  teacherId: string;
}

function initialValues(classRoom: ClassRoom | null): Values {
  return {
    name: classRoom?.name ?? '',
    level: classRoom?.level ?? '',
    levelId: classRoom?.levelId ?? '',
    teacherId: classRoom?.teacherId ?? '',
  };
}

// An empty level, 'No topic' and 'No teacher' are sent as null.
function bodyOf(values: Values): ClassRoomBody {
  return {
    name: values.name.trim(),
    level: values.level.trim() || null,
    levelId: values.levelId || null,
    teacherId: values.teacherId || null,
  };
}

export interface ClassFormModalProps {
  /** null: a new class. */
  classRoom: ClassRoom | null;
  onClose: () => void;
}

/** Create or edit a class; the server's field errors are shown on their fields. */
export function ClassFormModal({ classRoom, onClose }: ClassFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveClassRoom();
  const [values, setValues] = useState(() => initialValues(classRoom));
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const errors = failure?.fieldErrors ?? {};
  const busy = save.isPending;
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    try {
      const { message } = await save.mutateAsync({
        id: classRoom?.id ?? null,
        body: bodyOf(values),
      });
      notify('success', message || (classRoom ? 'classes.updated' : 'classes.created'));
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure);
      notify('error', apiFailure.message);
    }
  };

  const title = classRoom ? t('classes.editNamed', { name: classRoom.name }) : t('classes.create');
  return (
    <Modal open onClose={onClose} title={title} size="md" testId="class-form-modal">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={form} disabled={busy}>
          {failure && (
            <p role="alert" className={alertStyle} data-testid="class-form-error">
              {translateMessage(failure.message)}
            </p>
          )}
          <Field
            id="class-name"
            label={t('classes.fields.name')}
            required
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <Field
            id="class-level"
            label={t('classes.fields.level')}
            value={values.level}
            onChange={set('level')}
            error={errors.level}
          />
          <TopicSelect
            value={values.levelId}
            onChange={set('levelId')}
            error={errors.levelId}
            classRoom={classRoom}
          />
          <TeacherSelect
            value={values.teacherId}
            onChange={set('teacherId')}
            error={errors.teacherId}
            classRoom={classRoom}
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
