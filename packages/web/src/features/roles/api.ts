import type { PermissionGroupRow, RoleRow } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

/** Positions of one access level (the roles call); nothing until the level is known. */
export function usePositions(level: number | null | undefined) {
  return useQuery({
    queryKey: ['roles', 'positions', level ?? 0],
    queryFn: () => apiFetch<{ data: { data: RoleRow[] } }>(`/accessRoles?access_level=${level}`).then((r) => r.data.data),
    enabled: !!level,
    staleTime: 60_000,
  });
}

/** The permission matrix of one role (role 1 is Super-Admin: everything). */
export function useRoleMatrix(role: number | null | undefined) {
  return useQuery({
    queryKey: ['roles', 'matrix', role ?? 0],
    queryFn: () => apiFetch<{ role: RoleRow; permissions: PermissionGroupRow[] }>('/rolesPermission', { body: { role } }),
    enabled: !!role,
  });
}

export const updateRolePermissions = (role: number, add: number[], remove: number[]) =>
  apiFetch<{ message: string }>('/rolesPermissionUpdate', { body: { role, permissions: { add, remove } } });
