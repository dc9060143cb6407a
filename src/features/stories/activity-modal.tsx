import { useTranslation } from 'react-i18next';
import type { Story } from '../../../contract/stories';
import { Modal } from '../../ui/modal';
import { sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { CommentsList } from './comments-list';
import { ReactionsList } from './reactions-list';
import { StoryCounts } from './story-facts';
import { formStyle } from './styles';

/** The author's view of who reacted to a story and what was said under it. */
export function ActivityModal({ story, onClose }: { story: Story; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('stories.activity.title')}
      size="md"
      testId="story-activity-modal"
    >
      <div className={formStyle}>
        <StoryCounts story={story} testId="story-activity" />
        <section className={sectionStyle} aria-labelledby="story-activity-reactions">
          <h3 id="story-activity-reactions" className={sectionHeadingStyle}>
            {t('stories.activity.reactions')}
          </h3>
          <ReactionsList storyId={story.id} testId="story-reactions" />
        </section>
        <section className={sectionStyle} aria-labelledby="story-activity-comments">
          <h3 id="story-activity-comments" className={sectionHeadingStyle}>
            {t('stories.activity.comments')}
          </h3>
          <CommentsList storyId={story.id} testId="story-comments" />
        </section>
      </div>
    </Modal>
  );
}
