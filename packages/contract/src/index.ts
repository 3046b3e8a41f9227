export * from './messages.js';
export * from './reference.js';
export * from './permissions.js';
export * from './money.js';
export * from './dates.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/vendors.js';
