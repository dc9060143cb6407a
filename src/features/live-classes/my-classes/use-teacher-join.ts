import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { teacherJoinMachine } from '../../../../machines/teacher-join.machine';
import { requestTeacherSignature, teacherHeartbeat, teacherJoin } from '../api/my-live-classes';
import { useLiveClock } from './live-clock';

export type TeacherJoinActor = ActorRefFrom<typeof teacherJoinMachine>;

const logic = teacherJoinMachine.provide({
  actors: {
    signMeeting: fromPromise(({ input }) => requestTeacherSignature(input.liveClassId)),
    joinMeeting: fromPromise(({ input }) => teacherJoin(input.meetingId)),
    sendHeartbeat: fromPromise(({ input }) => teacherHeartbeat(input.meetingId)),
  },
});

const visibleNow = () => document.visibilityState !== 'hidden';

/**
 * The page's one join actor (a teacher is in one class at a time), on the screen's clock, told
 * when the page is hidden or shown; leaving the page stops it and so the heartbeat.
 */
export function useTeacherJoin(): TeacherJoinActor {
  const { clock } = useLiveClock();
  const actor = useActorRef(logic, { input: { visible: visibleNow() }, clock });
  useEffect(() => {
    const follow = () => actor.send({ type: visibleNow() ? 'VISIBLE' : 'HIDDEN' });
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [actor]);
  return actor;
}

/** The class the teacher is joining or in (null when idle, left or failed). */
export function useJoiningClassId(actor: TeacherJoinActor): string | null {
  return useSelector(actor, (s) =>
    s.matches('signing') || s.matches('joining') || s.matches('inClass')
      ? s.context.liveClassId
      : null,
  );
}
