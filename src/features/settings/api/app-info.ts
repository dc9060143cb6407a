import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_INFO_PATHS, type AppInfo, type AppInfoBody } from '../../../../contract/app-info';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { settingsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** The learner app's current version (settings service). */
export const appInfoKey = ['settings', 'appInfo'] as const;

export async function fetchAppInfo(): Promise<AppInfo> {
  const { data } = await send<Envelope<AppInfo>>(settingsApi.get(APP_INFO_PATHS.current));
  return data;
}

export async function saveAppInfo(body: AppInfoBody): Promise<Done> {
  const answer = await send<Envelope<AppInfo> | null>(
    settingsApi.put(APP_INFO_PATHS.update, { json: body }),
  );
  return { message: answer?.message ?? '' };
}

export function useAppInfo(enabled: boolean) {
  return useQuery({ queryKey: appInfoKey, queryFn: fetchAppInfo, enabled });
}

export function useSaveAppInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAppInfo,
    onSuccess: () => client.invalidateQueries({ queryKey: appInfoKey }),
  });
}
