import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { toApiFailure } from '../../api/api-failure';
import { archiveClassRoom, classRoomsKey } from '../../api/classes';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';

/**
 * Asks before archiving, through the one confirmation dialog; the outcome is a toast (a refusal
 * shows the server's message).
 */
export function useArchiveClass(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (classRoom: ClassRoom): Promise<void> => {
    confirmation.send({
      type: 'OPEN',
      title: t('classes.archiveNamed', { name: classRoom.name }),
      message: t('classes.confirmArchive', { name: classRoom.name }),
      buttons: { confirm: { title: t('classes.archive') } },
      action: async () => {
        try {
          const { message } = await archiveClassRoom(classRoom.id);
          notify('success', message || 'classes.archivedNotice');
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        } finally {
          await client.invalidateQueries({ queryKey: classRoomsKey });
        }
      },
    });
  };
}
