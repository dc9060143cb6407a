import { useEffect, useState } from 'react';
import { endOf, startOf, type Timed } from './live-class-time';

/** setTimeout's longest delay; a later boundary is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * The clock as the classes' timing sees it: read again when one of `classes` starts or ends,
 * which is when the machine moves it (Not Started -> Live -> Finished) and its badge changes.
 * `onBoundary` runs then too, e.g. to fetch the classes' allowed actions again.
 */
export function useClock(classes: readonly Timed[], onBoundary?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const current = Date.now();
    const next = classes
      .flatMap((liveClass) => [startOf(liveClass), endOf(liveClass)])
      .filter((moment) => moment > current)
      .reduce((soonest, moment) => Math.min(soonest, moment), Infinity);
    if (next === Infinity) return undefined;
    const delay = Math.min(next - current, LONGEST_DELAY_MS);
    const timer = setTimeout(() => {
      setNow(Date.now());
      if (Date.now() >= next) onBoundary?.();
    }, delay);
    return () => clearTimeout(timer);
  }, [classes, now, onBoundary]);
  return now;
}
