import { QueryClient } from '@tanstack/react-query';
import { installProjectCacheLimit } from '@/entities/projects/project-cache';
import { ApiError } from '@/lib/api-error';
import { registerSessionReset } from '@/lib/session-reset';
import { feedbackCache } from './mutation-feedback';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: feedbackCache(),
    defaultOptions: {
      queries: {
        // SPEC.md §5: a project cache entry is fresh for 5 minutes; a sane default for the rest.
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          // 4xx answers will not change by asking again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failures < 2;
        },
      },
    },
  });
}

export const queryClient = createQueryClient();
// SPEC.md §9: at most 100 projects are kept, the oldest dropped.
installProjectCacheLimit(queryClient);

// One user's server data must not outlive their session.
registerSessionReset(() => queryClient.clear());
