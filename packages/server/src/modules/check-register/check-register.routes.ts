import { checkRegisterExportQuery, checkRegisterPage, checkRegisterQuery, okEnvelope as ok } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { checkRegister, exportCheckRegister } from './check-register.service.js';

const tags = ['Bank statements'];
const view = { access: { permission: 'BankReconciliation_View' } } as const;

/** The check register of a bank account (issue 26 point 5). */
export async function checkRegisterRoutes(app: AppInstance) {
  const { db } = app.deps;
  const clock = app.deps.clock;

  app.get(
    '/check-register',
    {
      schema: {
        tags,
        summary: "A bank account's check register",
        description:
          'Every check of bank_account_id (bill payments printed on voucher checks and standard checks, void ones too: a voided check keeps its number), with number, date, payee, amount, status and cleared date (null until a completed reconciliation clears it). ' +
          'missing_before marks a gap in the numbering just below a check ("Missing 1043-1045") and gaps lists every gap of the account. ?search= (payee, memo, exact number or amount), ?sort= (check_number, check_date, payee, amount, status), ?dir=, paged. A bank account not of your company: 422.',
        querystring: checkRegisterQuery,
        response: { 200: ok.extend({ data: checkRegisterPage }) },
      },
      config: view,
    },
    async (req) => ({ data: await checkRegister(db, authOf(req), req.query) }),
  );

  app.get(
    '/check-register/export',
    {
      schema: {
        tags,
        summary: 'Export the check register',
        description:
          'The check register for the same filters (?bank_account_id=, ?search=, ?sort=, ?dir=), all pages, as ?format=csv or ?format=xlsx, with a Gap Before column. Authorised and scoped exactly as GET /check-register.',
        querystring: checkRegisterExportQuery,
      },
      config: view,
    },
    async (req, reply) => exportCheckRegister(db, authOf(req), req.query, reply, clock()),
  );
}
