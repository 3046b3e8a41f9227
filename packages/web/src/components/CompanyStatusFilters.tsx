import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { CompanyFilter } from './CompanySelect';

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

/** The filters above a status list (bills, payments, checks): company (Super-Admin) and "Choose Status". */
export function CompanyStatusFilters({ companyId, status, options, onChange }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <CompanyFilter value={companyId} onChange={(id) => onChange(id, status)} />
      <TextField select label="Choose Status" value={status} onChange={(e) => onChange(companyId, Number(e.target.value))} sx={{ width: 220 }}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** The state of a status list: its page, company (0 = all) and status (`allStatus` first); a filter change goes to page 1. */
export function useCompanyStatusFilters(allStatus: number) {
  const [page, setPage] = useState(1);
  const [companyId, setCompanyId] = useState(0);
  const [status, setStatus] = useState(allStatus);
  const onChange = (company: number, chosen: number) => {
    setCompanyId(company);
    setStatus(chosen);
    setPage(1);
  };
  return { page, setPage, companyId, status, onChange };
}
