import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { deleteClassRoom } from '../../api/classes';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { useConfirmedChange } from './use-confirmed-change';

/** The server refuses (409) while the class has students; its message is the error toast. */
export function useDeleteClass(confirmation: ConfirmationActor, onDeleted: () => void) {
  const { t } = useTranslation();
  const ask = useConfirmedChange(confirmation);
  return (classRoom: ClassRoom) =>
    ask({
      title: t('classDetail.deleteNamed', { name: classRoom.name }),
      message: t('classDetail.confirmDelete', { name: classRoom.name }),
      confirmTitle: t('classDetail.delete'),
      run: () => deleteClassRoom(classRoom.id),
      successKey: 'classDetail.deletedNotice',
      onSuccess: onDeleted,
      deletedId: classRoom.id,
      danger: true,
    });
}
