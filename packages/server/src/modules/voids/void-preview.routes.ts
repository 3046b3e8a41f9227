import { idParams, voidPreviewResponse } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { billVoidPreview, checkVoidPreview, paymentVoidPreview } from './void-preview.js';

const answers =
  'Answers `voided` (the bills, payments and checks that become Void), `back_to_paid` (other bills whose payments leave a voided check ' +
  'and wait for a new one) and `back_to_created` (bills whose payment is voided: to be paid again). Changes nothing. ' +
  "Another company's record: 404; an already void one: 409.";

/**
 * Read-only previews of the void cascade (issue 20): the confirmation of a bill, payment or check void names
 * everything the void takes with it before the user agrees. Gated by the permission of the void itself.
 */
export async function voidPreviewRoutes(app: AppInstance) {
  const { db } = app.deps;
  const route = (path: string, summary: string, description: string, permission: string, preview: typeof billVoidPreview) =>
    app.get(
      path,
      {
        schema: { tags: ['Voids'], summary, description: `${description} ${answers}`, params: idParams, response: { 200: voidPreviewResponse } },
        config: { access: { permission } },
      },
      async (req) => ({ data: await preview(db, authOf(req), req.params.id) }),
    );
  route(
    '/bill/:id/void-preview',
    'What voiding a bill would change',
    'The bill; when Paid or Check, its payment and the check holding that payment (whose other payments go back to Paid).',
    'Bills_Delete',
    billVoidPreview,
  );
  route(
    '/bill-payment/:id/void-preview',
    'What voiding a bill payment would change',
    'The payment (by bill_payment_id); its bill goes back to Created; a check holding it is voided and its other payments go back to Paid.',
    'BillPayment_Delete',
    paymentVoidPreview,
  );
  route(
    '/check/:id/void-preview',
    'What voiding a check would change',
    'The check; a voucher check sends its payments back to Paid, a standard check voids its own bill and payment.',
    'Check_Delete',
    checkVoidPreview,
  );
}
