import { liveClassMachine, type LiveClassFacts, type LiveClassInput } from '../live-class.machine';
import type { MachineModel } from '../model-paths';

export const MINUTE = 60_000;
export const NOW = Date.parse('2026-11-24T10:00:00Z');
/** An hour ahead of NOW, for 45 minutes. */
export const START = NOW + 60 * MINUTE;
export const DURATION = 45;

const bools = [false, true];
/** Every combination of the facts the guards read, for a class starting at START. */
export const FACTS: LiveClassFacts[] = bools.flatMap((hasTeacher) =>
  bools.flatMap((teacherClash) =>
    bools.map((callerIsTeacher) => ({
      startsAt: START,
      durationMinutes: DURATION,
      hasTeacher,
      teacherClash,
      callerIsTeacher,
    })),
  ),
);

export const liveClassModel: MachineModel<LiveClassInput> = {
  machine: liveClassMachine,
  // Time is walked through the delayed events, from an actor started at NOW.
  inputs: FACTS.map((facts) => ({ ...facts, now: NOW })),
  samples: [],
};
