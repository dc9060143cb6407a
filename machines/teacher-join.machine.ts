import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { HEARTBEAT_SECONDS } from '../contract/live-class-constants';
import { errorMessage } from './error-message';

/** What signing answers: the meeting to start and the SDK signature for it. */
export interface SignedMeeting {
  signature: string;
  meetingId: string;
}

/** Why joining failed: the message shown and the call's status (503: meetings not configured). */
export interface JoinFailure {
  message: string;
  status: number | string | null;
}

export interface TeacherJoinInput {
  /** Whether the page is visible when the actor starts. */
  visible: boolean;
}

export interface TeacherJoinContext {
  liveClassId: string | null;
  meetingId: string | null;
  signature: string | null;
  failure: JoinFailure | null;
  visible: boolean;
  /** How the last heartbeat went: none sent yet in this stay, taken, or failed (retried). */
  heartbeat: 'none' | 'sent' | 'missed';
  /** Why the teacher is out of the class: they left, or the class finished. */
  leftBecause: 'leave' | 'finished' | null;
}

export type TeacherJoinEvent =
  | { type: 'JOIN'; liveClassId: string; meetingId: string | null }
  | { type: 'LEAVE' }
  /** The class's own clock says it finished. */
  | { type: 'ENDED' }
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'DISMISS' };

/** Heartbeat answers that mean the class can no longer be attended (finished, not the teacher's). */
const REFUSED = new Set<unknown>([403, 404, 409]);

function failureOf(error: unknown): JoinFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return {
    message: errorMessage(error),
    status: typeof status === 'number' || typeof status === 'string' ? status : null,
  };
}

/**
 * A teacher joining their Live class: sign (the service answers the meeting and its SDK
 * signature; 503 when meetings are not configured), join (the service records them present),
 * then in class, a heartbeat every HEARTBEAT_SECONDS while the page is visible (paused while it is
 * hidden, sent at once when it shows again), until they leave or the class finishes. A failed
 * heartbeat is noted and retried at the next beat; one the service refuses (the class is over)
 * ends the stay. JOIN again from `failed` or `left` tries again.
 */
export const teacherJoinMachine = setup({
  types: {
    input: {} as TeacherJoinInput,
    context: {} as TeacherJoinContext,
    events: {} as TeacherJoinEvent,
  },
  actors: {
    // Placeholders: the SPA provides the calls (teacherSignature, teacherJoin, teacherHeartbeat).
    signMeeting: fromPromise<SignedMeeting, { liveClassId: string }>(async () => ({
      signature: '',
      meetingId: '',
    })),
    joinMeeting: fromPromise<unknown, { meetingId: string }>(async () => null),
    sendHeartbeat: fromPromise<unknown, { meetingId: string }>(async () => null),
  },
  delays: {
    heartbeatInterval: HEARTBEAT_SECONDS * 1000,
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'JOIN');
      return {
        liveClassId: event.liveClassId,
        meetingId: event.meetingId,
        signature: null,
        failure: null,
        heartbeat: 'none' as const,
        leftBecause: null,
      };
    }),
    keepSignature: assign((_, params: SignedMeeting) => ({
      signature: params.signature,
      meetingId: params.meetingId,
    })),
    fail: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    heartbeatSent: assign({ heartbeat: 'sent' as const }),
    heartbeatMissed: assign({ heartbeat: 'missed' as const }),
    markHidden: assign({ visible: false }),
    markVisible: assign({ visible: true }),
    leftByChoice: assign({ leftBecause: 'leave' as const }),
    classFinished: assign({ leftBecause: 'finished' as const }),
    reset: assign({
      liveClassId: null,
      meetingId: null,
      signature: null,
      failure: null,
      heartbeat: 'none',
      leftBecause: null,
    }),
  },
  guards: {
    hidden: ({ context }) => !context.visible,
    refused: (_, params: { error: unknown }) => REFUSED.has(failureOf(params.error).status),
  },
}).createMachine({
  id: 'teacherJoin',
  context: ({ input }) => ({
    liveClassId: null,
    meetingId: null,
    signature: null,
    failure: null,
    visible: input.visible,
    heartbeat: 'none',
    leftBecause: null,
  }),
  initial: 'idle',
  // The page's visibility is followed in every state, so the stay starts paused if it is hidden.
  on: {
    HIDDEN: { actions: 'markHidden' },
    VISIBLE: { actions: 'markVisible' },
  },
  states: {
    idle: {
      on: { JOIN: { target: 'signing', actions: 'start' } },
    },
    signing: {
      invoke: {
        id: 'signMeeting',
        src: 'signMeeting',
        input: ({ context }) => ({ liveClassId: context.liveClassId ?? '' }),
        onDone: {
          target: 'joining',
          actions: { type: 'keepSignature', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    joining: {
      invoke: {
        id: 'joinMeeting',
        src: 'joinMeeting',
        input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
        onDone: 'inClass',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    inClass: {
      initial: 'present',
      on: {
        LEAVE: { target: 'left', actions: 'leftByChoice' },
        ENDED: { target: 'left', actions: 'classFinished' },
      },
      states: {
        // Joining counts as the first sign of presence; the first heartbeat follows a beat later.
        present: {
          always: [{ guard: 'hidden', target: 'paused' }, { target: 'waiting' }],
        },
        waiting: {
          after: { heartbeatInterval: 'beating' },
          on: { HIDDEN: { target: 'paused', actions: 'markHidden' } },
        },
        beating: {
          invoke: {
            id: 'sendHeartbeat',
            src: 'sendHeartbeat',
            input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
            onDone: { target: 'waiting', actions: 'heartbeatSent' },
            onError: [
              {
                guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                target: '#teacherJoin.left',
                actions: 'classFinished',
              },
              { target: 'waiting', actions: 'heartbeatMissed' },
            ],
          },
          on: { HIDDEN: { target: 'paused', actions: 'markHidden' } },
        },
        // Hidden: no heartbeat; showing the page again sends one at once.
        paused: {
          on: { VISIBLE: { target: 'beating', actions: 'markVisible' } },
        },
      },
    },
    left: {
      on: {
        JOIN: { target: 'signing', actions: 'start' },
        DISMISS: { target: 'idle', actions: 'reset' },
      },
    },
    failed: {
      on: {
        JOIN: { target: 'signing', actions: 'start' },
        DISMISS: { target: 'idle', actions: 'reset' },
      },
    },
  },
});
