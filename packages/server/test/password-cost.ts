import { usePasswordCostOfTests } from '../src/modules/auth/passwords.js';

// Vitest's setup file for every API test file: passwords hashed at the tests' cost (passwords.ts says why).
// passwords.test.ts checks the app's own cost on a fresh import of the module.
usePasswordCostOfTests();
