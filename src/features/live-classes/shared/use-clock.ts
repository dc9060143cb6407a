import { useEffect, useState } from 'react';
import { endOf, startOf, type Timed } from './live-class-time';

/** setTimeout's longest delay; a later boundary is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/** The first start or end of `classes` after `now` (Infinity when none is ahead). */
export function nextBoundary(classes: readonly Timed[], now: number): number {
  let next = Infinity;
  for (const liveClass of classes) {
    for (const moment of [startOf(liveClass), endOf(liveClass)]) {
      if (moment > now && moment < next) next = moment;
    }
  }
  return next;
}

/**
 * The clock as the classes' timing sees it: read again when one of `classes` starts or ends,
 * which is when the machine moves it (Not Started -> Live -> Finished) and its badge changes.
 * `onBoundary` runs then too, e.g. to fetch the classes' allowed actions again.
 */
export function useClock(classes: readonly Timed[], onBoundary?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextBoundary(classes, now);
  useEffect(() => {
    if (next === Infinity) return undefined;
    const delay = Math.min(Math.max(next - Date.now(), 0), LONGEST_DELAY_MS);
    const timer = setTimeout(() => {
      const current = Date.now();
      setNow(current);
      if (current >= next) onBoundary?.();
    }, delay);
    return () => clearTimeout(timer);
  }, [next, now, onBoundary]);
  return now;
}
