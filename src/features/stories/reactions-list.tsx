import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoryReactions } from '../../api/stories';
import { ListStates } from '../../ui/list-states';
import { mutedStyle } from '../../ui/page-styles';
import { Pager } from '../../ui/pager';
import { formatWhen } from './format';
import { STORY_LIST_KEYS } from './messages';
import { REACTION_EMOJI } from './story-facts';
import { itemStyle, listStyle, rowStyle } from './styles';

/** Who reacted to a story and how, a page at a time. */
export function ReactionsList({ storyId, testId }: { storyId: string; testId: string }) {
  const { t, i18n } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const reactions = useStoryReactions(storyId, pageNumber);
  return (
    <ListStates
      list={reactions}
      keys={STORY_LIST_KEYS.reactions}
      testIdPrefix={testId}
      filtered={false}
      pageNumber={pageNumber}
      onFirstPage={() => setPageNumber(1)}
    >
      {(data) => (
        <>
          <ul className={listStyle} data-testid={testId}>
            {data.result.map((reaction) => (
              <li key={reaction.userId} className={itemStyle}>
                <div className={rowStyle}>
                  <span aria-hidden="true">{REACTION_EMOJI[reaction.kind]}</span>
                  <strong>{reaction.userName}</strong>
                  <span>{t(`stories.reactionKinds.${reaction.kind}`)}</span>
                  <span className={mutedStyle}>
                    {formatWhen(reaction.createdAt, i18n.language)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          {data.pagination.numOfPages > 1 && (
            <Pager
              pagination={data.pagination}
              onPage={setPageNumber}
              keys={STORY_LIST_KEYS.reactions}
              testId={`${testId}-pager`}
            />
          )}
        </>
      )}
    </ListStates>
  );
}
