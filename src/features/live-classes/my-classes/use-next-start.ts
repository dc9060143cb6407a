import { useEffect, useState } from 'react';
import type { LiveClass } from '../../../../contract/live-classes';
import { useLiveClock } from './live-clock';

/** setTimeout's longest delay; a later start is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * The class that starts next among `classes` (the one with the countdown), on the service's
 * clock; looked for again when it starts.
 */
export function useNextStart(classes: readonly LiveClass[]): string | null {
  const { clock, serverNow } = useLiveClock();
  const [now, setNow] = useState(serverNow);
  let next: { id: string; start: number } | null = null;
  for (const liveClass of classes) {
    const start = Date.parse(liveClass.startsAt);
    if (start > now && (!next || start < next.start)) next = { id: liveClass.id, start };
  }
  const nextStart = next?.start ?? null;
  useEffect(() => {
    if (nextStart === null) return undefined;
    const delay = Math.min(Math.max(0, nextStart - serverNow()), LONGEST_DELAY_MS);
    const timer = clock.setTimeout(() => setNow(serverNow()), delay);
    return () => clock.clearTimeout(timer);
  }, [nextStart, clock, serverNow]);
  return next?.id ?? null;
}
