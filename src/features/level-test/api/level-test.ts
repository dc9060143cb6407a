import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppSettings } from '../../../../contract/general';
import { USERS_PATHS } from '../../../../contract/paths';
import {
  SUCCESS_RANGE_PATHS,
  type AppSettingsBody,
  type LevelSettings,
  type SuccessRangeBody,
} from '../../../../contract/success-ranges';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { settingsApi, usersApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** The level test's score ranges with the scores they leave uncovered (settings service). */
export const levelSettingsKey = ['settings', 'levelTest', 'ranges'] as const;
/** The level test's duration (users service's app settings). */
export const appSettingsKey = ['users', 'appSettings'] as const;

export async function fetchLevelSettings(): Promise<LevelSettings> {
  const { data } = await send<Envelope<LevelSettings>>(settingsApi.get(SUCCESS_RANGE_PATHS.levels));
  return data;
}

/** Adds a range (`id` null) or replaces one; a range in the way answers 409 naming it. */
export async function saveSuccessRange(id: string | null, body: SuccessRangeBody): Promise<Done> {
  const call = id
    ? settingsApi.put(SUCCESS_RANGE_PATHS.range(id), { json: body })
    : settingsApi.post(SUCCESS_RANGE_PATHS.ranges, { json: body });
  const answer = await send<Envelope<unknown> | null>(call);
  return { message: answer?.message ?? '' };
}

export async function deleteSuccessRange(id: string): Promise<Done> {
  const answer = await send<Envelope<null> | null>(
    settingsApi.delete(SUCCESS_RANGE_PATHS.range(id)),
  );
  return { message: answer?.message ?? '' };
}

export async function fetchAppSettings(): Promise<AppSettings> {
  const { data } = await send<Envelope<AppSettings>>(usersApi.get(USERS_PATHS.appSettings));
  return data;
}

export async function saveAppSettings(body: AppSettingsBody): Promise<Done> {
  const answer = await send<Envelope<AppSettings> | null>(
    usersApi.put(USERS_PATHS.appSettings, { json: body }),
  );
  return { message: answer?.message ?? '' };
}

export function useLevelSettings(enabled: boolean) {
  return useQuery({ queryKey: levelSettingsKey, queryFn: fetchLevelSettings, enabled });
}

export function useAppSettings(enabled: boolean) {
  return useQuery({ queryKey: appSettingsKey, queryFn: fetchAppSettings, enabled });
}

/** Saving or deleting a range changes the list and its gaps: both are fetched again. */
export function useSaveSuccessRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SuccessRangeBody }) =>
      saveSuccessRange(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: levelSettingsKey }),
  });
}

export function useDeleteSuccessRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSuccessRange,
    // A range already gone (404) is refreshed away too.
    onSettled: () => client.invalidateQueries({ queryKey: levelSettingsKey }),
  });
}

export function useSaveAppSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAppSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: appSettingsKey }),
  });
}
