import { SHEET_START_FORMAT } from '../../../../contract/live-classes';

export type SheetStart =
  { ok: true; startsAt: Date } | { ok: false; reason: 'startFormat' | 'startNotADate' };

const MINUTE_MS = 60_000;

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (epoch ms). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/**
 * A sheet's `start date` (day/month/year hours:minutes, SHEET_START_FORMAT) read as the wall
 * clock of `timeZone`. Not that shape: 'startFormat'. A day, month, hour or minute that does
 * not exist (31/02, 24:00, 10:60, or a local time skipped by a daylight-saving change):
 * 'startNotADate'. Pure: whether it is in the future is the caller's question.
 */
export function readSheetStart(text: string, timeZone: string): SheetStart {
  const match = SHEET_START_FORMAT.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return { ok: false, reason: 'startFormat' };
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (
    hour > 23 ||
    minute > 59 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return { ok: false, reason: 'startNotADate' };
  }
  // The zone's offset at the guess, then again at the result (the offset may differ there).
  let instant = wall - (wallClockOf(wall, timeZone) - wall);
  instant = wall - (wallClockOf(instant, timeZone) - instant);
  // A local time the zone skips (spring forward) never reads back as written.
  if (wallClockOf(instant, timeZone) !== wall) return { ok: false, reason: 'startNotADate' };
  return { ok: true, startsAt: new Date(Math.round(instant / MINUTE_MS) * MINUTE_MS) };
}
