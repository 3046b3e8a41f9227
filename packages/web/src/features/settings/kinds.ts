import { M } from '@app/contract';

/** The two Settings lists differ only in texts, paths and permission group. */
export interface ItemKind {
  key: 'fund-program' | 'functional-expenses';
  title: string;
  addButton: string;
  dialogTitle: string;
  fieldLabel: string;
  /** permission group: Group_Create, _Edit, _View, _Delete */
  group: 'FundProgram' | 'FunctionalExpenses';
  /** the routes of the API document (api/typed.ts checks them) */
  paths: {
    list: '/viewFundProgram' | '/viewFunctionalexpenses';
    create: '/createFundProgram' | '/createFunctionalExpenses';
    update: '/updateFundProgram/{id}' | '/updateFunctionalExpenses/{id}';
    remove: '/fundProgramStatusUpdate/{id}' | '/statusUpdate/{id}';
  };
  /** what the export buttons name ('Export fund programs as CSV') */
  exportLabel: string;
  deleteConfirm: string;
  deleted: string;
  /** fund programs carry a restriction class (issue 24): a select and, for a time fund, its release date */
  fundClass?: boolean;
}

export const FUND_PROGRAM: ItemKind = {
  key: 'fund-program',
  title: 'Fund Programs',
  addButton: '+ Fund Program',
  dialogTitle: 'Manage Fund Programs',
  fieldLabel: 'Add a new Fund Program',
  group: 'FundProgram',
  paths: { list: '/viewFundProgram', create: '/createFundProgram', update: '/updateFundProgram/{id}', remove: '/fundProgramStatusUpdate/{id}' },
  exportLabel: 'fund programs',
  deleteConfirm: M.fundProgramDeleteConfirm,
  deleted: M.fundProgramDeleted,
  fundClass: true,
};

export const FUNCTIONAL_EXPENSES: ItemKind = {
  key: 'functional-expenses',
  title: 'Functional Expenses',
  addButton: '+ Functional Expenses',
  dialogTitle: 'Manage Functional Expenses',
  fieldLabel: 'Add a new Functional Expense',
  group: 'FunctionalExpenses',
  paths: {
    list: '/viewFunctionalexpenses',
    create: '/createFunctionalExpenses',
    update: '/updateFunctionalExpenses/{id}',
    remove: '/statusUpdate/{id}',
  },
  exportLabel: 'functional expenses',
  deleteConfirm: M.functionalExpenseDeleteConfirm,
  deleted: M.functionalExpenseDeleted,
};

/** Page size of both lists (specification section 9). */
export const PER_PAGE = 10;
