import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LiveClass, LiveClassTiming } from '../../../../contract/live-classes';
import { invalidReasonNow, timingOf } from '../../../../machines/live-class.machine';
import { css } from '../../../../styled-system/css';
import { StatusBadge, type BadgeTone } from '../../../ui/status-badge';
import { formatStart, startOf } from './live-class-time';

const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'start', gap: '1' });
const clashStyle = css({ fontSize: 'sm', color: 'red.800' });

/** Where the machine's clock puts the class now (the service's `timing` was read earlier). */
export const timingNow = (liveClass: LiveClass, now: number): LiveClassTiming =>
  timingOf(startOf(liveClass), liveClass.durationMinutes, now);

/**
 * The machine's three regions (timing, approval, validity) read as one phrase, so the badges can
 * never contradict each other ("Approved" beside "Invalid"). A finished class is finished
 * whatever else was true; a class ahead says its approval, then what stops it if anything
 * ("Awaiting approval, needs a teacher"); a live one says whether it can go on.
 */
export function statusOf(
  t: TFunction,
  liveClass: LiveClass,
  timing: LiveClassTiming,
): { text: string; tone: BadgeTone } {
  const say = (key: string, values?: Record<string, string>) =>
    t(`liveClasses.status.${key}`, values ?? {});
  const { approval } = liveClass;
  if (timing === 'finished') return { text: say(`finished.${approval}`), tone: 'neutral' };
  // The machine's rule as the clock moves the class on: started unapproved is invalid even when
  // it was read as valid before its start.
  const current = invalidReasonNow(liveClass.invalidReason, approval, timing);
  const reason = current ?? (liveClass.validity === 'invalid' ? 'invalid' : null);
  if (timing === 'live')
    return reason
      ? { text: say(`live.${reason}`), tone: 'danger' }
      : { text: say('live.approved'), tone: 'success' };
  if (reason)
    return {
      text: say(`notStarted.${approval}With`, { status: say(`reasons.${reason}`) }),
      tone: 'danger',
    };
  return {
    text: say(`notStarted.${approval}`),
    tone: approval === 'approved' ? 'info' : 'warning',
  };
}

/** The class's status phrase, as the calendar's blocks and the badge say it. */
export function useStatusText() {
  const { t } = useTranslation();
  return (liveClass: LiveClass, timing: LiveClassTiming) => statusOf(t, liveClass, timing).text;
}

export interface LiveClassStatusProps {
  liveClass: LiveClass;
  timing: LiveClassTiming;
  /** Who reads it: a manager may fix a double booking; a teacher asks for it. */
  reader: 'manager' | 'teacher';
  /** The table's cell: the clashing class named, without the fix. */
  compact?: boolean;
  /** `live-class` (the manager's screens) or `my-class` (the teacher's). */
  testIdPrefix: string;
}

/**
 * One badge with the class's status, and, when its teacher is double-booked, with which class
 * and when, and the fix this reader may take.
 */
export function LiveClassStatus({
  liveClass,
  timing,
  reader,
  compact,
  testIdPrefix,
}: LiveClassStatusProps) {
  const { t, i18n } = useTranslation();
  const { text, tone } = statusOf(t, liveClass, timing);
  const clash = timing !== 'finished' ? liveClass.clashesWith : null;
  return (
    <span className={stack}>
      <StatusBadge
        tone={tone}
        data-testid={`${testIdPrefix}-status-${liveClass.id}`}
        data-timing={timing}
      >
        {text}
      </StatusBadge>
      {clash && (
        <span className={clashStyle} data-testid={`${testIdPrefix}-clash-${liveClass.id}`}>
          {t(compact ? 'liveClasses.clash.short' : 'liveClasses.clash.long', {
            title: clash.title,
            start: formatStart(clash.startsAt, i18n.language),
            teacher: liveClass.teacherName ?? '',
          })}
          {!compact && ` ${t(`liveClasses.clash.fix.${reader}`)}`}
        </span>
      )}
    </span>
  );
}
