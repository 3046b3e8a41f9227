import { BILL_ALL_STATUS, BILL_DUE_FILTERS, BILL_SORTS, BILL_STATUS, type BillDueFilter, type BillRow, formatDate } from '@app/contract';
import Edit from '@mui/icons-material/Edit';
import { Chip } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { useCompanyStatusList } from '../../components/CompanyStatusFilters';
import type { Column } from '../../components/DataTable';
import { amountColumn, documentLinkColumn, statusNameColumn, statusOptions, voidAndView } from '../../components/listColumns';
import { type RowAction, type StatusListDefinition, StatusListPage } from '../../components/StatusListPage';
import { localToday } from '../../components/today';
import { billRows, CREATE, editPath, viewPath } from './api';
import { BillListFilters } from './BillListFilters';
import { STATUS_COLOR } from './labels';
import { useVoidBill } from './useVoidBill';

/** The dashboard's due links (?due=overdue|next14): the chip naming the filter, removable. */
const DUE_LABEL: Record<BillDueFilter, string> = { overdue: 'Overdue bills', next14: 'Due in the next 14 days' };
const DUE_EMPTY: Record<BillDueFilter, string> = { overdue: 'No overdue bills', next14: 'No bills due in the next 14 days' };
const dueOf = (v: string | null) => BILL_DUE_FILTERS.find((d) => d === v);

const LIST: StatusListDefinition<BillRow> = {
  title: 'Pay-Bills',
  rows: { one: 'bill', many: 'bills' },
  source: billRows,
  statuses: statusOptions(BILL_ALL_STATUS, BILL_STATUS),
  searchPlaceholder: 'Bill#, reference, memo, vendor or PO#',
};

/** /app/pay-bills-list: the Pay-Bills list, paged by 10 on the server, with company and status filters. */
export default function BillListPage() {
  const auth = useAuth();
  const voidBill = useVoidBill();
  // Page, search, sort, company, status and the dashboard's due link live in the URL: reload, back and a
  // dashboard link keep them.
  const params = useCompanyStatusList(BILL_SORTS, 'newest', BILL_ALL_STATUS);
  const due = dueOf(params.list.filter('due'));
  // A due link counts from the user's own calendar day.
  const withToday = (q: URLSearchParams) => {
    if (due) q.set('today', localToday());
    return q;
  };

  const canEdit = auth.can('Bills_Edit');
  const canDelete = auth.can('Bills_Delete');
  // The specification shows View with Bills_Delete; a reader of bills (Bills_View) may open them too.
  const canView = canDelete || auth.can('Bills_View');
  const editable = (r: BillRow) => canEdit && r.status === BILL_STATUS.Created;

  const columns: Column<BillRow>[] = [
    documentLinkColumn<BillRow>({
      key: 'bill_number',
      header: 'Bill Number',
      sortKey: 'bill_number',
      text: (r) => r.bill_number,
      to: (r) => (editable(r) ? editPath(r.id) : canView ? viewPath(r.id) : undefined),
    }),
    { key: 'company_name', truncate: true, header: 'Company Name', sortKey: 'company_name' },
    { key: 'date', nowrap: true, header: 'Date', sortKey: 'date', sortFirst: 'desc', render: (r) => formatDate(r.date) },
    { key: 'bill_due', nowrap: true, header: 'Due Date', sortKey: 'bill_due', render: (r) => formatDate(r.bill_due) },
    { key: 'refrence', nowrap: true, header: 'Reference #' },
    { key: 'vendor_name', truncate: true, header: 'Vendor Name', sortKey: 'vendor_name' },
    { key: 'account_payable_name', truncate: true, header: 'A/P Account' },
    amountColumn<BillRow>('amount_due', 'Due Amount (USD)', (r) => (r.status === BILL_STATUS.Void ? '0.00' : r.amount_due), 'amount_due'),
    statusNameColumn<BillRow>((r) => STATUS_COLOR[r.status] ?? 'default'),
  ];
  const rowActions: RowAction<BillRow>[] = [
    { title: 'Edit', icon: <Edit fontSize="small" />, label: (r) => `Edit bill ${r.bill_number}`, when: editable, to: (r) => editPath(r.id) },
    ...voidAndView<BillRow>((r) => `bill ${r.bill_number}`, {
      canVoid: (r) => canDelete && r.status !== BILL_STATUS.Void,
      onVoid: voidBill,
      canView: (r) => canView && r.status !== BILL_STATUS.Created,
      viewPath,
    }),
  ];

  return (
    <StatusListPage
      list={LIST}
      links={[{ label: '+ Create Bill', to: CREATE, when: auth.can('Bills_Create') }]}
      params={params}
      withQuery={withToday}
      columns={columns}
      rowActions={rowActions}
      emptyText={due && DUE_EMPTY[due]}
      banner={
        <>
          <BillListFilters list={params.list} companyId={params.companyId} />
          {due && <Chip label={DUE_LABEL[due]} onDelete={() => params.list.setFilter('due', null)} color="primary" sx={{ mb: 2 }} data-testid="due-filter" />}
        </>
      }
    />
  );
}
