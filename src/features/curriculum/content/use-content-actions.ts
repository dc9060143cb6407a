import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentAction, ContentKind } from '../../../../contract/curriculum-constants';
import { toApiFailure } from '../../../api/api-failure';
import {
  contentImpactKey,
  fetchContentImpact,
  refreshContent,
  runContentAction,
} from '../../../api/curriculum-content';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { notify } from '../../../ui/toast';

/** Archiving and deleting take content away from learners: the dialog says what they touch. */
const ASKS: readonly ContentAction[] = ['archive', 'delete'];

export interface ContentTarget {
  kind: ContentKind;
  id: string;
  title: string;
}

/**
 * Runs a step of the content workflow; archive and delete are asked first through the one
 * confirmation dialog, with the impact from the service. The outcome is a toast (a refusal, such
 * as the 409 "archive instead", shows the server's message), then the lists are fetched again.
 */
export function useContentActions(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const client = useQueryClient();

  const impactText = async ({ kind, id }: ContentTarget, action: ContentAction) => {
    try {
      const impact = await client.fetchQuery({
        queryKey: contentImpactKey(kind, id),
        queryFn: () => fetchContentImpact(kind, id),
        staleTime: 0,
      });
      const counts = t('curriculumContent.impact.counts', {
        classRooms: impact.classRooms,
        children: impact.children,
        published: impact.publishedChildren,
      });
      const archiveInstead =
        action === 'delete' && !impact.deletable
          ? ` ${t('curriculumContent.impact.archiveInstead')}`
          : '';
      return counts + archiveInstead;
    } catch {
      return t('curriculumContent.impact.unknown');
    }
  };

  const run = async (target: ContentTarget, action: ContentAction, onDone?: () => void) => {
    try {
      const { message } = await runContentAction(target.kind, target.id, action);
      notify('success', message || `curriculumContent.notices.${action}`);
      onDone?.();
    } catch (error) {
      notify('error', (await toApiFailure(error)).message);
    } finally {
      await refreshContent(client, target.kind);
    }
  };

  return async (target: ContentTarget, action: ContentAction, onDone?: () => void) => {
    if (!ASKS.includes(action)) return run(target, action, onDone);
    const impact = await impactText(target, action);
    const question = t(`curriculumContent.confirm.${action}`, { name: target.title });
    confirmation.send({
      type: 'OPEN',
      title: t(`curriculumContent.confirmTitle.${action}`, { name: target.title }),
      message: `${impact} ${question}`,
      buttons: {
        confirm: { title: t(`curriculumContent.actions.${action}`), danger: action === 'delete' },
      },
      action: () => run(target, action, onDone),
    });
  };
}
