import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { currentDateResponseSchema } from '../../../../contract/general';
import { USERS_PATHS } from '../../../../contract/paths';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';

export const serverOffsetKey = ['users', 'serverOffset'] as const;

type CurrentDate = z.infer<typeof currentDateResponseSchema>;

/**
 * How far the service's clock is ahead of this device's (ms, negative when behind), from
 * `v1/general/current-date` read half-way through the call. What starts and ends on the
 * service's clock (a live class going Live) is timed with it, whatever the device's clock says.
 */
export async function fetchServerOffset(now: () => number = Date.now): Promise<number> {
  const sent = now();
  const { data } = await send<Envelope<CurrentDate>>(usersApi.get(USERS_PATHS.currentDate));
  const received = now();
  const server = Date.parse(data.currentDate);
  return Number.isNaN(server) ? 0 : Math.round(server - (sent + received) / 2);
}

/** The offset, read once per session; 0 (the device's clock) until it arrives or if it fails. */
export function useServerOffset(now?: () => number): number {
  const query = useQuery({
    queryKey: serverOffsetKey,
    queryFn: () => fetchServerOffset(now),
    staleTime: Infinity,
  });
  return query.data ?? 0;
}
