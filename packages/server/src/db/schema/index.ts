export * from './reference.js';
export * from './companies.js';
export * from './users.js';
export * from './system.js';
export * from './accounts.js';
export * from './settings.js';
export * from './vendors.js';
export * from './ledger.js';
