import { useEffect, useState } from 'react';
import { useLiveClock } from './live-clock';

/** The service's clock, read again every `everyMs` on the screen's clock (a countdown's tick). */
export function useServerNow(everyMs = 1000): number {
  const { clock, serverNow } = useLiveClock();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let timer: unknown;
    const tick = () => {
      setNow(serverNow());
      timer = clock.setTimeout(tick, everyMs);
    };
    tick();
    return () => clock.clearTimeout(timer);
  }, [clock, serverNow, everyMs]);
  return now;
}
