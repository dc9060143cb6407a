import { useSelector } from '@xstate/react';
import { LogOut, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_CLASS_MESSAGES } from '../../../../contract/live-class-constants';
import type { LiveClass } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import { translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { cardActions } from './card-styles';
import { useClassTiming } from './use-class-timing';
import type { TeacherJoinActor } from './use-teacher-join';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '4',
  borderRadius: 'lg',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'brand.500',
  bg: 'brand.50',
  overflowWrap: 'anywhere',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const heading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const meetingIdStyle = css({
  fontFamily: 'mono',
  fontSize: 'xl',
  fontWeight: 'bold',
  letterSpacing: 'wide',
});

export interface InClassPanelProps {
  actor: TeacherJoinActor;
  /** The class the teacher chose to join (null before the first Join). */
  liveClass: LiveClass | null;
}

/**
 * Joining and attending: the progress, then "In class" with the meeting's id (the Zoom app
 * starts the meeting; the Meeting SDK is not loaded in the console) and the heartbeat's state,
 * a Leave button; or why joining failed, with Try again.
 */
export function InClassPanel({ actor, liveClass }: InClassPanelProps) {
  const state = useSelector(actor, (s) =>
    s.matches('inClass')
      ? 'inClass'
      : (s.value as 'idle' | 'signing' | 'joining' | 'left' | 'failed'),
  );
  const region = useRef<HTMLElement>(null);
  // The outcome is where the keyboard and the screen reader go next.
  useEffect(() => {
    if (state === 'inClass' || state === 'failed' || state === 'left') region.current?.focus();
  }, [state]);
  if (state === 'idle' || !liveClass) return null;
  return (
    <section
      ref={region}
      tabIndex={-1}
      className={panel}
      aria-labelledby="in-class-title"
      data-testid="in-class-panel"
    >
      {state === 'signing' || state === 'joining' ? (
        <Joining title={liveClass.title} />
      ) : state === 'inClass' ? (
        <InClass actor={actor} liveClass={liveClass} />
      ) : state === 'left' ? (
        <Left actor={actor} title={liveClass.title} />
      ) : (
        <Failed actor={actor} liveClass={liveClass} />
      )}
    </section>
  );
}

function Joining({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="in-class-title" className={heading}>
        {t('myLiveClasses.join.joiningTitle', { title })}
      </h2>
      <Spinner label={t('myLiveClasses.join.joining')} />
    </>
  );
}

function InClass({ actor, liveClass }: { actor: TeacherJoinActor; liveClass: LiveClass }) {
  const { t } = useTranslation();
  const meetingId = useSelector(actor, (s) => s.context.meetingId);
  const heartbeat = useSelector(actor, (s) =>
    s.matches({ inClass: 'paused' }) ? 'paused' : s.context.heartbeat,
  );
  // The class's own clock: when it finishes, the stay ends and the heartbeat stops.
  const timing = useClassTiming(liveClass);
  useEffect(() => {
    if (timing === 'finished') actor.send({ type: 'ENDED' });
  }, [timing, actor]);
  return (
    <>
      <h2 id="in-class-title" className={heading}>
        {t('myLiveClasses.join.inClass', { title: liveClass.title })}
      </h2>
      <div>
        <p>{t('myLiveClasses.join.meetingId')}</p>
        <p className={meetingIdStyle}>
          {/* Digits in the reading order of numbers, whatever the page's direction. */}
          <bdi dir="ltr" data-testid="in-class-meeting-id">
            {meetingId}
          </bdi>
        </p>
      </div>
      <p>{t('myLiveClasses.join.startInApp')}</p>
      <p>{t('myLiveClasses.join.keepOpen')}</p>
      <p
        role={heartbeat === 'missed' ? 'alert' : 'status'}
        className={heartbeat === 'missed' ? alertStyle : undefined}
        data-testid="in-class-heartbeat"
      >
        {t(`myLiveClasses.join.heartbeat.${heartbeat}`)}
      </p>
      <div className={cardActions}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => actor.send({ type: 'LEAVE' })}
          data-testid="in-class-leave"
        >
          <LogOut size={16} aria-hidden="true" />
          {t('myLiveClasses.join.leave')}
        </button>
      </div>
    </>
  );
}

function Left({ actor, title }: { actor: TeacherJoinActor; title: string }) {
  const { t } = useTranslation();
  const because = useSelector(actor, (s) => s.context.leftBecause);
  return (
    <>
      <h2 id="in-class-title" className={heading}>
        {t(because === 'finished' ? 'myLiveClasses.join.ended' : 'myLiveClasses.join.left', {
          title,
        })}
      </h2>
      <div className={cardActions}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => actor.send({ type: 'DISMISS' })}
        >
          <X size={16} aria-hidden="true" />
          {t('myLiveClasses.join.close')}
        </button>
      </div>
    </>
  );
}

function Failed({ actor, liveClass }: { actor: TeacherJoinActor; liveClass: LiveClass }) {
  const { t } = useTranslation();
  const failure = useSelector(actor, (s) => s.context.failure);
  // Meetings not set up is no passing trouble: trying again cannot work until an admin sets
  // the meeting keys, so no retry is offered.
  const notConfigured =
    failure?.status === 503 && failure.message === LIVE_CLASS_MESSAGES.meetingsNotConfigured;
  const message = notConfigured
    ? t('myLiveClasses.join.notConfigured')
    : translateMessage(failure?.message ?? '');
  return (
    <>
      <h2 id="in-class-title" className={heading}>
        {t('myLiveClasses.join.failed', { title: liveClass.title })}
      </h2>
      <p role="alert" className={alertStyle} data-testid="in-class-error">
        {message}
      </p>
      <div className={cardActions}>
        {!notConfigured && (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() =>
              actor.send({
                type: 'JOIN',
                liveClassId: liveClass.id,
                meetingId: liveClass.meetingId,
              })
            }
          >
            <RotateCcw size={16} aria-hidden="true" />
            {t('myLiveClasses.join.retry')}
          </button>
        )}
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => actor.send({ type: 'DISMISS' })}
        >
          <X size={16} aria-hidden="true" />
          {t('myLiveClasses.join.close')}
        </button>
      </div>
    </>
  );
}
