import { MenuItem, TextField } from '@mui/material';
import { CompanyFilter } from './CompanySelect';
import { useListParams } from './useListParams';

export interface StatusOption {
  value: number;
  label: string;
}

interface Props {
  companyId: number;
  status: number;
  /** the list's statuses in the specification's order, "All Status" first */
  options: StatusOption[];
  /** either filter changed: the list goes back to its first page */
  onChange(companyId: number, status: number): void;
}

/** The filters of a status list (bills, payments, checks), put inside its ListToolbar: company (Super-Admin) and "Choose Status". */
export function CompanyStatusFilters({ companyId, status, options, onChange }: Props) {
  return (
    <>
      <CompanyFilter value={companyId} onChange={(id) => onChange(id, status)} />
      <TextField select label="Choose Status" value={status} onChange={(e) => onChange(companyId, Number(e.target.value))} sx={{ width: 220 }}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/**
 * A status list's page, search, sort (newest first by default), company (0 = all) and status (`allStatus`
 * = all), all kept in the URL (useListParams); a filter change goes to page 1.
 */
export function useCompanyStatusList<K extends string>(sortKeys: readonly K[], newest: K, allStatus: number) {
  const list = useListParams(sortKeys, { key: newest, dir: 'desc' });
  const companyId = Number(list.filter('company_id') ?? 0);
  const status = Number(list.filter('status') ?? allStatus);
  const onChange = (company: number, chosen: number) => {
    if (company !== companyId) list.setFilter('company_id', company || null);
    else if (chosen !== status) list.setFilter('status', chosen === allStatus ? null : chosen);
  };
  return { list, companyId, status, onChange };
}
