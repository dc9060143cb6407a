import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { archiveClassRoom } from '../../api/classes';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { useConfirmedChange } from './use-confirmed-change';

/** Archiving frees the class's seat; its students go back to the waiting list. */
export function useArchiveClass(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const ask = useConfirmedChange(confirmation);
  return async (classRoom: ClassRoom): Promise<void> =>
    ask({
      title: t('classes.archiveNamed', { name: classRoom.name }),
      message: t('classes.confirmArchive', { name: classRoom.name }),
      confirmTitle: t('classes.archive'),
      run: () => archiveClassRoom(classRoom.id),
      successKey: 'classes.archivedNotice',
    });
}
