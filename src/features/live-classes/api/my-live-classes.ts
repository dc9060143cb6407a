import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveClassAttendance } from '../../../../contract/live-classes';
import { LIVE_PATHS } from '../../../../contract/live-classes-paths';
import type { MeetingSignature } from '../../../../contract/meetings';
import type { MyClassesWhen } from '../../../../contract/my-live-classes';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';
import {
  myLiveClassesKey,
  refreshLiveClasses,
  setLiveClassApproval,
  type LiveClassPage,
} from '../../../api/live-classes';
import type { Done } from '../../../api/organizations';

/**
 * A teacher's calls on the levels service: their own classes (upcoming or past), taking an
 * available class, and joining a Live one (signature, join, heartbeat). The available list and
 * the teacher's reviews are the shared ones of ./live-classes.
 */
export interface MyClassesQuery {
  pageNumber: number;
  when: MyClassesWhen;
}

/** `GET v2/admin/live-classes/myClasses?when=`: upcoming soonest first, past latest first. */
export async function fetchMyClasses(query: MyClassesQuery): Promise<LiveClassPage> {
  const { data } = await send<Envelope<LiveClassPage>>(
    levelsApi.get(LIVE_PATHS.mine, {
      searchParams: { pageNumber: query.pageNumber, when: query.when },
    }),
  );
  return data;
}

export function useMyClasses(query: MyClassesQuery) {
  return useQuery({
    // Under the shared key, so any change to a class refreshes these too.
    queryKey: myLiveClassesKey(query),
    queryFn: () => fetchMyClasses(query),
    placeholderData: keepPreviousData,
  });
}

/** `PUT v1/live-class/accept/{id}`: the teacher takes an available class (409 on a clash). */
export const acceptLiveClass = (id: string): Promise<Done> => setLiveClassApproval('accept', id);

/** Taking a class moves it from the available list to the teacher's own: all are fetched again. */
export function useAcceptLiveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptLiveClass,
    onSettled: () => refreshLiveClasses(client),
  });
}

/**
 * `POST v2/live-classes/teacher/generate-signature`: the meeting (made by the service if the class
 * had none) and the Meeting SDK signature for it; 503 when meetings are not configured.
 */
export async function requestTeacherSignature(liveClassId: string): Promise<MeetingSignature> {
  const { data } = await send<Envelope<MeetingSignature>>(
    levelsApi.post(LIVE_PATHS.teacherSignature, { json: { liveClassId } }),
  );
  return data;
}

/** `GET v1/live-class/{meetingId}/teachers/join`: the service opens the teacher's attendance. */
export async function teacherJoin(meetingId: string): Promise<LiveClassAttendance> {
  const { data } = await send<Envelope<LiveClassAttendance>>(
    levelsApi.get(LIVE_PATHS.teacherJoin(meetingId)),
  );
  return data;
}

/** `GET v1/live-class/{meetingId}/teachers/heartbeat`: still there (409 once the class is over). */
export async function teacherHeartbeat(meetingId: string): Promise<LiveClassAttendance> {
  const { data } = await send<Envelope<LiveClassAttendance>>(
    levelsApi.get(LIVE_PATHS.teacherHeartbeat(meetingId)),
  );
  return data;
}
