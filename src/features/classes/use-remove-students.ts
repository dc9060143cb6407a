import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { removeStudents } from '../../api/class-students';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { useConfirmedChange } from './use-confirmed-change';

/** The selected students leave the class (they stay in the organisation). */
export function useRemoveStudents(confirmation: ConfirmationActor, onRemoved: () => void) {
  const { t } = useTranslation();
  const ask = useConfirmedChange(confirmation);
  return (classRoom: ClassRoom, studentIds: readonly string[]) =>
    ask({
      title: t('classDetail.removeTitle'),
      message: t('classDetail.confirmRemove', { count: studentIds.length, name: classRoom.name }),
      confirmTitle: t('classDetail.remove'),
      danger: true,
      run: () => removeStudents({ classRoomId: classRoom.id, studentIds: [...studentIds] }),
      successKey: 'classDetail.removedNotice',
      onSuccess: onRemoved,
    });
}
