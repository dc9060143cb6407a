import type { LiveClass } from '../../../../contract/live-classes';

const MINUTE_MS = 60_000;

export type Timed = Pick<LiveClass, 'startsAt' | 'durationMinutes'>;

export const startOf = (liveClass: Timed): number => Date.parse(liveClass.startsAt);
export const endOf = (liveClass: Timed): number =>
  startOf(liveClass) + liveClass.durationMinutes * MINUTE_MS;

/** Two classes overlap when each starts before the other ends (touching ends do not). */
export const overlaps = (a: Timed, b: Timed): boolean =>
  startOf(a) < endOf(b) && startOf(b) < endOf(a);

/** "6 Dec 2026, 10:00" in the page's language and the user's time zone. */
export function formatStart(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** "10:00–11:30": the class's hours on its day. */
export function formatHours(liveClass: Timed, language: string): string {
  const format = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  return format.formatRange(startOf(liveClass), endOf(liveClass));
}
