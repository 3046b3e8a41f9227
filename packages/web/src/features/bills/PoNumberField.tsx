import { type BillPoLookup, formatUsd, toCents } from '@app/contract';
import { Button, Link, TextField } from '@mui/material';
import { useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../api/client';
import { formPath } from '../purchase-orders/api';
import { lookupPo } from './api';
import type { BillFormValues } from './form';
import { groupedAmount } from '../../components/money';

interface Options {
  getValues: UseFormGetValues<BillFormValues>;
  setValue: UseFormSetValue<BillFormValues>;
  /** the company the number is looked up in (Super-Admin: the chosen one; 0: the caller's own) */
  companyId: number;
}

const NOT_A_NUMBER = 'Enter a PO number (digits only).';
const note = (r: BillPoLookup) =>
  `PO #${r.purchase_order.po_number} · ${r.purchase_order.status_name} · ${r.get_details.name} · ${formatUsd(toCents(r.grand_total) ?? 0)}`;

/**
 * A bill started from a purchase order: the PO number is looked up (getVendorByPONumber) when the field is
 * left or 'Fill from PO' is pressed, filling the vendor and the amount and keeping the order's id for the bill.
 */
export function usePoFill({ getValues, setValue, companyId }: Options) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Looks the number up; answers the problem (null when there is no number or it names a billable order). */
  async function fill(): Promise<string | null> {
    const text = getValues('po_number').trim();
    if (!text) {
      setValue('purchase_order_id', '');
      setMessage(null);
      return null;
    }
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
      setValue('purchase_order_id', '');
      setMessage({ text: NOT_A_NUMBER, error: true });
      return NOT_A_NUMBER;
    }
    setBusy(true);
    try {
      const r = await lookupPo(Number(text), companyId);
      setValue('vendor_id', r.get_details.id, { shouldDirty: true });
      setValue('amount_due', groupedAmount(r.grand_total), { shouldDirty: true });
      setValue('purchase_order_id', r.purchase_order.id, { shouldDirty: true });
      setMessage({ text: note(r), error: false });
      return null;
    } catch (err) {
      const text = err instanceof ApiError ? err.message : 'The purchase order could not be read.';
      setValue('purchase_order_id', '');
      setMessage({ text, error: true });
      return text;
    } finally {
      setBusy(false);
    }
  }

  /** Before a save or on leaving the field: a typed number not looked up yet is looked up now. */
  const ensure = () => (getValues('po_number').trim() && !getValues('purchase_order_id') ? fill() : Promise.resolve(null));
  return { fill, ensure, message, busy, clear: () => setMessage(null) };
}

interface FieldProps {
  po: ReturnType<typeof usePoFill>;
  value: string;
  onChange(text: string): void;
  disabled: boolean;
  /** view mode: the linked order, opened on its screen */
  linked?: { id: number; isSuperAdmin: boolean } | null;
}

export function PoNumberField({ po, value, onChange, disabled, linked }: FieldProps) {
  const helper = linked ? (
    <Link component={RouterLink} to={formPath(linked.isSuperAdmin, linked.id)}>
      Open the purchase order
    </Link>
  ) : disabled ? undefined : (
    (po.message?.text ?? 'Optional: fills the vendor and the amount from an approved purchase order.')
  );
  return (
    <>
      <TextField
        id="po_number"
        label="PO Number"
        fullWidth
        value={value}
        disabled={disabled}
        error={!!po.message?.error}
        helperText={helper}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          if (value.trim()) void po.ensure();
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
      />
      {!disabled && (
        <Button variant="outlined" sx={{ whiteSpace: 'nowrap', height: 56 }} onClick={() => void po.fill()} disabled={po.busy || !value.trim()}>
          Fill from PO
        </Button>
      )}
    </>
  );
}
