import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { css, cx } from '../../../../styled-system/css';
import { timingNow, useStatusText } from '../shared/live-class-status';
import { formatHours } from '../shared/live-class-time';
import { dayKey } from './week';
import { layoutWeek, type Placed } from './week-layout';

const HOUR_PX = 48;
/**
 * A finished class is faded, no further than its text keeps 4.5:1 on each tone's background
 * (WCAG 1.4.3): at 0.7 the approved, unapproved and invalid tones fell to 4.0 to 4.4.
 */
export const FINISHED_OPACITY = 0.8;

// One grid: the hours' column, then a column a day in the week's order. The grid follows the
// page's direction, so in Arabic the hours stand on the right and the days run right to left.
// Narrow screens show one day (the chosen one); from `md` the whole week.
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '3rem minmax(0, 1fr)', md: '3.5rem repeat(7, minmax(0, 1fr))' },
  minInlineSize: { md: '42rem' },
  bg: 'white',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
});
const hiddenWhenNarrow = css({ display: { base: 'none', md: 'block' } });
const head = css({
  paddingBlock: '2',
  paddingInline: '1',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const todayHead = css({ bg: 'brand.50', color: 'brand.700', fontWeight: 'bold' });
const todayNote = css({ display: 'block', fontSize: 'xs' });
const hours = css({ position: 'relative' });
const hourLabel = css({
  position: 'absolute',
  insetInlineEnd: '1',
  fontSize: 'xs',
  color: 'gray.600',
  transform: 'translateY(-50%)',
});
const column = css({
  position: 'relative',
  borderInlineStartWidth: '1px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'gray.200',
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--colors-gray-100) ${HOUR_PX - 1}px, var(--colors-gray-100) ${HOUR_PX}px)`,
});
const todayColumn = css({ bg: 'brand.50' });
const list = css({ listStyle: 'none', margin: '0', padding: '0' });
const slot = css({ position: 'absolute', paddingInline: '0.5', boxSizing: 'border-box' });
const block = css({
  display: 'flex',
  flexDirection: 'column',
  // A button centres its content; the title must stay on top, the rest cut off below.
  justifyContent: 'flex-start',
  alignItems: 'stretch',
  // Lines keep their height; what does not fit a short class is cut at its end.
  '& > span': { flexShrink: 0 },
  inlineSize: 'full',
  blockSize: 'full',
  overflow: 'hidden',
  paddingInline: '1',
  paddingBlock: '0.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderInlineStartWidth: '4px',
  fontSize: 'xs',
  textAlign: 'start',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
});
const tone = {
  approved: css({ bg: 'green.50', borderColor: 'green.600', color: 'green.900' }),
  unapproved: css({
    bg: 'amber.50',
    borderColor: 'amber.500',
    color: 'amber.900',
    borderStyle: 'dashed',
  }),
  invalid: css({ bg: 'red.50', borderColor: 'red.600', color: 'red.900' }),
  finished: css({ opacity: FINISHED_OPACITY }),
};
const blockTitle = css({
  fontWeight: 'semibold',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const srOnly = css({ srOnly: true });

export interface WeekCalendarProps {
  days: readonly Date[];
  classes: readonly LiveClass[];
  now: number;
  /** The day a narrow screen shows (0 to 6). */
  shownDay: number;
  onOpen: (liveClass: LiveClass) => void;
}

function ClassBlock({
  item,
  firstHour,
  now,
  onOpen,
}: {
  item: Placed;
  firstHour: number;
  now: number;
  onOpen: (c: LiveClass) => void;
}) {
  const { t, i18n } = useTranslation();
  const { liveClass } = item;
  const timing = timingNow(liveClass, now);
  const statusText = useStatusText();
  const look = liveClass.validity === 'invalid' ? tone.invalid : tone[liveClass.approval];
  const style: CSSProperties = {
    insetBlockStart: `${(item.from - firstHour) * HOUR_PX}px`,
    blockSize: `${Math.max(item.to - item.from, 0.5) * HOUR_PX}px`,
    insetInlineStart: `${(item.lane / item.lanes) * 100}%`,
    inlineSize: `${100 / item.lanes}%`,
  };
  const status = statusText(liveClass, timing);
  return (
    <li className={slot} style={style}>
      <button
        type="button"
        className={cx(block, look, timing === 'finished' && tone.finished)}
        onClick={() => onOpen(liveClass)}
        aria-haspopup="dialog"
        // The whole title on hover, where a short class cuts it.
        title={liveClass.title}
        data-testid={`week-class-${liveClass.id}`}
      >
        <span className={blockTitle}>{liveClass.title}</span>
        <span>{formatHours(liveClass, i18n.language)}</span>
        <span>{liveClass.teacherName ?? t('liveClasses.noTeacher')}</span>
        <span className={srOnly}>{status}</span>
      </button>
    </li>
  );
}

/**
 * A week as columns of days from its first day, hours down the side, each class placed by its
 * start and length (overlapping ones side by side), today marked. Each class is a button, in
 * the order of time, opening its details and actions.
 */
export function WeekCalendar({ days, classes, now, shownDay, onOpen }: WeekCalendarProps) {
  const { t, i18n } = useTranslation();
  const { placed, firstHour, lastHour } = layoutWeek(classes, days);
  const today = dayKey(new Date(now));
  const dayName = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
  });
  const hourName = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric' });
  const height = (lastHour - firstHour) * HOUR_PX;
  const hourMarks = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i);
  const narrow = (index: number) => (index === shownDay ? undefined : hiddenWhenNarrow);

  return (
    <div className={grid} data-testid="week-calendar">
      <div aria-hidden="true" className={head} />
      {days.map((day, index) => {
        const key = dayKey(day);
        const isToday = key === today;
        return (
          <div
            key={key}
            id={`week-head-${key}`}
            className={cx(head, isToday && todayHead, narrow(index))}
            aria-current={isToday ? 'date' : undefined}
            data-testid={`week-head-${key}`}
          >
            {dayName.format(day)}
            {isToday && <span className={todayNote}>{t('liveClassesManager.week.today')}</span>}
          </div>
        );
      })}
      <div aria-hidden="true" className={hours} style={{ blockSize: `${height}px` }}>
        {hourMarks.map((hour) => (
          <span
            key={hour}
            className={hourLabel}
            style={{ insetBlockStart: `${(hour - firstHour) * HOUR_PX}px` }}
          >
            {hour === firstHour ? '' : hourName.format(new Date(2000, 0, 1, hour))}
          </span>
        ))}
      </div>
      {days.map((day, index) => {
        const key = dayKey(day);
        const own = placed.filter((item) => item.day === index).sort((a, b) => a.from - b.from);
        return (
          <section
            key={key}
            aria-labelledby={`week-head-${key}`}
            className={cx(column, key === today && todayColumn, narrow(index))}
            style={{ blockSize: `${height}px` }}
            data-testid={`week-day-${key}`}
            data-shown={index === shownDay ? 'true' : undefined}
          >
            {own.length === 0 ? (
              <p className={srOnly}>{t('liveClassesManager.week.noClasses')}</p>
            ) : (
              <ol className={list}>
                {own.map((item) => (
                  <ClassBlock
                    key={item.liveClass.id}
                    item={item}
                    firstHour={firstHour}
                    now={now}
                    onOpen={onOpen}
                  />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
