import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** true: the user may look at the record but not change it (e.g. an Auditor with only *_View) */
  readOnly: boolean;
  /** what the banner calls the record, e.g. 'vendor' */
  what: string;
  children: ReactNode;
}

/**
 * A record's form as a read-only view: a disabled <fieldset> turns off every input and button inside it
 * (so nothing can be typed that could only fail on save), MUI selects are made unclickable too, and a
 * banner says why. The page hides its own Save button.
 */
export function ReadOnlyFieldset({ readOnly, what, children }: Props) {
  if (!readOnly) return <>{children}</>;
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        View only: you can look at this {what} but not change it.
      </Alert>
      <Box
        component="fieldset"
        disabled
        aria-label={`${what} (view only)`}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& .MuiSelect-select, & .MuiAutocomplete-root': { pointerEvents: 'none' } }}
      >
        {children}
      </Box>
    </>
  );
}
