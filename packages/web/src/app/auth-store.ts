import type { SignInData } from '@app/contract';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user, kept in browser storage as the specification says (token, company name, roles,
 * first name, permissions). Logout clears all browser storage.
 */
export interface StoredUser {
  accessToken: string;
  companyName: string | null;
  roles: Array<{ id: number; name: string }>;
  firstName: string;
  permissions: string[];
  id: number;
}

const KEYS = ['access_token', 'comapnay_name', 'roles', 'first_name', 'permissions', 'id'] as const;
const listeners = new Set<() => void>();
let cached: StoredUser | null | undefined;

function read(): StoredUser | null {
  const token = localStorage.getItem('access_token');
  if (!token) return null;
  try {
    return {
      accessToken: token,
      companyName: localStorage.getItem('comapnay_name') || null,
      roles: JSON.parse(localStorage.getItem('roles') ?? '[]'),
      firstName: localStorage.getItem('first_name') ?? '',
      permissions: JSON.parse(localStorage.getItem('permissions') ?? '[]'),
      id: Number(localStorage.getItem('id')),
    };
  } catch {
    return null;
  }
}

function emit() {
  cached = undefined;
  for (const l of listeners) l();
}

export const authStore = {
  get(): StoredUser | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  signIn(data: SignInData) {
    localStorage.setItem('access_token', data.access_token);
    localStorage.setItem('comapnay_name', data.comapnay_name ?? '');
    localStorage.setItem('roles', JSON.stringify(data.roles));
    localStorage.setItem('first_name', data.first_name);
    localStorage.setItem('permissions', JSON.stringify(data.permissions));
    localStorage.setItem('id', String(data.id));
    emit();
  },
  /** Logout and expired sessions: everything the browser kept goes. */
  clear() {
    localStorage.clear();
    sessionStorage.clear();
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

window.addEventListener('storage', (e) => {
  if (e.key === null || (KEYS as readonly string[]).includes(e.key)) emit();
});

export interface Auth {
  user: StoredUser | null;
  isSuperAdmin: boolean;
  can(permission: string): boolean;
}

export function authOf(user: StoredUser | null): Auth {
  const isSuperAdmin = !!user?.roles.some((r) => r.name === 'Super-Admin');
  return { user, isSuperAdmin, can: (p) => isSuperAdmin || !!user?.permissions.includes(p) };
}

export function useAuth(): Auth {
  const user = useSyncExternalStore(authStore.subscribe, authStore.get);
  return authOf(user);
}
