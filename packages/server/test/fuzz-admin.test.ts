import { fuzzAs } from './fuzz/fuzz-as.js';

// The fuzz test as Super-Admin (test/fuzz/fuzz-as.ts); fuzz-user.test.ts makes the same calls as a company user.
fuzzAs('Super-Admin');
