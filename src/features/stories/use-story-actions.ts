import { useTranslation } from 'react-i18next';
import {
  AUTHOR_ACTIONS,
  MODERATOR_ACTIONS,
  type StoryAction,
} from '../../../contract/story-constants';
import type { Comment, Story } from '../../../contract/stories';
import { allowedStoryActions } from '../../../machines/story.machine';
import { toApiFailure } from '../../api/api-failure';
import { useRemoveStoryComment, useStoryAction } from '../../api/stories';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';
import { noticeOf, storyMessageText } from './messages';

/** The buttons the story machine allows now, among the caller's (the author's or a moderator's). */
export const storyActionsFor = (story: Story, who: 'author' | 'moderator'): StoryAction[] =>
  allowedStoryActions(
    story.status,
    { expired: story.status === 'expired' },
    who === 'author' ? AUTHOR_ACTIONS : MODERATOR_ACTIONS,
  );

const NOTICE = { hide: 'hidden', show: 'shown', block: 'blocked', unblock: 'unblocked' } as const;

/** Reports a call's outcome as a toast, the server's message in the page's language. */
export async function reportOutcome(
  call: () => Promise<{ message: string }>,
  fallback: Parameters<typeof noticeOf>[1],
): Promise<boolean> {
  try {
    const { message } = await call();
    notify('success', noticeOf(message, fallback));
    return true;
  } catch (error) {
    notify('error', storyMessageText((await toApiFailure(error)).message));
    return false;
  }
}

/** The author's hide and show (reversible: no question first). */
export function useAuthorActions() {
  const action = useStoryAction();
  return {
    busy: action.isPending,
    run: (story: Story, name: 'hide' | 'show') =>
      reportOutcome(() => action.mutateAsync({ id: story.id, action: name }), NOTICE[name]),
  };
}

/** A moderator's unblock and comment removal, each asked first through the one dialog. */
export function useModeratorActions(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const action = useStoryAction();
  const remove = useRemoveStoryComment();
  return {
    unblock: (story: Story) =>
      confirmation.send({
        type: 'OPEN',
        title: t('stories.unblock.title'),
        message: t('stories.unblock.message', { name: story.authorName }),
        buttons: { confirm: { title: t('stories.actions.unblock') } },
        action: async () => {
          await reportOutcome(
            () => action.mutateAsync({ id: story.id, action: 'unblock' }),
            'unblocked',
          );
        },
      }),
    removeComment: (comment: Comment) =>
      confirmation.send({
        type: 'OPEN',
        title: t('stories.removeComment.title'),
        message: t('stories.removeComment.message', { name: comment.authorName }),
        buttons: { confirm: { title: t('stories.actions.removeComment'), danger: true } },
        action: async () => {
          await reportOutcome(
            () => remove.mutateAsync({ id: comment.storyId, commentId: comment.id }),
            'commentRemoved',
          );
        },
      }),
  };
}
