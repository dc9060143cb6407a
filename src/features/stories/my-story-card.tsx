import { useTranslation } from 'react-i18next';
import type { Story } from '../../../contract/stories';
import { button } from '../../ui/buttons';
import { smallButtonStyle } from '../../ui/table';
import { StoryCounts, StoryDates, StoryStatusLine } from './story-facts';
import { StoryPreview } from './story-preview';
import { actionsStyle, cardStyle } from './styles';
import { storyActionsFor } from './use-story-actions';

export interface MyStoryCardProps {
  story: Story;
  /** Hide and show (u Stories). */
  canUpdate: boolean;
  busy: boolean;
  onAction: (story: Story, action: 'hide' | 'show') => void;
  onActivity: (story: Story) => void;
}

/** One of the author's stories: how it looks, its state, its figures, and Hide or Show. */
export function MyStoryCard({ story, canUpdate, busy, onAction, onActivity }: MyStoryCardProps) {
  const { t } = useTranslation();
  const testId = `story-${story.id}`;
  const actions = canUpdate
    ? storyActionsFor(story, 'author').filter(
        (a): a is 'hide' | 'show' => a === 'hide' || a === 'show',
      )
    : [];
  return (
    <li className={cardStyle} data-testid={testId}>
      <StoryPreview kind={story.kind} text={story.text} mediaUrl={story.mediaUrl} small />
      <StoryStatusLine story={story} testId={testId} />
      <StoryDates story={story} />
      <StoryCounts story={story} testId={testId} />
      <div className={actionsStyle}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`${button({ variant: action === 'hide' ? 'secondary' : 'primary' })} ${smallButtonStyle}`}
            disabled={busy}
            onClick={() => onAction(story, action)}
            data-testid={`${testId}-${action}`}
          >
            {t(`stories.actions.${action}`)}
          </button>
        ))}
        <button
          type="button"
          className={`${button({ variant: 'ghost' })} ${smallButtonStyle}`}
          onClick={() => onActivity(story)}
          data-testid={`${testId}-activity`}
        >
          {t('stories.card.activity')}
        </button>
      </div>
    </li>
  );
}
