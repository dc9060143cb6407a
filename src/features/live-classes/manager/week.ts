import type { Language } from '../../../../contract/constants';

/**
 * The week calendar's days, in the user's time zone. A week starts on the organisation's first
 * day: Saturday when the page is Arabic, Monday otherwise (the organisation's data names none).
 */
export const FIRST_DAY: Record<Language, number> = { ar: 6, en: 1 };

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a YYYY-MM-DD day; null when it is not a real day. */
export function parseDay(key: string): Date | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The local day of a moment, as YYYY-MM-DD. */
export const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Local midnight of the first day of the week holding `date`. */
export function weekStartOf(date: Date, firstDay: number): Date {
  const back = (date.getDay() - firstDay + 7) % 7;
  return addDays(date, -back);
}

/** The seven days of the week starting at `start`. */
export const weekDays = (start: Date): Date[] =>
  Array.from({ length: 7 }, (_, index) => addDays(start, index));
