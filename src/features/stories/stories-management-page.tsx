import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Story } from '../../../contract/stories';
import { useStoryManagement, type StoryManagementQuery } from '../../api/stories';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { mutedStyle, titleStyle } from '../../ui/page-styles';
import { Pager } from '../../ui/pager';
import { isFiltered, readManagementParams, writeManagementParams } from './list-params';
import { ManagementCard } from './management-card';
import { ManagementFilters } from './management-filters';
import { STORY_LIST_KEYS } from './messages';
import { cardsStyle, pageStyle } from './styles';
import { useModeratorActions } from './use-story-actions';
import { lazyPart } from '../../ui/lazy-part';

const BlockModal = lazyPart(async () => (await import('./block-modal')).BlockModal);

export interface StoriesManagementPageProps {
  canRead: boolean;
  /** w StoriesManagement: remove comments. */
  canWrite: boolean;
  /** u StoriesManagement: block and unblock. */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}

/** /stories/stories-management: the moderation queue, its filters and page in the address. */
export function StoriesManagementPage({
  canRead,
  canWrite,
  canUpdate,
  confirmation,
}: StoriesManagementPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readManagementParams(params);
  const stories = useStoryManagement(query, canRead);
  const moderator = useModeratorActions(confirmation);
  const [blocking, setBlocking] = useState<Story | null>(null);
  const go = (next: StoryManagementQuery) => setParams(writeManagementParams(next));
  return (
    <section
      className={pageStyle}
      aria-labelledby="stories-management-title"
      data-testid="stories-management-page"
    >
      <h1 id="stories-management-title" className={titleStyle}>
        {t('stories.managementTitle')}
      </h1>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t('stories.managementNoAccess')}
        </p>
      ) : (
        <>
          <p className={mutedStyle}>{t('stories.managementIntro')}</p>
          <ManagementFilters query={query} onChange={go} />
          <ListStates
            list={stories}
            keys={STORY_LIST_KEYS.management}
            testIdPrefix="stories-management"
            filtered={isFiltered(query)}
            pageNumber={query.pageNumber}
            onFirstPage={() => go({ ...query, pageNumber: 1 })}
          >
            {(data) => (
              <>
                <ul className={cardsStyle} data-testid="stories-management-list">
                  {data.result.map((story) => (
                    <ManagementCard
                      key={story.id}
                      story={story}
                      canWrite={canWrite}
                      canUpdate={canUpdate}
                      onBlock={setBlocking}
                      onUnblock={moderator.unblock}
                      onRemoveComment={moderator.removeComment}
                    />
                  ))}
                </ul>
                <Pager
                  pagination={data.pagination}
                  onPage={(page) => go({ ...query, pageNumber: page })}
                  keys={STORY_LIST_KEYS.management}
                  testId="stories-management-pager"
                />
              </>
            )}
          </ListStates>
        </>
      )}
      {blocking && <BlockModal story={blocking} onClose={() => setBlocking(null)} />}
    </section>
  );
}
