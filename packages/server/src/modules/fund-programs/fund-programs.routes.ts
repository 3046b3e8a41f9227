import { companyIdParams, fundProgramPicker, M } from '@app/contract';
import type { AppInstance } from '../../app.js';
import { fundPrograms } from '../../db/schema/index.js';
import { authOf } from '../../plugins/company-scope.js';
import { registerItemRoutes } from '../settings-items/items.routes.js';
import { pickerItems } from '../settings-items/items.service.js';

/** Screens that offer the fund program and functional expense pickers. */
export const PICKER_ACCESS = {
  anyOf: ['FundProgram_View', 'FunctionalExpenses_View', 'Bills_Create', 'Bills_Edit', 'Check_Create', 'Journals_Create'],
};

/** The picker path's company (0: all); the shared id rule. */
export const companyParams = companyIdParams;

export async function fundProgramRoutes(app: AppInstance) {
  registerItemRoutes(app, {
    tag: 'Fund programs',
    table: fundPrograms,
    group: 'FundProgram',
    paths: { create: 'createFundProgram', update: 'updateFundProgram', list: 'viewFundProgram', remove: 'fundProgramStatusUpdate' },
    texts: { added: M.fundProgramAdded, updated: M.fundProgramUpdated, deleted: M.fundProgramDeleted },
    exportName: 'fund-programs',
    fundClass: true,
  });

  app.get(
    '/getFundProgram/:companyId',
    {
      schema: {
        tags: ['Fund programs'],
        summary: 'Fund program picker',
        description:
          "The active fund programs a new record of the company may use (its own and the global ones), as fund_program. companyId 0 from Super-Admin: the global ones only; a company user always gets their own company's. Needs FundProgram_View, FunctionalExpenses_View, Bills_Create, Bills_Edit, Check_Create or Journals_Create. An unknown or deleted company: 404.",
        params: companyParams,
        response: { 200: fundProgramPicker },
      },
      config: { access: PICKER_ACCESS },
    },
    async (req) => {
      const rows = await pickerItems({ db: app.deps.db, clock: app.deps.clock }, fundPrograms, authOf(req), req.params.companyId);
      return { fund_program: rows };
    },
  );
}
