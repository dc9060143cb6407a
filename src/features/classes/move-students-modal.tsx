import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { fieldsetStyle } from '../../ui/page-styles';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import { useMoveStudents } from '../../api/class-students';
import { useClassRoomOptions } from '../../api/classes';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle, SelectField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { notify } from '../../ui/toast';
import { FormActions } from '../../ui/form-actions';

export interface MoveStudentsModalProps {
  classRoom: ClassRoom;
  studentIds: readonly string[];
  onMoved: () => void;
  onClose: () => void;
}

/** Moves the selected students to another live class of the organisation. */
export function MoveStudentsModal({
  classRoom,
  studentIds,
  onMoved,
  onClose,
}: MoveStudentsModalProps) {
  const { t } = useTranslation();
  const options = useClassRoomOptions();
  const move = useMoveStudents();
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const others = (options.data ?? []).filter((option) => option.id !== classRoom.id);
  const loadError = options.isError ? options.error.message : undefined;
  const noOther = options.isSuccess && others.length === 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (move.isPending || !target) return;
    setFailure(null);
    try {
      const { message } = await move.mutateAsync({
        fromClassRoomId: classRoom.id,
        toClassRoomId: target,
        studentIds: [...studentIds],
      });
      notify('success', message || 'classDetail.movedNotice');
      onMoved();
      onClose();
    } catch (error) {
      const apiFailure = await toApiFailure(error);
      setFailure(apiFailure);
    }
  };

  const title = t('classDetail.moveTitle', { count: studentIds.length });
  return (
    <Modal open onClose={onClose} title={title} size="sm" testId="move-students-modal">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <fieldset className={fieldsetStyle} disabled={move.isPending}>
          {failure && (
            <p role="alert" className={alertStyle}>
              {translateMessage(failure.message)}
            </p>
          )}
          <SelectField
            id="move-target"
            label={t('classDetail.moveTo')}
            value={target}
            onChange={setTarget}
            disabled={!options.isSuccess || noOther}
            hint={
              options.isPending
                ? t('common.loading')
                : noOther
                  ? t('classDetail.noOtherClass')
                  : undefined
            }
            error={failure?.fieldErrors?.toClassRoomId ?? loadError}
            options={[
              { value: '', label: t('classDetail.chooseClass') },
              ...others.map((option) => ({ value: option.id, label: option.name })),
            ]}
          />
          <FormActions
            onCancel={onClose}
            disabled={!target}
            busy={move.isPending}
            submitTestId="move-submit"
            submitLabel={t('classDetail.moveSubmit')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
