import { useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from '../../api/api-failure';
import { refreshClassData } from '../../api/classes';
import type { Done } from '../../api/organizations';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';

export interface ConfirmedChange {
  title: string;
  message: string;
  confirmTitle: string;
  run: () => Promise<Done>;
  /** Shown when the server sends no message. */
  successKey: string;
  onSuccess?: () => void;
  /** A class the change deletes: its queries are not fetched again. */
  deletedId?: string;
  /** It takes something away (deleting a class, removing students): a red button. */
  danger?: boolean;
}

/**
 * A change to classes or their students that is asked for first, through the one confirmation
 * dialog; the outcome is a toast (a refusal shows the server's message), then the data is
 * fetched again.
 */
export function useConfirmedChange(confirmation: ConfirmationActor) {
  const client = useQueryClient();
  return (change: ConfirmedChange) => {
    confirmation.send({
      type: 'OPEN',
      title: change.title,
      message: change.message,
      buttons: { confirm: { title: change.confirmTitle, danger: change.danger ?? false } },
      action: async () => {
        try {
          const { message } = await change.run();
          notify('success', message || change.successKey);
          change.onSuccess?.();
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        } finally {
          await refreshClassData(client, change.deletedId);
        }
      },
    });
  };
}
