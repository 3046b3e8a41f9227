/**
 * Today on the user's own calendar, 'YYYY-MM-DD' (not UTC: an evening bill, payment or reversal is dated
 * today, not tomorrow). The one "today" of the web (date inputs' defaults and minimums, due links, the
 * dashboard) is the contract's caller's-today rule (dates.ts), which the server checks against.
 */
export { localToday } from '@app/contract';
