import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveClass, LiveClassTiming } from '../../../../contract/live-classes';
import { button } from '../../../ui/buttons';
import { card, cardActions, cardTitle, hintStyle } from './card-styles';
import { LiveClassStatus } from '../shared/live-class-status';
import { ClassMeta } from './class-meta';
import { Countdown } from './countdown';
import { RatingText } from './stars';
import { canJoin, useClassTiming } from './use-class-timing';
import { useLiveClock } from './live-clock';

export interface JoinControls {
  /**
   * w LiveClasses, which joining needs: without it (a read-only role, or a paused contract) the
   * clock moving a class to Live does not open Join.
   */
  allowed: boolean;
  /** The class being joined or attended now, if any (one at a time). */
  activeId: string | null;
  onJoin: (liveClass: LiveClass) => void;
}

export interface MyClassCardProps {
  liveClass: LiveClass;
  /** Upcoming classes run their actor and offer Join; past ones only tell. */
  upcoming: boolean;
  /** The next class to start shows the countdown to its start. */
  isNext: boolean;
  join: JoinControls;
}

const HINTS: Record<LiveClassTiming, string> = {
  notStarted: 'myLiveClasses.join.opensAtStart',
  live: 'myLiveClasses.join.notOpen',
  finished: 'myLiveClasses.join.finished',
};

export function MyClassCard({ liveClass, upcoming, isNext, join }: MyClassCardProps) {
  const { t } = useTranslation();
  const { serverNow } = useLiveClock();
  const timing = useClassTiming(liveClass, upcoming);
  const open = upcoming && join.allowed && canJoin(liveClass, timing, serverNow());
  const here = join.activeId === liveClass.id;
  const busyElsewhere = join.activeId !== null && !here;
  const hintId = `my-class-join-hint-${liveClass.id}`;
  const hint = here
    ? 'myLiveClasses.join.here'
    : !join.allowed
      ? 'myLiveClasses.join.readOnly'
      : !open
        ? HINTS[timing]
        : busyElsewhere
          ? 'myLiveClasses.join.elsewhere'
          : null;
  const titleId = `my-class-title-${liveClass.id}`;
  return (
    <li className={card} data-testid={`my-class-${liveClass.id}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={cardTitle}>
        {liveClass.title}
      </h3>
      <LiveClassStatus
        liveClass={liveClass}
        timing={timing}
        reader="teacher"
        testIdPrefix="my-class"
      />
      {isNext && timing === 'notStarted' && (
        <Countdown startsAt={liveClass.startsAt} id={liveClass.id} />
      )}
      <ClassMeta liveClass={liveClass} />
      {!upcoming && liveClass.reviewsCount > 0 && liveClass.rating !== null && (
        <RatingText rate={liveClass.rating} count={liveClass.reviewsCount} />
      )}
      {upcoming && (
        <div className={cardActions}>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            disabled={!open || join.activeId !== null}
            aria-label={t('myLiveClasses.join.buttonNamed', { title: liveClass.title })}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => join.onJoin(liveClass)}
            data-testid={`my-class-join-${liveClass.id}`}
          >
            <Video size={16} aria-hidden="true" />
            {t('myLiveClasses.join.button')}
          </button>
          {hint && (
            <p id={hintId} className={hintStyle}>
              {t(hint)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
