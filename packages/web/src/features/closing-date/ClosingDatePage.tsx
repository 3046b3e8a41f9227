import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { PageHeader } from '../../components/PageHeader';
import { ClosingDatePanel } from './ClosingDatePanel';

/**
 * /app/closing-date, "Close the Books": the closing date panel of Company Setup for the treasurer who closes the
 * month (BankReconciliation_Delete moves it forward; Company Setup itself needs CompanyInformation_View, which a
 * Treasurer does not hold). Super-Admin chooses the company; a company user sees their own (0).
 */
export default function ClosingDatePage() {
  const auth = useAuth();
  const [companyId, setCompanyId] = useState(0);
  return (
    <>
      <PageHeader title="Close the Books" />
      {auth.isSuperAdmin && (
        <Box sx={{ mb: 2 }}>
          <CompanySelect label="Company" value={companyId} onChange={(id) => setCompanyId(id)} />
        </Box>
      )}
      {auth.isSuperAdmin && !companyId ? (
        <Alert severity="info">Choose a company to see or move its closing date.</Alert>
      ) : (
        <ClosingDatePanel companyId={companyId} />
      )}
    </>
  );
}
