import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import type { LiveClass, LiveClassTiming } from '../../../../contract/live-classes';
import {
  liveClassAllows,
  liveClassMachine,
  type LiveClassFacts,
} from '../../../../machines/live-class.machine';
import { useLiveClock } from './live-clock';

/** The machine's facts of one of the caller's classes (the service has checked the rest). */
export const factsOf = (
  liveClass: Pick<LiveClass, 'startsAt' | 'durationMinutes' | 'teacherId'>,
  callerIsTeacher = true,
): LiveClassFacts => ({
  startsAt: Date.parse(liveClass.startsAt),
  durationMinutes: liveClass.durationMinutes,
  hasTeacher: liveClass.teacherId !== null,
  teacherClash: false,
  callerIsTeacher,
});

/**
 * Where a class is on the clock, from a running live-class actor started at the service's now:
 * it moves Not Started -> Live -> Finished at the right moments without a reload. Until it
 * moves, the service's `timing` stands. `running` false (past classes) starts no actor.
 */
export function useClassTiming(liveClass: LiveClass, running = true): LiveClassTiming {
  const { clock, serverNow } = useLiveClock();
  const [moved, setMoved] = useState<{ id: string; timing: LiveClassTiming } | null>(null);
  const { id, startsAt, durationMinutes, teacherId } = liveClass;
  useEffect(() => {
    if (!running) return undefined;
    const facts = factsOf({ startsAt, durationMinutes, teacherId });
    const actor = createActor(liveClassMachine, { input: { ...facts, now: serverNow() }, clock });
    actor.start();
    // Subscribed once started, so only moves are taken: the actor starts Not Started even for a
    // class already Live, and moves on at once (a delay of 0).
    const subscription = actor.subscribe((snapshot) =>
      setMoved({ id, timing: snapshot.value.timing }),
    );
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [id, startsAt, durationMinutes, teacherId, running, clock, serverNow]);
  return moved?.id === id ? moved.timing : liveClass.timing;
}

/**
 * Whether the teacher may join now: on load the service's `actions` decide; once the clock has
 * moved the class on, the machine decides from its approval and validity and the new timing.
 */
export function canJoin(liveClass: LiveClass, timing: LiveClassTiming, now: number): boolean {
  if (timing === liveClass.timing) return liveClass.actions.includes('join');
  const state = { approval: liveClass.approval, timing, validity: liveClass.validity };
  return liveClassAllows(state, 'join', factsOf(liveClass), now);
}
