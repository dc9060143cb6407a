import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REACTION_KINDS, type ReactionKind } from '../../../contract/story-constants';
import type { Story } from '../../../contract/stories';
import { css } from '../../../styled-system/css';
import { StatusBadge } from '../../ui/status-badge';
import { formatWhen, STATUS_TONE } from './format';
import { metaStyle, reasonStyle, rowStyle } from './styles';

/** What the learner app shows for each reaction. */
export const REACTION_EMOJI: Record<ReactionKind, string> = {
  like: '👍',
  love: '❤️',
  clap: '👏',
  wow: '😮',
};

const counts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  fontSize: 'sm',
  listStyle: 'none',
  padding: '0',
});
const count = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

/** The story's state, and to its author and the moderators the reason it was blocked. */
export function StoryStatusLine({ story, testId }: { story: Story; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={rowStyle}>
        <StatusBadge tone={STATUS_TONE[story.status]} data-testid={`${testId}-status`}>
          {t(`stories.status.${story.status}`)}
        </StatusBadge>
        <span className={metaStyle}>{t(`stories.kinds.${story.kind}`)}</span>
        <span className={metaStyle}>· {t(`stories.visibilityNames.${story.visibility}`)}</span>
      </div>
      {story.status === 'blocked' && story.blockedReason && (
        <p className={reasonStyle} data-testid={`${testId}-reason`}>
          {t('stories.card.blockedReason', { reason: story.blockedReason })}
        </p>
      )}
    </>
  );
}

export function StoryDates({ story }: { story: Story }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={metaStyle}>
      <p>{t('stories.card.published', { date: formatWhen(story.publishedAt, i18n.language) })}</p>
      <p>{t('stories.card.expires', { date: formatWhen(story.expiresAt, i18n.language) })}</p>
    </div>
  );
}

/** Each reaction's count with its emoji, the total, and the comments. */
export function StoryCounts({ story, testId }: { story: Story; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className={counts} data-testid={`${testId}-counts`}>
      {REACTION_KINDS.map((kind) => (
        <li
          key={kind}
          className={count}
          aria-label={t('stories.card.reactionCount', {
            name: t(`stories.reactionKinds.${kind}`),
            count: story.reactions[kind],
          })}
          title={t(`stories.reactionKinds.${kind}`)}
        >
          <span aria-hidden="true">{REACTION_EMOJI[kind]}</span>
          <span aria-hidden="true">{story.reactions[kind]}</span>
        </li>
      ))}
      <li className={count}>{t('stories.card.reactionsTotal', { count: story.reactionsTotal })}</li>
      <li className={count}>
        <MessageCircle size={14} aria-hidden="true" />
        {t('stories.card.comments', { count: story.comments })}
      </li>
    </ul>
  );
}
