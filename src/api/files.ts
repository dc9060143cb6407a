import { useQuery } from '@tanstack/react-query';
import { logoPath } from '../../contract/paths';
import { toApiFailure } from './api-failure';
import { usersApi } from './http';

export const fileKey = (fileName: string) => ['users', 'files', fileName] as const;

/** A users-service file (a logo); it needs the bearer header, so it is fetched, not linked. */
export async function fetchFile(fileName: string): Promise<Blob> {
  try {
    return await usersApi.get(logoPath(fileName)).blob();
  } catch (error) {
    throw await toApiFailure(error);
  }
}

/**
 * An object URL for the file. The URL lives in the query cache and is revoked when the cache
 * drops it (see query-client.ts), so every component showing the logo shares one.
 */
export function useFileObjectUrl(fileName: string | null | undefined): string | null {
  const { data } = useQuery({
    queryKey: fileKey(fileName ?? ''),
    queryFn: async () => URL.createObjectURL(await fetchFile(fileName ?? '')),
    enabled: Boolean(fileName),
    staleTime: Infinity,
  });
  return data ?? null;
}
