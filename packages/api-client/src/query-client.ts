import { QueryClient } from '@tanstack/react-query';

/**
 * Product queries neither retry (the http layer already retried a GET once) nor refetch
 * on window focus; unused data is collected after 5 minutes (SPEC 7 and 9).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        gcTime: 5 * 60 * 1000,
        // Reads are tried even while the browser says it is offline: the web app's service
        // worker answers some of them with what it kept (instead of the query waiting paused).
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
