import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  BEAT,
  BEAT_FAILED,
  INTERVAL,
  JOIN_FAILED,
  JOINED,
  SIGN_FAILED,
  SIGNED,
  teacherJoinModel,
  type TeacherJoinSample as SampleEvent,
} from '../../machines/models/teacher-join.model';
import { teacherJoinMachine, type TeacherJoinContext } from '../../machines/teacher-join.machine';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const IN_CLASS = ['inClass.waiting', 'inClass.beating', 'inClass.paused'];

/** The brief's flow, written apart from the machine: where each event leads from each state. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const at = leaf(from.value);
  const { visible } = from.context as TeacherJoinContext;
  switch (event.type) {
    case 'JOIN':
      return ['idle', 'left', 'failed'].includes(at) ? 'signing' : at;
    case SIGNED:
      return 'joining';
    case SIGN_FAILED:
    case JOIN_FAILED:
      return 'failed';
    case JOINED:
      return visible ? 'inClass.waiting' : 'inClass.paused';
    case INTERVAL:
      return 'inClass.beating';
    case BEAT:
      return 'inClass.waiting';
    case BEAT_FAILED:
      return event.error.status === 409 ? 'left' : 'inClass.waiting';
    case 'HIDDEN':
      return at === 'inClass.waiting' || at === 'inClass.beating' ? 'inClass.paused' : at;
    case 'VISIBLE':
      return at === 'inClass.paused' ? 'inClass.beating' : at;
    case 'LEAVE':
    case 'ENDED':
      return IN_CLASS.includes(at) ? 'left' : at;
    case 'DISMISS':
      return at === 'left' || at === 'failed' ? 'idle' : at;
  }
}

const walks = teacherJoinModel.inputs.map((input) => ({
  input,
  ...walk(teacherJoinModel.machine, input, teacherJoinModel.samples),
}));

describe.each(walks)('teacher join graph (visible at start: $input.visible)', (w) => {
  it('follows the flow on every transition', () => {
    expect(w.steps.length).toBeGreaterThan(40);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${JSON.stringify(event)}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
    }
  });

  it('keeps what each step learns: the signature, the failure, why the teacher is out', () => {
    for (const { state, event, nextState } of w.steps) {
      const before = state.context as TeacherJoinContext;
      const after = nextState.context as TeacherJoinContext;
      const e = event as SampleEvent;
      if (e.type === 'JOIN' && leaf(state.value) !== leaf(nextState.value)) {
        expect(after).toMatchObject({
          liveClassId: e.liveClassId,
          meetingId: e.meetingId,
          signature: null,
          failure: null,
          heartbeat: 'none',
          leftBecause: null,
        });
      }
      if (e.type === SIGNED) {
        expect(after).toMatchObject({ signature: 'signed.jwt', meetingId: '81234567890' });
      }
      if (e.type === SIGN_FAILED || e.type === JOIN_FAILED) expect(after.failure).toEqual(e.error);
      if (e.type === BEAT) expect(after.heartbeat).toBe('sent');
      if (e.type === BEAT_FAILED) {
        expect(after.heartbeat).toBe(e.error.status === 409 ? before.heartbeat : 'missed');
      }
      if (e.type === 'LEAVE' && IN_CLASS.includes(leaf(state.value))) {
        expect(after.leftBecause).toBe('leave');
      }
      if (e.type === 'ENDED' && IN_CLASS.includes(leaf(state.value))) {
        expect(after.leftBecause).toBe('finished');
      }
      if (e.type === BEAT_FAILED && e.error.status === 409) {
        expect(after.leftBecause).toBe('finished');
      }
      if (e.type === 'HIDDEN') expect(after.visible).toBe(false);
      if (e.type === 'VISIBLE') expect(after.visible).toBe(true);
      if (e.type === 'DISMISS' && leaf(nextState.value) === 'idle') {
        expect(after).toMatchObject({ liveClassId: null, signature: null, failure: null });
      }
    }
  });

  it('sends heartbeats only in class, and never while the page is hidden', () => {
    const beating = w.snapshots.filter((s) => s.matches({ inClass: 'beating' }));
    expect(beating.length).toBeGreaterThan(0);
    for (const snapshot of w.snapshots) {
      if (!(snapshot.context as TeacherJoinContext).visible) {
        expect(snapshot.matches({ inClass: 'waiting' })).toBe(false);
        expect(snapshot.matches({ inClass: 'beating' })).toBe(false);
      }
    }
    const heartbeatsSent = w.steps.filter((s) => s.event.type === INTERVAL);
    for (const step of heartbeatsSent) expect(leaf(step.state.value)).toBe('inClass.waiting');
  });
});

describe('teacher join coverage', () => {
  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(teacherJoinMachine, walks);
    expect(nodeIds(teacherJoinMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(teacherJoinMachine)).toHaveLength(10);
    expect(untakenEdges(teacherJoinMachine, walks)).toEqual([]);
  });
});
