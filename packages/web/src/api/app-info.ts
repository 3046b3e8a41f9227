import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** The organisation's name (ORG_NAME on the server) for titles. */
export function useAppInfo() {
  return useQuery({
    queryKey: ['app-info'],
    queryFn: () => apiFetch<{ data: { org_name: string } }>('/app-info').then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
