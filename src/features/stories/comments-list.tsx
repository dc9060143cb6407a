import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../contract/stories';
import { useStoryComments } from '../../api/stories';
import { button } from '../../ui/buttons';
import { ListStates } from '../../ui/list-states';
import { mutedStyle } from '../../ui/page-styles';
import { Pager } from '../../ui/pager';
import { StatusBadge } from '../../ui/status-badge';
import { smallButtonStyle } from '../../ui/table';
import { formatWhen } from './format';
import { STORY_LIST_KEYS } from './messages';
import { itemStyle, listStyle, removedTextStyle, rowStyle } from './styles';

export interface CommentsListProps {
  storyId: string;
  /** A moderator with write: each comment not removed yet gets a Remove button. */
  onRemove?: ((comment: Comment) => void) | undefined;
  testId: string;
}

/** A story's comments, oldest first, a page at a time; removed ones are marked (moderators). */
export function CommentsList({ storyId, onRemove, testId }: CommentsListProps) {
  const { t, i18n } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const comments = useStoryComments(storyId, pageNumber);
  return (
    <ListStates
      list={comments}
      keys={STORY_LIST_KEYS.comments}
      testIdPrefix={testId}
      filtered={false}
      pageNumber={pageNumber}
      onFirstPage={() => setPageNumber(1)}
    >
      {(data) => (
        <>
          <ul className={listStyle} data-testid={testId}>
            {data.result.map((comment) => {
              const removed = comment.removedAt !== null;
              return (
                <li
                  key={comment.id}
                  className={itemStyle}
                  data-removed={removed}
                  data-testid={`${testId}-${comment.id}`}
                >
                  <div className={rowStyle}>
                    <strong>{comment.authorName}</strong>
                    <span className={mutedStyle}>
                      {formatWhen(comment.createdAt, i18n.language)}
                    </span>
                    {removed && (
                      <StatusBadge
                        tone="neutral"
                        title={t('stories.activity.removedOn', {
                          date: formatWhen(comment.removedAt ?? '', i18n.language),
                        })}
                      >
                        {t('stories.activity.removed')}
                      </StatusBadge>
                    )}
                  </div>
                  <p dir="auto" className={removed ? removedTextStyle : undefined}>
                    {comment.text}
                  </p>
                  {onRemove && !removed && (
                    <div>
                      <button
                        type="button"
                        className={`${button({ variant: 'secondary' })} ${smallButtonStyle}`}
                        onClick={() => onRemove(comment)}
                        aria-label={`${t('stories.actions.removeComment')}: ${comment.authorName}`}
                        data-testid={`${testId}-${comment.id}-remove`}
                      >
                        {t('stories.actions.removeComment')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {data.pagination.numOfPages > 1 && (
            <Pager
              pagination={data.pagination}
              onPage={setPageNumber}
              keys={STORY_LIST_KEYS.comments}
              testId={`${testId}-pager`}
            />
          )}
        </>
      )}
    </ListStates>
  );
}
