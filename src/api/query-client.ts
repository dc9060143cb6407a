import { QueryClient } from '@tanstack/react-query';
import { CACHE_MS } from '../../contract/constants';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // Unused data is kept 60 s (SPEC section 4); a failed call is reported, not retried.
      queries: { gcTime: CACHE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { gcTime: CACHE_MS, retry: false },
    },
  });
  // Object URLs (fetched logos) are released when the cache forgets them.
  client.getQueryCache().subscribe((event) => {
    const data: unknown = event.query.state.data;
    if (event.type === 'removed' && typeof data === 'string' && data.startsWith('blob:')) {
      URL.revokeObjectURL(data);
    }
  });
  return client;
}

export const queryClient = createQueryClient();
