import { companyIdParams, M, okEnvelope as ok, okSaying, openingBalanceBody, openingBalancePosted, openingBalanceState } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { createdOnce } from '../../lib/document-routes.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './opening-balances.service.js';

const tags = ['Opening balances'];
const doc = (summary: string, description: string) => ({ tags, summary, description });

/** A new company's opening balances: bank and fund balances as one entry against net assets, unpaid bills as open bills. */
export async function openingBalanceRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock };

  app.get(
    '/opening-balances/:companyId',
    {
      schema: {
        ...doc(
          "A company's opening balances",
          "What the opening-balances screen offers for companyId: its Active bank and cash accounts with their ledger balances, its Active Equity / Net Assets and Accounts Payable accounts, and `opening`, the live (not reversed) opening-balance entry (entry_id, as_of, amount) or null. A company user always gets their own company (another company's id: 404); Super-Admin must name one (0: 422). Needs Journals_Create or Journals_View.",
        ),
        params: companyIdParams,
        response: { 200: ok.extend({ data: openingBalanceState }) },
      },
      config: { access: { anyOf: ['Journals_Create', 'Journals_View'] } },
    },
    async (req) => ({ data: await service.openingState(deps.db, authOf(req), req.params.companyId) }),
  );

  app.post(
    '/opening-balances',
    {
      schema: {
        ...doc(
          'Post opening balances',
          "Enters a company's balances as of a day (as_of, not after today) in one transaction: one balanced journal entry (source opening_balance) debiting each bank or cash account in `banks` and crediting the net assets account (type Equity / Net Assets), balanced within each fund: each fund program's share in `funds` is a Dr bank / Cr net assets pair tagged with it (placed in the banks in the order listed), the rest untagged; and each unpaid vendor bill in `bills` as an open (Created) bill dated as_of whose other side is the net assets account (Dr net assets / Cr account_payable_id), payable like any bill. Amounts are decimal strings; at least one bank balance above zero; fund balances may not exceed the bank total. A second opening entry while one is live: 409 naming it (reverse it under Journal Entries to enter the balances again; its bills stay open). Super-Admin must name company_id (else 422); a company user posts to their own (another company: 404). Honours Idempotency-Key (a retry replays the first answer; the same key with another body: 422). Needs Journals_Create. Bad input: 422 naming the field (bills.N.field for a bill), nothing posted.",
        ),
        body: openingBalanceBody,
        response: { 200: okSaying(M.openingPosted).extend({ data: openingBalancePosted }) },
      },
      config: { access: { permission: 'Journals_Create' }, idempotent: true },
    },
    createdOnce(deps, service.postOpening, (data) => ({ data })),
  );
}
