import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEETING_KEYS_PATH,
  type MeetingKeysBody,
  type MeetingKeysStatus,
} from '../../../../contract/meetings';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { settingsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** Which of the platform's meeting keys are set (never their values). */
export const meetingKeysKey = ['settings', 'meetingKeys'] as const;

export async function fetchMeetingKeys(): Promise<MeetingKeysStatus> {
  const { data } = await send<Envelope<MeetingKeysStatus>>(settingsApi.get(MEETING_KEYS_PATH));
  return data;
}

/** Replaces the keys given (`null` clears one); answers which are set now. */
export async function saveMeetingKeys(body: MeetingKeysBody): Promise<Done> {
  const answer = await send<Envelope<MeetingKeysStatus> | null>(
    settingsApi.put(MEETING_KEYS_PATH, { json: body }),
  );
  return { message: answer?.message ?? '' };
}

export function useMeetingKeys(enabled: boolean) {
  return useQuery({ queryKey: meetingKeysKey, queryFn: fetchMeetingKeys, enabled });
}

export function useSaveMeetingKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingKeys,
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeysKey }),
  });
}
