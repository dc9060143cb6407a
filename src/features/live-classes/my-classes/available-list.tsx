import { Hand } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { useAvailableLiveClasses } from '../../../api/live-classes';
import { button } from '../../../ui/buttons';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { alertStyle } from '../../../ui/field';
import { ListStates } from '../../../ui/list-states';
import { Pager } from '../../../ui/pager';
import { card, cardActions, cardList, cardTitle, hintStyle } from './card-styles';
import { LiveClassStatus } from '../shared/live-class-status';
import { ClassMeta } from './class-meta';
import { clashText, useTakeClass, type TakeClash } from './use-take-class';

export interface AvailableListProps {
  pageNumber: number;
  onPage: (pageNumber: number) => void;
  /** w LiveClasses: the teacher may take a class (the service's `accept` action decides which). */
  canTake: boolean;
  confirmation: ConfirmationActor;
}

/** Approved upcoming classes without a teacher, which the teacher may take. */
export function AvailableList({ pageNumber, onPage, canTake, confirmation }: AvailableListProps) {
  const { t } = useTranslation();
  const list = useAvailableLiveClasses({ pageNumber });
  const [clash, setClash] = useState<TakeClash | null>(null);
  const take = useTakeClass(confirmation, setClash);
  return (
    <>
      {!canTake && <p className={hintStyle}>{t('myLiveClasses.take.readOnly')}</p>}
      <ListStates
        list={list}
        keys="myLiveClasses.available"
        testIdPrefix="available-classes"
        filtered={false}
        pageNumber={pageNumber}
        onFirstPage={() => onPage(1)}
      >
        {(data) => (
          <>
            <ul className={cardList} aria-busy={list.isPlaceholderData}>
              {data.result.map((liveClass) => (
                <AvailableCard
                  key={liveClass.id}
                  liveClass={liveClass}
                  canTake={canTake && liveClass.actions.includes('accept')}
                  clash={clash?.classId === liveClass.id ? clash : null}
                  onTake={() => take(liveClass)}
                />
              ))}
            </ul>
            <Pager
              keys="myLiveClasses.available"
              testId="available-classes-pagination"
              pagination={data.pagination}
              onPage={onPage}
            />
          </>
        )}
      </ListStates>
    </>
  );
}

interface AvailableCardProps {
  liveClass: LiveClass;
  canTake: boolean;
  clash: TakeClash | null;
  onTake: () => void;
}

function AvailableCard({ liveClass, canTake, clash, onTake }: AvailableCardProps) {
  const { t } = useTranslation();
  const titleId = `available-title-${liveClass.id}`;
  const clashNotice = clash && clashText(clash);
  return (
    <li className={card} data-testid={`available-${liveClass.id}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={cardTitle}>
        {liveClass.title}
      </h3>
      <LiveClassStatus
        liveClass={liveClass}
        timing={liveClass.timing}
        reader="teacher"
        testIdPrefix="my-class"
      />
      <ClassMeta liveClass={liveClass} />
      {clashNotice && (
        <p role="alert" className={alertStyle} data-testid={`available-clash-${liveClass.id}`}>
          {t(clashNotice.key, clashNotice.values)}
        </p>
      )}
      {canTake && (
        <div className={cardActions}>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={onTake}
            aria-label={t('myLiveClasses.take.buttonNamed', { title: liveClass.title })}
            data-testid={`available-take-${liveClass.id}`}
          >
            <Hand size={16} aria-hidden="true" />
            {t('myLiveClasses.take.button')}
          </button>
        </div>
      )}
    </li>
  );
}
