import { useTranslation } from 'react-i18next';
import type { SuccessRange } from '../../../contract/success-ranges';
import { toApiFailure } from '../../api/api-failure';
import { useDeleteSuccessRange } from './api/level-test';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';
import { useTopicTitle } from './topic-title';

/** Deleting a range is asked first in the one confirmation dialog; the outcome is a toast. */
export function useDeleteRange(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const remove = useDeleteSuccessRange();
  const topicOf = useTopicTitle();
  return (range: SuccessRange) => {
    const topic = topicOf({ titleEn: range.levelTitleEn, titleAr: range.levelTitleAr });
    confirmation.send({
      type: 'OPEN',
      title: t('levelTest.ranges.deleteTitle'),
      message: t('levelTest.ranges.deleteConfirm', {
        from: range.minScore,
        to: range.maxScore,
        topic,
      }),
      buttons: { confirm: { title: t('levelTest.ranges.delete'), danger: true } },
      action: async () => {
        try {
          const { message } = await remove.mutateAsync(range.id);
          notify('success', message || 'levelTest.ranges.deleted');
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  };
}
