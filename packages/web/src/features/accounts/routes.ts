import type { Auth } from '../../app/auth-store';

/** Super-Admin works on the admin routes, company users on the user routes (specification section 2). */
export const listPath = (auth: Auth) => (auth.isSuperAdmin ? '/app/financial-accounts' : '/app/user-financial-accounts');
export const setupPath = (auth: Auth) => (auth.isSuperAdmin ? '/app/financial-setup' : '/app/user-financial-setup');
export const ledgerPath = (id: number) => `/app/account-ledger/${id}`;
