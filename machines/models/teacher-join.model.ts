import { LIVE_CLASS_MESSAGES } from '../../contract/live-class-constants';
import type { MachineModel } from '../model-paths';
import {
  teacherJoinMachine,
  type TeacherJoinEvent,
  type TeacherJoinInput,
} from '../teacher-join.machine';

export const SIGNED = 'xstate.done.actor.signMeeting';
export const SIGN_FAILED = 'xstate.error.actor.signMeeting';
export const JOINED = 'xstate.done.actor.joinMeeting';
export const JOIN_FAILED = 'xstate.error.actor.joinMeeting';
export const BEAT = 'xstate.done.actor.sendHeartbeat';
export const BEAT_FAILED = 'xstate.error.actor.sendHeartbeat';
export const INTERVAL = 'xstate.after.heartbeatInterval.teacherJoin.inClass.waiting';

type Failure = { status: number | string; message: string };
export type TeacherJoinSample =
  | TeacherJoinEvent
  | { type: typeof SIGNED; output: { signature: string; meetingId: string } }
  | { type: typeof SIGN_FAILED | typeof JOIN_FAILED | typeof BEAT_FAILED; error: Failure }
  | { type: typeof JOINED | typeof BEAT; output: null }
  | { type: typeof INTERVAL };

export const notConfigured = { status: 503, message: LIVE_CLASS_MESSAGES.meetingsNotConfigured };
export const finished = { status: 409, message: LIVE_CLASS_MESSAGES.notAllowed('heartbeat') };
export const offline = { status: 'FETCH_ERROR', message: 'The server cannot be reached.' };

export const teacherJoinModel: MachineModel<TeacherJoinInput, TeacherJoinSample> = {
  machine: teacherJoinMachine,
  inputs: [{ visible: true }, { visible: false }],
  samples: [
    { type: 'JOIN', liveClassId: 'class-a', meetingId: '81234567890' },
    { type: 'JOIN', liveClassId: 'class-b', meetingId: null },
    { type: SIGNED, output: { signature: 'signed.jwt', meetingId: '81234567890' } },
    { type: SIGN_FAILED, error: notConfigured },
    { type: JOINED, output: null },
    { type: JOIN_FAILED, error: finished },
    { type: BEAT, output: null },
    { type: BEAT_FAILED, error: finished },
    { type: BEAT_FAILED, error: offline },
  ],
};
