import { and, not, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import {
  LIVE_CLASS_ACTIONS,
  LIVE_CLASS_MESSAGES,
  type InvalidReason,
  type LiveClassAction,
  type LiveClassApproval,
  type LiveClassTiming,
  type LiveClassValidity,
} from '../contract/live-class-constants';

/** What the machine needs to know about a class and the caller; the service works them out. */
export interface LiveClassFacts {
  /** Start (epoch ms) and length: the timing follows the server's clock. */
  startsAt: number;
  durationMinutes: number;
  hasTeacher: boolean;
  /**
   * The class's teacher (or the one being assigned or taking it) already teaches an approved
   * class at an overlapping time.
   */
  teacherClash: boolean;
  /** The caller is the class's teacher (joining, the heartbeat). */
  callerIsTeacher: boolean;
}

/** A running actor's input: the facts and the clock reading it starts at. */
export interface LiveClassInput extends LiveClassFacts {
  now: number;
}

export type LiveClassEvent =
  | { type: 'APPROVE' }
  | { type: 'ACCEPT' }
  | { type: 'ASSIGN_TEACHER' }
  | { type: 'VALIDATE' }
  | { type: 'INVALIDATE' }
  | { type: 'UPDATE' }
  | { type: 'DELETE' }
  | { type: 'ADMIN_ENTER' }
  | { type: 'JOIN' }
  | { type: 'HEARTBEAT' };

const EVENT_OF: Record<LiveClassAction, LiveClassEvent['type']> = {
  approve: 'APPROVE',
  accept: 'ACCEPT',
  assignTeacher: 'ASSIGN_TEACHER',
  validate: 'VALIDATE',
  update: 'UPDATE',
  delete: 'DELETE',
  adminEnter: 'ADMIN_ENTER',
  join: 'JOIN',
  heartbeat: 'HEARTBEAT',
};

const MINUTE_MS = 60_000;
const notStarted = stateIn('#liveClass.timing.notStarted');
const live = stateIn('#liveClass.timing.live');
const approved = stateIn('#liveClass.approval.approved');
const unapproved = stateIn('#liveClass.approval.unapproved');

/**
 * A live class, in three regions:
 * - approval: unapproved -> approved (approve: before it starts, its teacher free at that time);
 * - timing: Not Started -> Live -> Finished, from its start and duration on the server's clock;
 * - validity: a class is marked invalid when it has no teacher, its teacher is double-booked, or
 *   its start passed while unapproved; validate returns it to valid once that is fixed.
 * Update and delete only before it starts (an unapproved class never starts: it may still be
 * rescheduled or deleted); a teacher is assigned, or takes an approved class that has none,
 * only before it starts and only when free; admins enter, and the class's teacher joins and
 * keeps the heartbeat, only while it is Live and approved.
 * The levels service asks it before every change (409 otherwise); the console asks it which
 * actions to offer, and runs it to open the join button when the class goes Live.
 */
export const liveClassMachine = setup({
  types: {
    context: {} as LiveClassInput,
    input: {} as LiveClassInput,
    events: {} as LiveClassEvent,
  },
  delays: {
    untilStart: ({ context }) => Math.max(0, context.startsAt - context.now),
    // Live is entered at the start, or at once when the actor starts later than that.
    untilEnd: ({ context }) =>
      Math.max(
        0,
        context.startsAt +
          context.durationMinutes * MINUTE_MS -
          Math.max(context.now, context.startsAt),
      ),
  },
  // What each allowed action does is the service's to write; the names make them injectable.
  actions: {
    takeClass: () => {},
    assignTeacher: () => {},
    updateClass: () => {},
    deleteClass: () => {},
    enterAsAdmin: () => {},
    joinAsTeacher: () => {},
    recordHeartbeat: () => {},
  },
  guards: {
    hasTeacher: ({ context }) => context.hasTeacher,
    teacherFree: ({ context }) => !context.teacherClash,
    callerIsTeacher: ({ context }) => context.callerIsTeacher,
    /** What made it invalid is fixed: a free teacher, and a start still ahead unless approved. */
    fixed: and(['hasTeacher', 'teacherFree', or([approved, notStarted])]),
  },
}).createMachine({
  id: 'liveClass',
  type: 'parallel',
  context: ({ input }) => input,
  states: {
    approval: {
      initial: 'unapproved',
      states: {
        unapproved: {
          on: { APPROVE: { guard: and([notStarted, 'teacherFree']), target: 'approved' } },
        },
        approved: {},
      },
    },
    timing: {
      initial: 'notStarted',
      states: {
        notStarted: { after: { untilStart: 'live' } },
        live: { after: { untilEnd: 'finished' } },
        finished: {},
      },
    },
    validity: {
      initial: 'valid',
      states: {
        valid: { on: { INVALIDATE: 'invalid' } },
        invalid: { on: { VALIDATE: { guard: 'fixed', target: 'valid' } } },
      },
    },
  },
  on: {
    ACCEPT: {
      guard: and([approved, notStarted, not('hasTeacher'), 'teacherFree']),
      actions: 'takeClass',
    },
    ASSIGN_TEACHER: { guard: and([notStarted, 'teacherFree']), actions: 'assignTeacher' },
    UPDATE: { guard: or([notStarted, unapproved]), actions: 'updateClass' },
    DELETE: { guard: or([notStarted, unapproved]), actions: 'deleteClass' },
    ADMIN_ENTER: { guard: and([live, approved]), actions: 'enterAsAdmin' },
    JOIN: { guard: and([live, approved, 'callerIsTeacher']), actions: 'joinAsTeacher' },
    HEARTBEAT: { guard: and([live, approved, 'callerIsTeacher']), actions: 'recordHeartbeat' },
  },
});

export type LiveClassSnapshot = SnapshotFrom<typeof liveClassMachine>;

export interface LiveClassState {
  approval: LiveClassApproval;
  timing: LiveClassTiming;
  validity: LiveClassValidity;
}

/** Where the clock puts a class: the same rule as the machine's delays. */
export function timingOf(startsAt: number, durationMinutes: number, now: number): LiveClassTiming {
  if (now < startsAt) return 'notStarted';
  return now < startsAt + durationMinutes * MINUTE_MS ? 'live' : 'finished';
}

/**
 * Why a class is invalid now: its stored reason, or 'startPassed' once an unapproved class has
 * started (true by the clock alone, so never stored). The service answers it; the console reads
 * the same rule as its clock moves the class on.
 */
export function invalidReasonNow(
  stored: InvalidReason | null,
  approval: LiveClassApproval,
  timing: LiveClassTiming,
): InvalidReason | null {
  if (stored) return stored;
  return approval === 'unapproved' && timing !== 'notStarted' ? 'startPassed' : null;
}

function snapshotOf(state: LiveClassState, facts: LiveClassFacts, now: number) {
  return liveClassMachine.resolveState({ value: { ...state }, context: { ...facts, now } });
}

/** Whether `action` is allowed for a class in `state` with these facts at `now`. */
export function liveClassAllows(
  state: LiveClassState,
  action: LiveClassAction,
  facts: LiveClassFacts,
  now: number,
): boolean {
  return snapshotOf(state, facts, now).can({ type: EVENT_OF[action] });
}

/** The actions allowed, in a stable order for buttons. */
export function allowedLiveClassActions(
  state: LiveClassState,
  facts: LiveClassFacts,
  now: number,
): LiveClassAction[] {
  const snapshot = snapshotOf(state, facts, now);
  return LIVE_CLASS_ACTIONS.filter((action) => snapshot.can({ type: EVENT_OF[action] }));
}

/**
 * Why the machine refuses a manager an action they would look for on a class in `state`, in the
 * words the live-classes service answers its 409 with (it calls this too): an approved class
 * that has started cannot be changed or deleted; one that started unapproved cannot be
 * approved. Null when the state does not explain a refusal (allowed, or refused for a reason
 * the service names otherwise, such as the teacher's other class).
 */
export function liveClassRefusal(state: LiveClassState, action: LiveClassAction): string | null {
  if (state.timing === 'notStarted') return null;
  if ((action === 'update' || action === 'delete') && state.approval === 'approved') {
    return LIVE_CLASS_MESSAGES.startedNoChange;
  }
  if (action === 'approve' && state.approval === 'unapproved') {
    return LIVE_CLASS_MESSAGES.startedNoApproval;
  }
  return null;
}
