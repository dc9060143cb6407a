import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Story } from '../../../contract/stories';
import { useMyStories } from '../../api/stories';
import { alertStyle } from '../../ui/field';
import { lazyPart } from '../../ui/lazy-part';
import { ListStates } from '../../ui/list-states';
import { pageParam, readPage, writeParams } from '../../ui/list-params';
import { mutedStyle, sectionHeadingStyle, sectionStyle, titleStyle } from '../../ui/page-styles';
import { Pager } from '../../ui/pager';
import { ActivityModal } from './activity-modal';
import { STORY_LIST_KEYS } from './messages';
import { MyStoryCard } from './my-story-card';
import { cardsStyle, pageStyle } from './styles';
import { useAuthorActions } from './use-story-actions';

// The composer (with zod and react-hook-form) is its own chunk: the moderators' screen, in the
// same route module, does not load it.
const StoryComposer = lazyPart(async () => (await import('./story-composer')).StoryComposer);

export interface MyStoriesPageProps {
  canRead: boolean;
  /** w Stories: compose. */
  canWrite: boolean;
  /** u Stories: hide and show. */
  canUpdate: boolean;
}

/** /stories/my-stories: the composer, then the author's stories, newest first (page in the URL). */
export function MyStoriesPage({ canRead, canWrite, canUpdate }: MyStoriesPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNumber = readPage(params);
  const stories = useMyStories(pageNumber, canRead);
  const author = useAuthorActions();
  const [opened, setOpened] = useState<Story | null>(null);
  const toPage = (page: number) => setParams(writeParams({ page: pageParam(page) }));
  return (
    <section
      className={pageStyle}
      aria-labelledby="stories-mine-title"
      data-testid="stories-mine-page"
    >
      <h1 id="stories-mine-title" className={titleStyle}>
        {t('stories.mineTitle')}
      </h1>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t('stories.mineNoAccess')}
        </p>
      ) : (
        <>
          <p className={mutedStyle}>{t('stories.mineIntro')}</p>
          {canWrite && <StoryComposer />}
          <section className={sectionStyle} aria-labelledby="stories-mine-list">
            <h2 id="stories-mine-list" className={sectionHeadingStyle}>
              {t('stories.mineList')}
            </h2>
            <ListStates
              list={stories}
              keys={STORY_LIST_KEYS.mine}
              testIdPrefix="stories-mine"
              filtered={false}
              pageNumber={pageNumber}
              onFirstPage={() => toPage(1)}
            >
              {(data) => (
                <>
                  <ul className={cardsStyle} data-testid="stories-mine-list">
                    {data.result.map((story) => (
                      <MyStoryCard
                        key={story.id}
                        story={story}
                        canUpdate={canUpdate}
                        busy={author.busy}
                        onAction={(one, action) => void author.run(one, action)}
                        onActivity={setOpened}
                      />
                    ))}
                  </ul>
                  <Pager
                    pagination={data.pagination}
                    onPage={toPage}
                    keys={STORY_LIST_KEYS.mine}
                    testId="stories-mine-pager"
                  />
                </>
              )}
            </ListStates>
          </section>
        </>
      )}
      {opened && <ActivityModal story={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
