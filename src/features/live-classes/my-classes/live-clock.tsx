import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useServerOffset } from '../api/server-clock';

/**
 * What the teacher's screen times with: a clock (xstate's, with `now`) and the service's offset.
 * The page runs on the device's timers; tests give a SimulatedClock and move it.
 */
/** xstate's clock (what actors schedule their delays on), with the time. */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
export interface DeviceClock extends Clock {
  now: () => number;
}

export interface LiveClock {
  clock: DeviceClock;
  /** The service's clock now: the device's plus the offset. */
  serverNow: () => number;
  offset: number;
}

const deviceClock: DeviceClock = {
  now: () => Date.now(),
  setTimeout: (fn, timeout) => window.setTimeout(fn, timeout),
  clearTimeout: (id: number) => window.clearTimeout(id),
};

const Context = createContext<LiveClock | null>(null);

export function LiveClockProvider({
  clock = deviceClock,
  children,
}: {
  clock?: DeviceClock | undefined;
  children: ReactNode;
}) {
  const offset = useServerOffset(() => clock.now());
  const value = useMemo(
    () => ({ clock, offset, serverNow: () => clock.now() + offset }),
    [clock, offset],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useLiveClock(): LiveClock {
  const value = useContext(Context);
  if (!value) throw new Error('useLiveClock outside LiveClockProvider');
  return value;
}
