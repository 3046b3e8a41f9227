import { M } from '@app/contract';
import { expect } from 'vitest';
import { fundPrograms } from '../../db/schema/index.js';
import { describeItemApi } from '../settings-items/items.suite.js';

describeItemApi({
  table: fundPrograms,
  group: 'FundProgram',
  paths: {
    create: 'createFundProgram',
    update: 'updateFundProgram',
    list: 'viewFundProgram',
    remove: 'fundProgramStatusUpdate',
    picker: 'getFundProgram',
  },
  texts: { added: M.fundProgramAdded, updated: M.fundProgramUpdated, deleted: M.fundProgramDeleted },
  exportName: 'fund-programs',
  fundClass: true,
  pickerRows: (body) => {
    for (const row of body.fund_program) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    return body.fund_program;
  },
});
