import {
  companyIdParams,
  idParams,
  journalAccountOption,
  journalEntryDetail,
  journalEntryInput,
  journalList,
  journalListQuery,
  LEDGER_TEXT,
  reverseInput,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { postingAccounts } from '../accounts/accounts.service.js';
import * as service from './journals.service.js';

const ok = z.object({ status: z.literal(200), message: z.string().optional() });
const tags = ['Journals'];

/** Manual journal entries (opening balances, corrections), the list of all entries, and reversal. */
export async function journalRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const { db } = deps;

  app.get(
    '/journals',
    { schema: { tags, querystring: journalListQuery, response: { 200: ok.extend({ data: journalList }) } }, config: { access: { permission: 'Journals_View' } } },
    async (req) => ({ status: 200 as const, data: await service.listEntries(db, authOf(req), req.query) }),
  );

  app.get(
    '/journals/:id',
    { schema: { tags, params: idParams, response: { 200: ok.extend({ data: journalEntryDetail }) } }, config: { access: { permission: 'Journals_View' } } },
    async (req) => ({ status: 200 as const, data: await service.getEntry(db, authOf(req), req.params.id) }),
  );

  app.post(
    '/journals',
    {
      schema: { tags, body: journalEntryInput, response: { 200: ok.extend({ data: journalEntryDetail, lastInsertedId: z.number() }) } },
      config: { access: { permission: 'Journals_Create' }, idempotent: true },
    },
    async (req) => {
      const data = await service.createEntry(deps, authOf(req), req.body);
      return { status: 200 as const, message: LEDGER_TEXT.entryPosted, data, lastInsertedId: data.id };
    },
  );

  // Reversing is the journal's "Delete": posted rows are never removed.
  app.post(
    '/journals/:id/reverse',
    {
      schema: { tags, params: idParams, body: reverseInput.optional(), response: { 200: ok.extend({ data: journalEntryDetail }) } },
      config: { access: { permission: 'Journals_Delete' } },
    },
    async (req) => ({
      status: 200 as const,
      message: LEDGER_TEXT.entryReversed,
      data: await service.reverseEntry(deps, authOf(req), req.params.id, req.body?.entry_date),
    }),
  );

  app.get(
    '/getJournalAccounts/:companyId',
    {
      schema: {
        tags,
        params: companyIdParams,
        response: { 200: ok.extend({ data: z.array(journalAccountOption) }) },
      },
      config: { access: { anyOf: ['Journals_Create', 'Journals_View'] } },
    },
    async (req) => ({ status: 200 as const, data: await postingAccounts(db, authOf(req), req.params.companyId) }),
  );
}
