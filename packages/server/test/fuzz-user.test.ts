import { fuzzAs } from './fuzz/fuzz-as.js';

// The fuzz test as a company user (test/fuzz/fuzz-as.ts); fuzz-admin.test.ts makes the same calls as Super-Admin.
fuzzAs('company user');
