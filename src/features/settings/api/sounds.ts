import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SOUND_FILE_FIELD,
  SOUND_PATHS,
  type Sound,
  type SoundFields,
} from '../../../../contract/sounds';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { settingsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';
import type { Page } from '../../../api/people';

/** The learner app's sounds (settings service), newest first. */
export const soundsKey = ['settings', 'sounds'] as const;
/** The service's largest page: sounds are a handful of effects, so one page holds them. */
const SOUNDS_PAGE_SIZE = 100;

export async function fetchSounds(): Promise<Page<Sound>> {
  const { data } = await send<Envelope<Page<Sound>>>(
    settingsApi.get(SOUND_PATHS.sounds, {
      searchParams: { pageNumber: '1', pageSize: String(SOUNDS_PAGE_SIZE) },
    }),
  );
  return data;
}

/** The fields first, then the file: the service checks them before it stores a byte. */
export async function createSound({
  file,
  ...fields
}: SoundFields & { file: File }): Promise<Done> {
  const body = new FormData();
  body.append('nameEn', fields.nameEn);
  body.append('nameAr', fields.nameAr);
  body.append('kind', fields.kind);
  body.append(SOUND_FILE_FIELD, file, file.name);
  const answer = await send<Envelope<Sound> | null>(settingsApi.post(SOUND_PATHS.sounds, { body }));
  return { message: answer?.message ?? '' };
}

export async function deleteSound(id: string): Promise<Done> {
  const answer = await send<{ message?: string } | null>(settingsApi.delete(SOUND_PATHS.sound(id)));
  return { message: answer?.message ?? '' };
}

export function useSounds(enabled: boolean) {
  return useQuery({ queryKey: soundsKey, queryFn: fetchSounds, enabled });
}

export function useSoundWrite<Input>(write: (input: Input) => Promise<Done>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: soundsKey }),
  });
}
