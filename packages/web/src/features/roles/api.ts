import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';

/** Positions of one access level (the roles call); nothing until the level is known. */
export function usePositions(level: number | null | undefined) {
  return useQuery({
    queryKey: ['roles', 'positions', level ?? 0],
    queryFn: () => api.get('/accessRoles', { query: { access_level: level! } }).then((r) => r.data.data),
    enabled: !!level,
    staleTime: 60_000,
  });
}

/** The permission matrix of one role (role 1 is Super-Admin: everything). */
export function useRoleMatrix(role: number | null | undefined) {
  return useQuery({
    queryKey: ['roles', 'matrix', role ?? 0],
    queryFn: () => api.post('/rolesPermission', { body: { role } }),
    enabled: !!role,
  });
}

export const updateRolePermissions = (role: number, add: number[], remove: number[]) =>
  api.post('/rolesPermissionUpdate', { body: { role, permissions: { add, remove } } });
