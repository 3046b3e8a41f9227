import { M } from '@app/contract';
import { Box, Button, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { useDialogs } from './DialogProvider';

interface Props {
  /** the company the new vendor would belong to; 0 or '' = none chosen yet */
  companyId: number | '';
  onOpen(): void;
  /** besides the hint: e.g. mark the company field */
  onNoCompany?(): void;
}

/**
 * '+ Add New' beside a vendor select, the same on the purchase-order, bill and standard-check forms: always
 * shown to a user who may add vendors; before a company is chosen a hint under it says why it cannot open yet,
 * and a click says so again instead of doing nothing.
 */
export function AddVendorButton({ companyId, onOpen, onNoCompany }: Props) {
  const dialogs = useDialogs();
  const hintId = useId();
  const noCompany = !companyId;
  return (
    <Box sx={{ flexShrink: 0 }}>
      <Button
        variant="outlined"
        sx={{ whiteSpace: 'nowrap', height: 56 }}
        aria-describedby={noCompany ? hintId : undefined}
        onClick={() => {
          if (!noCompany) return onOpen();
          onNoCompany?.();
          dialogs.warning(M.chooseCompanyFirst);
        }}
      >
        + Add New
      </Button>
      {noCompany && (
        <FormHelperText id={hintId} sx={{ maxWidth: 120 }}>
          Choose a company first
        </FormHelperText>
      )}
    </Box>
  );
}
