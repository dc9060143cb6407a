import { useTranslation } from 'react-i18next';
import type { TrashItem } from '../../../contract/trash';
import { toApiFailure } from '../../api/api-failure';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';
import { useDeleteTrashItem } from './api/trash';

/** Delete forever, asked first (the one confirmation dialog, its button red). */
export function useDeleteForever(confirmation: ConfirmationActor, onDeleted: () => void) {
  const { t } = useTranslation();
  const mutation = useDeleteTrashItem();
  const ask = (item: TrashItem) =>
    confirmation.send({
      type: 'OPEN',
      title: t('trash.deleteTitle'),
      message: t('trash.deleteConfirm', { name: item.name }),
      buttons: { confirm: { title: t('trash.deleteForever'), danger: true } },
      action: async () => {
        try {
          const { message } = await mutation.mutateAsync(item.id);
          notify('success', message || 'trash.purged', { name: item.name });
          onDeleted();
        } catch (error) {
          // Gone already (restored or purged meanwhile): the service says so.
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  return { ask, busyId: mutation.isPending ? mutation.variables : null };
}
