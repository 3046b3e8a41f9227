import type { Feature } from '../app/feature';
import { accountFeature } from './account';
import { accountsFeature } from './accounts';
import { accountMappingsFeature } from './account-mappings';
import { bankStatementsFeature } from './bank-statements';
import { billPaymentsFeature } from './bill-payments';
import { billsFeature } from './bills';
import { budgetsFeature } from './budgets';
import { checksFeature } from './checks';
import { closingDateFeature } from './closing-date';
import { remittancesFeature } from './remittances';
import { companiesFeature } from './companies';
import { dashboardFeature } from './dashboard';
import { form1099Feature } from './form-1099';
import { depositsFeature } from './deposits';
import { journalsFeature } from './journals';
import { payablesReportsFeature } from './payables-reports';
import { openingBalancesFeature } from './opening-balances';
import { purchaseOrdersFeature } from './purchase-orders';
import { reconciliationsFeature } from './reconciliations';
import { recurringBillsFeature } from './recurring-bills';
import { reportsFeature } from './reports';
import { rolesFeature } from './roles';
import { settingsFeature } from './settings';
import { statementsFeature } from './statements';
import { transfersFeature } from './transfers';
import { vendorsFeature } from './vendors';

/** Every feature of the app: add yours with one line (its index.ts exports a Feature). */
export const features: Feature[] = [
  dashboardFeature,
  accountFeature,
  companiesFeature,
  rolesFeature,
  settingsFeature,
  vendorsFeature,
  accountsFeature,
  accountMappingsFeature,
  journalsFeature,
  openingBalancesFeature,
  closingDateFeature,
  remittancesFeature,
  reconciliationsFeature,
  reportsFeature,
  statementsFeature,
  payablesReportsFeature,
  form1099Feature,
  purchaseOrdersFeature,
  billsFeature,
  recurringBillsFeature,
  billPaymentsFeature,
  checksFeature,
  depositsFeature,
  bankStatementsFeature,
  transfersFeature,
  budgetsFeature,
];
