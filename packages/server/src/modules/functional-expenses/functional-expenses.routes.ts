import { functionalExpensePicker, M } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { functionalExpenses, type fundPrograms } from '../../db/schema/index.js';
import { authOf } from '../../plugins/company-scope.js';
import { companyParams, PICKER_ACCESS } from '../fund-programs/fund-programs.routes.js';
import { registerItemRoutes } from '../settings-items/items.routes.js';
import { pickerItems } from '../settings-items/items.service.js';

// Same columns as fund_programs; the shared queries are typed on that table.
const table = functionalExpenses as unknown as typeof fundPrograms;

export async function functionalExpenseRoutes(app: AppInstance) {
  registerItemRoutes(app, {
    tag: 'Functional expenses',
    table,
    group: 'FunctionalExpenses',
    // Paths as in the specification's call table (casing and spelling included).
    paths: { create: 'createFunctionalExpenses', update: 'updateFunctionalExpenses', list: 'viewFunctionalexpenses', remove: 'statusUpdate' },
    texts: { added: M.functionalExpenseAdded, updated: M.functionalExpenseUpdated, deleted: M.functionalExpenseDeleted },
    exportName: 'functional-expenses',
  });

  app.get(
    '/getFunctionalEnpenses/:companyId',
    {
      schema: {
        tags: ['Functional expenses'],
        summary: 'Functional expense picker',
        description:
          "The active functional expenses a new record of the company may use (its own and the global ones), as functionaExpenses [{ label, value }]. companyId 0 from Super-Admin: the global ones only; a company user always gets their own company's. Needs FundProgram_View, FunctionalExpenses_View, Bills_Create, Bills_Edit, Check_Create or Journals_Create. An unknown or deleted company: 404.",
        params: companyParams,
        response: { 200: functionalExpensePicker },
      },
      config: { access: PICKER_ACCESS },
    },
    async (req) => {
      const rows = await pickerItems({ db: app.deps.db, clock: app.deps.clock }, table, authOf(req), req.params.companyId);
      return { functionaExpenses: rows.map((r) => ({ label: r.name, value: r.id })) };
    },
  );
}
