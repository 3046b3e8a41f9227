/** The five statements, each computed from the books and its readings of ledger_totals (pure functions). */
export { statementOfActivities } from './activities.js';
export { cashFlows } from './cash-flows.js';
export { functionalExpenses } from './functional.js';
export { fundBalances } from './fund-balances.js';
export { financialPosition } from './position.js';
export type { Readings } from './shared.js';
