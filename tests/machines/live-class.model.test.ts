import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  LIVE_CLASS_ACTIONS,
  LIVE_CLASS_APPROVALS,
  LIVE_CLASS_MESSAGES,
  LIVE_CLASS_TIMINGS,
  LIVE_CLASS_VALIDITIES,
  type LiveClassAction,
} from '../../contract/live-classes';
import {
  allowedLiveClassActions,
  liveClassAllows,
  liveClassMachine,
  liveClassRefusal,
  timingOf,
  type LiveClassFacts,
  type LiveClassState,
} from '../../machines/live-class.machine';
import {
  DURATION,
  FACTS,
  liveClassModel,
  MINUTE,
  NOW,
  START,
} from '../../machines/models/live-class.model';
import { nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** The now at which a class starting at START is in `timing`. */
const NOW_IN = { notStarted: NOW, live: START + MINUTE, finished: START + 46 * MINUTE } as const;

const STATES: LiveClassState[] = LIVE_CLASS_APPROVALS.flatMap((approval) =>
  LIVE_CLASS_TIMINGS.flatMap((timing) =>
    LIVE_CLASS_VALIDITIES.map((validity) => ({ approval, timing, validity })),
  ),
);

/** The rules of the issue and ARCHITECTURE, written out independently of the machine. */
function expected(state: LiveClassState, facts: LiveClassFacts, action: LiveClassAction) {
  const before = state.timing === 'notStarted';
  const live = state.timing === 'live';
  const approved = state.approval === 'approved';
  const free = !facts.teacherClash;
  switch (action) {
    case 'approve':
      return !approved && before && free;
    case 'accept':
      return approved && before && !facts.hasTeacher && free;
    case 'assignTeacher':
      return before && free;
    case 'validate':
      return state.validity === 'invalid' && facts.hasTeacher && free && (approved || before);
    case 'update':
    case 'delete':
      return before || !approved;
    case 'adminEnter':
      return live && approved;
    case 'join':
    case 'heartbeat':
      return live && approved && facts.callerIsTeacher;
  }
}

describe('live class rules (what the service and the console ask)', () => {
  const cases = STATES.flatMap((state) =>
    FACTS.flatMap((facts) => LIVE_CLASS_ACTIONS.map((action) => [state, facts, action] as const)),
  );

  it(`decides all ${cases.length} combinations of state, facts and action as the rules say`, () => {
    const wrong = cases.filter(
      ([state, facts, action]) =>
        liveClassAllows(state, action, facts, NOW_IN[state.timing]) !==
        expected(state, facts, action),
    );
    expect(wrong).toEqual([]);
  });

  it('explains a refusal by the state only where no facts would allow the action', () => {
    const explained = STATES.flatMap((state) =>
      LIVE_CLASS_ACTIONS.filter((action) => liveClassRefusal(state, action) !== null).map(
        (action) => [state, action] as const,
      ),
    );
    expect(explained.length).toBeGreaterThan(0);
    const allowedSomehow = explained.filter(([state, action]) =>
      FACTS.some((facts) => liveClassAllows(state, action, facts, NOW_IN[state.timing])),
    );
    expect(allowedSomehow).toEqual([]);
    // What a manager looks for: Edit and Delete of an approved class once it started.
    const started = { approval: 'approved', timing: 'live', validity: 'valid' } as const;
    expect(liveClassRefusal(started, 'update')).toBe(LIVE_CLASS_MESSAGES.startedNoChange);
    expect(liveClassRefusal({ ...started, timing: 'notStarted' }, 'update')).toBeNull();
  });

  it('lists the allowed actions in the stable order of the contract', () => {
    const facts = FACTS.find((f) => f.hasTeacher && !f.teacherClash && !f.callerIsTeacher)!;
    const state: LiveClassState = {
      approval: 'unapproved',
      timing: 'notStarted',
      validity: 'invalid',
    };
    expect(allowedLiveClassActions(state, facts, NOW)).toEqual([
      'approve',
      'assignTeacher',
      'validate',
      'update',
      'delete',
    ]);
    expect(
      allowedLiveClassActions(
        { ...state, approval: 'approved', timing: 'live' },
        facts,
        NOW_IN.live,
      ),
    ).toEqual(['validate', 'adminEnter']);
  });
});

describe('live class graph', () => {
  const walks = liveClassModel.inputs.map((input) =>
    walk(liveClassModel.machine, input, liveClassModel.samples),
  );

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(liveClassMachine, walks);
    expect(nodeIds(liveClassMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(liveClassMachine, walks)).toEqual([]);
  });

  it('never leaves approved, and never goes back in time', () => {
    const steps = walks.flatMap((w) => w.steps);
    const order = LIVE_CLASS_TIMINGS;
    for (const { state, nextState } of steps) {
      const before = state.value as unknown as LiveClassState;
      const after = nextState.value as unknown as LiveClassState;
      if (before.approval === 'approved') expect(after.approval).toBe('approved');
      expect(order.indexOf(after.timing)).toBeGreaterThanOrEqual(order.indexOf(before.timing));
    }
  });
});

describe('live class timing on a simulated clock', () => {
  const start = (facts: Partial<LiveClassFacts> = {}, now = NOW) => {
    const clock = new SimulatedClock();
    clock.set(now);
    const input = {
      startsAt: START,
      durationMinutes: DURATION,
      hasTeacher: true,
      teacherClash: false,
      callerIsTeacher: true,
      now,
      ...facts,
    };
    const actor = createActor(liveClassMachine, { input, clock }).start();
    return { actor, clock, timing: () => (actor.getSnapshot().value as { timing: string }).timing };
  };

  it('goes Live at its start to the millisecond, and Finished at its end', () => {
    const { actor, clock, timing } = start();
    actor.send({ type: 'APPROVE' });
    clock.increment(START - NOW - 1);
    expect(timing()).toBe('notStarted');
    expect(actor.getSnapshot().can({ type: 'JOIN' })).toBe(false);
    clock.increment(1);
    expect(timing()).toBe('live');
    expect(actor.getSnapshot().can({ type: 'JOIN' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'UPDATE' })).toBe(false);
    clock.increment(DURATION * MINUTE - 1);
    expect(timing()).toBe('live');
    clock.increment(1);
    expect(timing()).toBe('finished');
    expect(actor.getSnapshot().can({ type: 'JOIN' })).toBe(false);
    expect(timingOf(START, DURATION, START - 1)).toBe('notStarted');
    expect(timingOf(START, DURATION, START)).toBe('live');
    expect(timingOf(START, DURATION, START + DURATION * MINUTE)).toBe('finished');
  });

  it('an actor started during the class is Live at once; an unapproved one cannot be joined', () => {
    const { actor, clock, timing } = start({}, START + 10 * MINUTE);
    clock.increment(0);
    expect(timing()).toBe('live');
    expect(actor.getSnapshot().can({ type: 'JOIN' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'APPROVE' })).toBe(false);
    // Never approved, it may still be rescheduled or deleted.
    expect(actor.getSnapshot().can({ type: 'UPDATE' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'DELETE' })).toBe(true);
  });
});
