import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** The signed-in pages' query cache: one per sign-in (AuthenticatedShell), so no user sees another's data. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
