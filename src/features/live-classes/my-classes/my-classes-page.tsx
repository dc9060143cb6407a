import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LiveClass } from '../../../../contract/live-classes';
import { css } from '../../../../styled-system/css';
import type { ConfirmationActor } from '../../../ui/confirm-dialog';
import { alertStyle } from '../../../ui/field';
import { UrlTabs } from '../../../ui/tabs';
import { AvailableList } from './available-list';
import { InClassPanel } from './in-class-panel';
import { LiveClockProvider, type DeviceClock } from './live-clock';
import { MyClassesList } from './my-classes-list';
import { MyReviews } from './my-reviews';
import { readView, TABS, writeView, type Tab } from './params';
import { useJoiningClassId, useTeacherJoin } from './use-teacher-join';

const page = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxInlineSize: '7xl',
  minInlineSize: '0',
});
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
// The four tabs wrap on a phone rather than running off the screen.
const tabs = css({ '& > nav': { flexWrap: 'wrap' } });

export interface MyLiveClassesPageProps {
  /** r LiveClasses. */
  canRead: boolean;
  /** u LiveClasses: take available classes (a paused contract leaves none). */
  canTake: boolean;
  /** w LiveClasses: join one's own Live class (a paused contract leaves none). */
  canJoin: boolean;
  confirmation: ConfirmationActor;
  /** The clock the classes are timed on (the device's; a SimulatedClock in tests). */
  clock?: DeviceClock;
}

/**
 * /live-classes/my-classes, the teachers' screen: their upcoming and past classes (Join opens
 * while a class is Live), the classes they may take, and their reviews; the tab and page live in
 * the address.
 */
export function MyLiveClassesPage({ canRead, clock, ...rest }: MyLiveClassesPageProps) {
  const { t } = useTranslation();
  return (
    <section
      className={page}
      data-testid="my-live-classes-page"
      aria-labelledby="my-live-classes-title"
    >
      <h1 id="my-live-classes-title" className={heading}>
        {t('myLiveClasses.title')}
      </h1>
      {canRead ? (
        <LiveClockProvider clock={clock}>
          <Views {...rest} />
        </LiveClockProvider>
      ) : (
        <p role="alert" className={alertStyle}>
          {t('myLiveClasses.noAccess')}
        </p>
      )}
    </section>
  );
}

function Views({
  canTake,
  canJoin,
  confirmation,
}: Omit<MyLiveClassesPageProps, 'canRead' | 'clock'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const onPage = (pageNumber: number) => setParams(writeView({ ...view, pageNumber }));
  const actor = useTeacherJoin();
  const activeId = useJoiningClassId(actor);
  const [joined, setJoined] = useState<LiveClass | null>(null);
  const join = {
    allowed: canJoin,
    activeId,
    onJoin: (liveClass: LiveClass) => {
      setJoined(liveClass);
      actor.send({ type: 'JOIN', liveClassId: liveClass.id, meetingId: liveClass.meetingId });
    },
  };
  const tab = (key: Tab) => ({
    search: `?${writeView({ tab: key, pageNumber: 1 }).toString()}`,
    label: t(`myLiveClasses.tabs.${key}`),
    current: view.tab === key,
    testId: `my-live-classes-tab-${key}`,
  });
  return (
    <>
      <InClassPanel actor={actor} liveClass={joined} />
      <div className={tabs}>
        <UrlTabs label={t('myLiveClasses.tabs.label')} tabs={TABS.map(tab)} />
      </div>
      {view.tab === 'upcoming' || view.tab === 'past' ? (
        <MyClassesList
          key={view.tab}
          when={view.tab}
          pageNumber={view.pageNumber}
          onPage={onPage}
          join={join}
        />
      ) : view.tab === 'available' ? (
        <AvailableList
          pageNumber={view.pageNumber}
          onPage={onPage}
          canTake={canTake}
          confirmation={confirmation}
        />
      ) : (
        <MyReviews pageNumber={view.pageNumber} onPage={onPage} />
      )}
    </>
  );
}
