import {
  companyIdParams,
  idParams,
  journalAccountOption,
  journalEntryDetail,
  journalEntryRequest,
  journalExportQuery,
  journalList,
  journalListQuery,
  LEDGER_TEXT,
  okEnvelope as ok,
  okSaying,
  reverseInput,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { createdOnce } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import { postingAccounts } from '../accounts/accounts.service.js';
import { exportEntries } from './journals.export.js';
import * as service from './journals.service.js';

const tags = ['Journals'];
const doc = (summary: string, description: string) => ({ tags, summary, description });

/** Manual journal entries (opening balances, corrections), the list of all entries, and reversal. */
export async function journalRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const { db } = deps;

  app.get(
    '/journals',
    {
      schema: {
        ...doc(
          'Journal entries',
          "A page of every journal entry (manual, and those bills, payments and checks posted), with amount and status Posted, Reversed or Reversal. ?page=, ?per_page= up to 100 (default 10). Newest first (?sort=entry_date&dir=desc); ?sort=id orders by entry number, ?dir=asc oldest first; ?search= matches the memo or source (contains, ignoring case) or the exact entry number. Super-Admin sees every company's or one with ?company_id=; a company user only their own (another company_id: 404). Needs Journals_View.",
        ),
        querystring: journalListQuery,
        response: { 200: ok.extend({ data: journalList }) },
      },
      config: { access: { permission: 'Journals_View' } },
    },
    async (req) => ({ data: await service.listEntries(db, authOf(req), req.query) }),
  );

  app.get(
    '/journals/export',
    {
      schema: {
        ...doc(
          'Export journal entries',
          'Every journal entry the list shows for the same ?company_id=, ?search=, ?sort= and ?dir=, all pages, read in index order batches, as a download: ?format=csv (amount 1234.56, dates YYYY-MM-DD) or ?format=xlsx (amount as a number, dates as dates). Authorised and scoped exactly as GET /journals: needs Journals_View; a company user gets only their own company (another company_id: 404).',
        ),
        querystring: journalExportQuery,
      },
      config: { access: { permission: 'Journals_View' } },
    },
    async (req, reply) => exportEntries(db, authOf(req), req.query, reply, app.deps.clock()),
  );

  app.get(
    '/journals/:id',
    {
      schema: {
        ...doc(
          'One journal entry',
          "The entry with its lines (account, debit, credit, fund program, functional expense, vendor, memo) and the reversal links reverses_entry_id / reversed_by_entry_id. Needs Journals_View. Another company's entry or an unknown one: 404.",
        ),
        params: idParams,
        response: { 200: ok.extend({ data: journalEntryDetail }) },
      },
      config: { access: { permission: 'Journals_View' } },
    },
    async (req) => ({ data: await service.getEntry(db, authOf(req), req.params.id) }),
  );

  app.post(
    '/journals',
    {
      schema: {
        ...doc(
          'Post a manual journal entry',
          "Posts an opening balance or correction: entry_date, memo and at least two lines (each a debit or a credit, decimal strings) whose debits equal their credits, on the company's Active accounts, optionally tagged with its (or global) fund programs and functional expenses. Super-Admin must name company_id (else 422); a company user posts to their own. Honours Idempotency-Key (a retry replays the first answer; the same key with another body: 422). Needs Journals_Create. Unbalanced lines, an unknown or inactive account, an unknown tag or a bad date: 422, nothing posted; another company or a deleted one: 404. Every entry must also balance within each fund (each fund program's debits equal its credits, untagged lines a fund of their own; else 422 naming each fund and the amount it is off) unless interfund says what it is: 'loan' (the ledger adds each fund's line on the company's Due to / Due from other funds accounts, created when first needed) or 'transfer' (each fund's line on Interfund transfers in / out); a transfer out of a fund with donor restrictions to a fund without them: 422 (only a release moves such money). An expense charged to a perpetual fund: 422. With the company's refuse_fund_overdraft setting on, an entry that takes a fund's share of a bank account below zero: 422 naming the fund and what it has.",
        ),
        body: journalEntryRequest,
        response: { 200: okSaying(LEDGER_TEXT.entryPosted).extend({ data: journalEntryDetail, lastInsertedId: z.number() }) },
      },
      config: { access: { permission: 'Journals_Create' }, idempotent: true },
    },
    createdOnce(deps, service.createEntry, (data) => ({ data, lastInsertedId: data.id })),
  );

  // Reversing is the journal's "Delete": posted rows are never removed.
  app.post(
    '/journals/:id/reverse',
    {
      schema: {
        ...doc(
          'Reverse a manual journal entry',
          "The journal's Delete: posts a new entry with every line's debit and credit swapped, dated entry_date (optional body; default the server's today, not before the entry's date: 422), and answers it. Posted entries are never edited or removed. Needs Journals_Delete. Entries a bill, payment or check posted are undone by voiding that record: 409; already reversed, or itself a reversal: 409; a reversal that would take a bank account below zero: 409 with errors.confirm_below_zero, unless the body says confirm_below_zero: true (the user was asked); another company's entry or an unknown one: 404.",
        ),
        params: idParams,
        body: reverseInput.optional(),
        response: { 200: okSaying(LEDGER_TEXT.entryReversed).extend({ data: journalEntryDetail }) },
      },
      config: { access: { permission: 'Journals_Delete' } },
    },
    async (req) => ({
      data: await service.reverseEntry(deps, authOf(req), req.params.id, req.body?.entry_date, req.body?.confirm_below_zero === true),
    }),
  );

  app.get(
    '/getJournalAccounts/:companyId',
    {
      schema: {
        ...doc(
          'Accounts to post to',
          "The Active accounts of companyId (id, number, name, type) for the journal entry form. A company user always gets their own company (another company's id: 404); Super-Admin must name one (0: 422). Needs Journals_Create or Journals_View (or Deposit_Create / Transfer_Create: the deposit and transfer forms pick their accounts here).",
        ),
        params: companyIdParams,
        response: { 200: ok.extend({ data: z.array(journalAccountOption) }) },
      },
      config: { access: { anyOf: ['Journals_Create', 'Journals_View', 'Deposit_Create', 'Transfer_Create'] } },
    },
    async (req) => ({ data: await postingAccounts(db, authOf(req), req.params.companyId) }),
  );
}
