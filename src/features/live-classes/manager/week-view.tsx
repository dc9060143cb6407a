import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { css, cx } from '../../../../styled-system/css';
import {
  refreshLiveClasses,
  useLiveClassWindow,
  type LiveClassFilters,
} from '../../../api/live-classes';
import { currentLanguage, translateMessage } from '../../../i18n/i18n';
import { button } from '../../../ui/buttons';
import { alertStyle } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { scrollerStyle } from '../../../ui/table';
import { useClock } from '../shared/use-clock';
import { WeekCalendar } from './week-calendar';
import { addDays, dayKey, FIRST_DAY, parseDay, weekDays, weekStartOf } from './week';

const bar = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const range = css({ fontSize: 'lg', fontWeight: 'semibold', marginInlineEnd: 'auto' });
const dayBar = css({
  display: { base: 'flex', md: 'none' },
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
});
const dayLabel = css({ fontWeight: 'medium', textAlign: 'center' });
const note = css({ color: 'gray.600' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '3' });
// The arrows point along the reading direction.
const flip = css({ _rtl: { transform: 'scaleX(-1)' } });
const compact = css({ paddingInline: '2' });

export interface WeekViewProps {
  filters: LiveClassFilters;
  /** Any day of the week shown, YYYY-MM-DD; this week when absent. */
  week: string | undefined;
  filtered: boolean;
  onWeek: (week: string | undefined) => void;
  onOpen: (liveClass: LiveClass) => void;
}

/**
 * The week calendar with its controls: previous and next week, this week, and on a narrow
 * screen a day at a time. The week is in the address; its classes are fetched whole.
 */
export function WeekView({ filters, week, filtered, onWeek, onOpen }: WeekViewProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const firstDay = FIRST_DAY[currentLanguage()];
  const thisWeek = weekStartOf(new Date(), firstDay);
  const start = weekStartOf((week && parseDay(week)) || new Date(), firstDay);
  const days = weekDays(start);
  // The service counts days in UTC: a day more on each side brings every class starting this
  // week in the user's time zone; those of other days are left out here.
  const classes = useLiveClassWindow({
    ...filters,
    from: dayKey(addDays(start, -1)),
    to: dayKey(addDays(start, 7)),
  });
  const keys = new Set(days.map(dayKey));
  const shownClasses = (classes.data ?? []).filter((c) => keys.has(dayKey(new Date(c.startsAt))));
  const refresh = useCallback(() => void refreshLiveClasses(client), [client]);
  const now = useClock(shownClasses, refresh);
  const todayIndex = days.findIndex((day) => dayKey(day) === dayKey(new Date(now)));
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const shownDay = chosenDay ?? Math.max(todayIndex, 0);

  const goWeek = (weeks: number) => {
    const next = addDays(start, weeks * 7);
    onWeek(dayKey(next) === dayKey(thisWeek) ? undefined : dayKey(next));
  };
  const goDay = (step: number) => {
    const next = shownDay + step;
    if (next < 0 || next > 6) {
      goWeek(step);
      setChosenDay(next < 0 ? 6 : 0);
    } else setChosenDay(next);
  };
  const goThisWeek = () => {
    onWeek(undefined);
    setChosenDay(null);
  };

  const rangeText = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).formatRange(
    start,
    addDays(start, 6),
  );
  const shownDate = days[shownDay] ?? start;
  const dayText = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(shownDate);
  const secondary = button({ variant: 'secondary' });

  return (
    <div className={column} data-testid="week-view">
      <nav className={bar} aria-label={t('liveClassesManager.week.navigation')}>
        <h2 className={range} aria-live="polite" data-testid="week-range">
          {rangeText}
        </h2>
        <button type="button" className={secondary} onClick={() => goWeek(-1)}>
          <ChevronLeft className={flip} size={16} aria-hidden="true" />
          {t('liveClassesManager.week.previous')}
        </button>
        <button
          type="button"
          className={secondary}
          onClick={goThisWeek}
          aria-pressed={dayKey(start) === dayKey(thisWeek)}
        >
          <CalendarDays size={16} aria-hidden="true" />
          {t('liveClassesManager.week.thisWeek')}
        </button>
        <button type="button" className={secondary} onClick={() => goWeek(1)}>
          {t('liveClassesManager.week.next')}
          <ChevronRight className={flip} size={16} aria-hidden="true" />
        </button>
      </nav>
      <div className={dayBar} data-testid="week-day-nav">
        <button
          type="button"
          className={cx(secondary, compact)}
          onClick={() => goDay(-1)}
          aria-label={t('liveClassesManager.week.previousDay')}
        >
          <ChevronLeft className={flip} size={16} aria-hidden="true" />
        </button>
        <span className={dayLabel} aria-live="polite" data-testid="week-shown-day">
          {dayText}
        </span>
        <button
          type="button"
          className={cx(secondary, compact)}
          onClick={() => goDay(1)}
          aria-label={t('liveClassesManager.week.nextDay')}
        >
          <ChevronRight className={flip} size={16} aria-hidden="true" />
        </button>
      </div>
      {classes.isPending ? (
        <Spinner />
      ) : classes.isError ? (
        <div role="alert" className={alertStyle} data-testid="week-error">
          <p>{translateMessage(classes.error.message)}</p>
          <button type="button" className={secondary} onClick={() => void classes.refetch()}>
            {t('liveClassesManager.retry')}
          </button>
        </div>
      ) : (
        <>
          {shownClasses.length === 0 && (
            <p className={note} data-testid="week-empty">
              {t(filtered ? 'liveClassesManager.week.noMatch' : 'liveClassesManager.week.empty')}
            </p>
          )}
          <div className={scrollerStyle} aria-busy={classes.isPlaceholderData}>
            <WeekCalendar
              days={days}
              classes={shownClasses}
              now={now}
              shownDay={shownDay}
              onOpen={onOpen}
            />
          </div>
        </>
      )}
    </div>
  );
}
