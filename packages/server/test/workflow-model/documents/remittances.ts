import type { DocumentCommands } from './document.js';

/**
 * Remittances (issue 27) move money between a parent and its children: the workflow world's companies have no
 * tree, so it drives none. Their rules (posted once per child, rule and month, both books, races) are tested
 * by src/modules/remittances/*.test.ts.
 */
export const remittanceCommands: DocumentCommands = { sourceType: 'remittance', commands: [] };
