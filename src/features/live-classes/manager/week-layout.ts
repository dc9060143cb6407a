import type { LiveClass } from '../../../../contract/live-classes';
import { endOf, startOf } from '../shared/live-class-time';
import { dayKey } from './week';

const HOUR_MS = 3_600_000;
/** The hours shown when the week's classes fit inside them. */
const DAY_HOURS = { start: 8, end: 20 } as const;

/** A class placed in the week: its day column, its hours on that day and its lane. */
export interface Placed {
  liveClass: LiveClass;
  /** 0 to 6, from the week's first day. */
  day: number;
  /** Hours from the day's midnight (the end cut at midnight). */
  from: number;
  to: number;
  /** Classes overlapping on a day share its width: this one's lane of `lanes`. */
  lane: number;
  lanes: number;
}

export interface WeekLayout {
  placed: Placed[];
  /** The hours the calendar shows, whole: every class inside them. */
  firstHour: number;
  lastHour: number;
}

/** Lanes for one day's classes: overlapping ones side by side, each group as wide as it needs. */
function assignLanes(day: Placed[]): void {
  const sorted = [...day].sort((a, b) => a.from - b.from || b.to - a.to);
  let group: Placed[] = [];
  let groupEnd = -Infinity;
  const close = () => {
    const lanes = Math.max(0, ...group.map((item) => item.lane)) + 1;
    for (const item of group) item.lanes = lanes;
    group = [];
  };
  for (const item of sorted) {
    if (item.from >= groupEnd && group.length > 0) close();
    const laneEnds: number[] = [];
    for (const other of group) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? 0, other.to);
    const free = laneEnds.findIndex((end) => end <= item.from);
    item.lane = free === -1 ? laneEnds.length : free;
    group.push(item);
    groupEnd = Math.max(groupEnd, item.to);
  }
  if (group.length > 0) close();
}

/** Places the classes starting on one of `days` (local midnights) by their start and length. */
export function layoutWeek(classes: readonly LiveClass[], days: readonly Date[]): WeekLayout {
  const keys = days.map(dayKey);
  const placed: Placed[] = [];
  for (const liveClass of classes) {
    const start = new Date(startOf(liveClass));
    const day = keys.indexOf(dayKey(start));
    const midnight = days[day];
    if (!midnight) continue;
    const from = (start.getTime() - midnight.getTime()) / HOUR_MS;
    const to = Math.min(24, (endOf(liveClass) - midnight.getTime()) / HOUR_MS);
    placed.push({ liveClass, day, from, to, lane: 0, lanes: 1 });
  }
  for (let day = 0; day < days.length; day += 1) assignLanes(placed.filter((p) => p.day === day));
  return {
    placed,
    firstHour: Math.min(DAY_HOURS.start, ...placed.map((p) => Math.floor(p.from))),
    lastHour: Math.max(DAY_HOURS.end, ...placed.map((p) => Math.ceil(p.to))),
  };
}
