import { checkPrintSetup, checkPrintSetupBody, M, okEnvelope as ok, okSaying } from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { alignmentPdf } from '../checks/checks.pdf.js';
import { alignmentSample } from './alignment-sample.js';
import * as service from './print-setup.service.js';

const tags = ['Checks'];
const params = z.object({ bankAccountId: z.coerce.number().int().positive().max(2_147_483_647) });
/** Whoever sees the chart of accounts or writes checks may read how a bank account's checks print. */
const read = { access: { anyOf: ['ChartofAccounts_View', 'Check_View', 'Check_Create'] } };

/** A bank account's check print set-up (issue 20, point 4): read, save, and print an alignment test. */
export async function checkPrintSetupRoutes(app: AppInstance) {
  const { db, clock } = app.deps;

  app.get(
    '/getCheckPrintSetup/:bankAccountId',
    {
      schema: {
        tags,
        summary: "A bank account's check print set-up",
        description:
          "How checks of the bank or cash account bankAccountId print: the bank's name and address, routing and account number (the bank account's own fields), the stock (voucher, or standard_3up: three checks a page), " +
          'preprinted (what the stock already carries: company, bank, check_number, captions, micr), offset_x / offset_y in hundredths of an inch (right and down), first_check_number (where the checkbook starts), ' +
          "next_check_number (what the next check gets) and the company's amount_words_grouping. Defaults with saved: false when never saved. Another company's account or one that is not a bank: 404. Needs ChartofAccounts_View, Check_View or Check_Create.",
        params,
        response: { 200: ok.extend({ data: checkPrintSetup }) },
      },
      config: read,
    },
    async (req) => ({ data: await service.getPrintSetup(db, authOf(req), req.params.bankAccountId) }),
  );

  app.post(
    '/saveCheckPrintSetup/:bankAccountId',
    {
      schema: {
        tags,
        summary: "Save a bank account's check print set-up",
        description:
          'Saves the whole set-up (fields as in getCheckPrintSetup). routing_number: blank or a valid 9-digit ABA number; account_number: blank or 4 to 17 digits; offsets: whole hundredths of an inch from -100 to 100; ' +
          'first_check_number: blank or digits. A changed first check number at or below the highest number issued on the account answers 409 (that checkbook is in use); checked under the bank account lock that check numbering takes. ' +
          "Another company's account: 404. Needs ChartofAccounts_Edit.",
        params,
        body: checkPrintSetupBody,
        response: { 200: okSaying(M.printSetupSaved).extend({ data: checkPrintSetup }) },
      },
      config: { access: { permission: 'ChartofAccounts_Edit' } },
    },
    async (req) => ({
      data: await service.savePrintSetup(db, authOf(req), req.params.bankAccountId, req.body, clock()),
    }),
  );

  app.get(
    '/printCheckAlignmentTest/:bankAccountId',
    {
      schema: {
        tags,
        summary: 'Print a check alignment test page',
        description:
          'A PDF page printed with the saved set-up: a sample check (the next check number, a sample payee and amount) in every place the stock holds one, marked ALIGNMENT TEST, with the offsets in use. ' +
          "Print it on plain paper and hold it against the stock to check the offsets. Another company's account: 404. Needs ChartofAccounts_View, Check_View or Check_Create.",
        params,
        response: { 200: z.any().describe('application/pdf: one US Letter page') },
      },
      config: read,
    },
    async (req, reply) => {
      const { account, setup } = await service.alignmentOf(db, authOf(req), req.params.bankAccountId);
      const pdf = await alignmentPdf(await alignmentSample(db, account, clock()), setup);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="check-alignment-${account.id}.pdf"`)
        .send(pdf);
    },
  );
}
