import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_LANGUAGE_PATHS, TRANSLATIONS_FILE_FIELD } from '../../contract/app-language-constants';
import type {
  AppLanguage,
  AppLanguageCreate,
  AppLanguageUpdate,
  TranslationsUploadResult,
} from '../../contract/app-languages';
import { send, toApiFailure } from './api-failure';
import type { Envelope } from './envelope';
import { settingsApi } from './http';
import type { Done } from './organizations';

/** The learner app's languages (settings service), by position. */
export const appLanguagesKey = ['settings', 'appLanguages'] as const;

export async function fetchAppLanguages(): Promise<AppLanguage[]> {
  const { data } = await send<Envelope<{ appLanguages: AppLanguage[] }>>(
    settingsApi.get(APP_LANGUAGE_PATHS.overview),
  );
  return data.appLanguages;
}

const done = (answer: { message?: string } | null): Done => ({ message: answer?.message ?? '' });

export async function createAppLanguage(body: AppLanguageCreate): Promise<Done> {
  return done(await send(settingsApi.post(APP_LANGUAGE_PATHS.create, { json: body })));
}

export async function updateAppLanguage(id: string, body: AppLanguageUpdate): Promise<Done> {
  return done(await send(settingsApi.post(APP_LANGUAGE_PATHS.update(id), { json: body })));
}

export async function reorderAppLanguages(appLanguageIds: string[]): Promise<Done> {
  return done(
    await send(settingsApi.post(APP_LANGUAGE_PATHS.reorder, { json: { appLanguageIds } })),
  );
}

export async function deleteAppLanguage(id: string): Promise<Done> {
  return done(await send(settingsApi.delete(APP_LANGUAGE_PATHS.remove(id))));
}

/** Uploads a translations file; `dryRun` answers the diff and saves nothing. */
export async function uploadTranslations(
  id: string,
  file: File,
  dryRun: boolean,
): Promise<TranslationsUploadResult & Done> {
  const body = new FormData();
  body.append(TRANSLATIONS_FILE_FIELD, file, file.name);
  const { data, message } = await send<Envelope<TranslationsUploadResult>>(
    settingsApi.post(APP_LANGUAGE_PATHS.translations(id, dryRun), { body }),
  );
  return { ...data, message: message ?? '' };
}

/** The stored translations as a JSON file (ours: to edit and upload again). */
export async function downloadTranslations(id: string): Promise<Blob> {
  try {
    return await settingsApi.get(APP_LANGUAGE_PATHS.translations(id)).blob();
  } catch (error) {
    throw await toApiFailure(error);
  }
}

export function useAppLanguages(enabled: boolean) {
  return useQuery({ queryKey: appLanguagesKey, queryFn: fetchAppLanguages, enabled });
}

/** Every write changes the list (order, counts, the default): each refreshes it. */
export function useAppLanguageWrite<Input>(write: (input: Input) => Promise<Done>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: appLanguagesKey }),
  });
}
