import type { AuthContext } from '../src/plugins/access.js';
import { type CompanyScope, type OneCompanyScope, scopeOf } from '../src/plugins/company-scope.js';

/** A Super-Admin outside any request: tests read the books of any company they name and make records through the services. */
export const SUPER_ADMIN_AUTH: AuthContext = {
  userId: 0,
  sessionId: 0,
  email: '',
  firstName: '',
  isSuperAdmin: true,
  companyId: null,
  roleId: 1,
  accessLevelId: null,
  approver: false,
  permissions: new Set<string>(),
};

/** The scope a Super-Admin gets by naming this company (scopes are made only through scopeOf). */
export const scopeFor = (companyId: number): OneCompanyScope => scopeOf(SUPER_ADMIN_AUTH, companyId) as OneCompanyScope;

/** A Super-Admin's scope of every company. */
export const everyCompany = (): CompanyScope => scopeOf(SUPER_ADMIN_AUTH, null);
