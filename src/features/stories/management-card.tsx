import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment, Story } from '../../../contract/stories';
import { button } from '../../ui/buttons';
import { smallButtonStyle } from '../../ui/table';
import { CommentsList } from './comments-list';
import { StoryCounts, StoryDates, StoryStatusLine } from './story-facts';
import { StoryPreview } from './story-preview';
import { actionsStyle, cardStyle, metaStyle } from './styles';
import { storyActionsFor } from './use-story-actions';

export interface ManagementCardProps {
  story: Story;
  /** w StoriesManagement: remove comments. */
  canWrite: boolean;
  /** u StoriesManagement: block and unblock. */
  canUpdate: boolean;
  onBlock: (story: Story) => void;
  onUnblock: (story: Story) => void;
  onRemoveComment: (comment: Comment) => void;
}

/** A story in the moderation queue: who and where from, how it looks, its state and figures. */
export function ManagementCard(props: ManagementCardProps) {
  const { story, canWrite, canUpdate, onBlock, onUnblock, onRemoveComment } = props;
  const { t } = useTranslation();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const testId = `story-${story.id}`;
  const actions = canUpdate
    ? storyActionsFor(story, 'moderator').filter(
        (a): a is 'block' | 'unblock' => a === 'block' || a === 'unblock',
      )
    : [];
  const panelId = `${testId}-comments-panel`;
  return (
    <li className={cardStyle} data-testid={testId}>
      <div className={metaStyle}>
        <p>
          <strong>{t('stories.card.by', { name: story.authorName })}</strong>
        </p>
        <p>{t('stories.card.organization', { name: story.organizationName })}</p>
      </div>
      <StoryPreview kind={story.kind} text={story.text} mediaUrl={story.mediaUrl} small />
      <StoryStatusLine story={story} testId={testId} />
      <StoryDates story={story} />
      <StoryCounts story={story} testId={testId} />
      <div className={actionsStyle}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`${button({ variant: action === 'block' ? 'primary' : 'secondary' })} ${smallButtonStyle}`}
            onClick={() => (action === 'block' ? onBlock(story) : onUnblock(story))}
            data-testid={`${testId}-${action}`}
          >
            {t(`stories.actions.${action}`)}
          </button>
        ))}
        <button
          type="button"
          className={`${button({ variant: 'ghost' })} ${smallButtonStyle}`}
          aria-expanded={commentsOpen}
          aria-controls={panelId}
          onClick={() => setCommentsOpen((open) => !open)}
          data-testid={`${testId}-comments-toggle`}
        >
          {commentsOpen
            ? t('stories.commentsPanel.close')
            : t('stories.commentsPanel.open', { count: story.comments })}
        </button>
      </div>
      {commentsOpen && (
        <div id={panelId}>
          <CommentsList
            storyId={story.id}
            onRemove={canWrite ? onRemoveComment : undefined}
            testId={`${testId}-comments`}
          />
        </div>
      )}
    </li>
  );
}
