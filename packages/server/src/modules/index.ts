import type { AppInstance } from '../app.js';
import { accountRoutes } from './accounts/accounts.routes.js';
import { attachmentRoutes } from './attachments/attachments.routes.js';
import { recurringBillRoutes } from './recurring-bills/recurring-bills.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { billPaymentRoutes } from './bill-payments/bill-payments.routes.js';
import { bankStatementRoutes } from './bank-statements/bank-statements.routes.js';
import { billRoutes } from './bills/bills.routes.js';
import { checkPrintSetupRoutes } from './check-print-setup/print-setup.routes.js';
import { checkRegisterRoutes } from './check-register/check-register.routes.js';
import { checkRoutes } from './checks/checks.routes.js';
import { boardPacketRoutes } from './budgets/board-packet.routes.js';
import { budgetRoutes } from './budgets/budgets.routes.js';
import { closingDateRoutes } from './closing-date/closing-date.routes.js';
import { remittanceRoutes } from './remittances/remittances.routes.js';
import { reconciliationRoutes } from './reconciliations/reconciliations.routes.js';
import { companyRoutes } from './companies/companies.routes.js';
import { depositRoutes } from './deposits/deposits.routes.js';
import { transferRoutes } from './transfers/transfers.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { functionalExpenseRoutes } from './functional-expenses/functional-expenses.routes.js';
import { fundProgramRoutes } from './fund-programs/fund-programs.routes.js';
import { journalRoutes } from './journals/journals.routes.js';
import { locationRoutes } from './locations/locations.routes.js';
import { ministryRoutes } from './ministries/named-items.js';
import { openingBalanceRoutes } from './opening-balances/opening-balances.routes.js';
import { purchaseOrderRoutes } from './purchase-orders/purchase-orders.routes.js';
import { reportRoutes } from './reports/reports.routes.js';
import { payablesReportRoutes } from './payables-reports/payables-reports.routes.js';
import { form1099Routes } from './form-1099/form-1099.routes.js';
import { statementRoutes } from './statements/statements.routes.js';
import { accountMappingRoutes } from './consolidation/account-mappings.routes.js';
import { roleRoutes } from './roles/roles.routes.js';
import { vendorRoutes } from './vendors/vendors.routes.js';
import { voidPreviewRoutes } from './voids/void-preview.routes.js';

/** Every feature's routes, mounted under /api/v1. Add a feature with one line here. */
export const featureRoutes: Array<(app: AppInstance) => Promise<void>> = [
  authRoutes,
  companyRoutes,
  ministryRoutes,
  locationRoutes,
  roleRoutes,
  fundProgramRoutes,
  functionalExpenseRoutes,
  vendorRoutes,
  accountRoutes,
  journalRoutes,
  reportRoutes,
  statementRoutes,
  accountMappingRoutes,
  payablesReportRoutes,
  form1099Routes,
  purchaseOrderRoutes,
  billRoutes,
  billPaymentRoutes,
  checkRoutes,
  checkPrintSetupRoutes,
  dashboardRoutes,
  openingBalanceRoutes,
  voidPreviewRoutes,
  depositRoutes,
  transferRoutes,
  closingDateRoutes,
  bankStatementRoutes,
  checkRegisterRoutes,
  remittanceRoutes,
  reconciliationRoutes,
  attachmentRoutes,
  recurringBillRoutes,
  budgetRoutes,
  boardPacketRoutes,
];
