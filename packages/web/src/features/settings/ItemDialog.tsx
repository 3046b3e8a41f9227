import {
  FUND_RESTRICTION_LABELS,
  FUND_RESTRICTIONS,
  type FundProgramInput,
  type FundProgramItem,
  type FundProgramRequest,
  fundProgramRequest,
  ITEM_STATUSES,
  M,
  type SettingsItem,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { CompanySelect } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { saveItem } from './api';
import type { ItemKind } from './kinds';

interface Props {
  kind: ItemKind;
  open: boolean;
  /** the row being edited; null adds a new item */
  item: SettingsItem | null;
  /** Super-Admin: a new item is shared by every company unless one company is chosen */
  global: boolean;
  /** the company a new item starts with (the list's company filter; 0 = shared by all) */
  defaultCompanyId?: number;
  onClose(): void;
  onSaved(): void;
}

const empty = { name: '', status: '', restriction: 'without', release_on: '' } as unknown as FundProgramInput;

/** The class a row has (fund programs) or the default a new one gets. */
const classOf = (item: SettingsItem | null) => {
  const fund = item as Partial<FundProgramItem> | null;
  return { restriction: fund?.restriction ?? 'without', release_on: fund?.release_on ?? '' };
};

/**
 * 'Manage Fund Programs' / 'Manage Functional Expenses': name and status, '+ Add' or '+ Update'. A fund
 * program also has its restriction class, and a time-restricted one its release date. One form schema for
 * both kinds: a functional expense leaves the class at its default and never sends it.
 */
export function ItemDialog({ kind, open, item, global, defaultCompanyId = 0, onClose, onSaved }: Props) {
  const dialogs = useDialogs();
  const { control, handleSubmit, reset, formState } = useForm<FundProgramInput, unknown, FundProgramRequest>({
    resolver: zodResolver(fundProgramRequest),
    defaultValues: empty,
  });
  useEffect(() => {
    if (open)
      reset(
        item
          ? { name: item.name, status: String(item.status) as '1' | '0', ...classOf(item) }
          : { ...empty, company_id: global ? defaultCompanyId : undefined },
      );
  }, [open, item, reset, global, defaultCompanyId]);
  const restriction = useWatch({ control, name: 'restriction' });

  // An empty name never leaves the browser: the resolver stops it and shows 'Name is required'.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { restriction: r, release_on, ...plain } = values;
      // The release date travels only with a time fund (the server refuses it on any other class).
      const body = kind.fundClass ? { ...plain, restriction: r ?? 'without', release_on: r === 'time' ? release_on : null } : plain;
      const res = await saveItem(kind, item?.id ?? null, body);
      onSaved();
      onClose();
      await dialogs.success(res.msg);
    } catch (err) {
      // The specification shows the server's first name error; other failures show their message.
      const text = err instanceof ApiError ? (err.first('name') ?? err.first('release_on') ?? err.message) : M.serverError;
      await dialogs.warning(text);
    }
  });

  const helper = item?.company_id === 0 ? 'Shared by all companies' : undefined;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="item-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="item-dialog-title">{kind.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {global && !item && (
              // Super-Admin: for every company (global) or for one chosen company only.
              <Controller
                control={control}
                name="company_id"
                render={({ field, fieldState }) => (
                  <CompanySelect
                    label="Company"
                    allOption
                    allLabel="All companies (shared)"
                    value={Number(field.value) || 0}
                    onChange={(id) => field.onChange(id)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            {global && item && item.company_id !== 0 && (
              <TextField
                label="Company"
                value={item.company_name}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
                helperText="An item stays with its company"
              />
            )}
            <FormText
              control={control}
              name="name"
              label={kind.fieldLabel}
              autoFocus
              fullWidth
              helperText={helper}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <FormSelect
              control={control}
              name="status"
              label="Status"
              emptyLabel="Choose Status"
              options={ITEM_STATUSES.map((st) => ({ value: String(st.id), label: st.name }))}
            />
            {kind.fundClass && (
              <FormSelect
                control={control}
                name="restriction"
                label="Restriction"
                helperText={
                  item
                    ? "Fixed once money is posted with this fund (changing it would rewrite past statements): release the money, or add a new fund for another restriction"
                    : "Donor restrictions decide which net asset class the fund's money counts in"
                }
                options={FUND_RESTRICTIONS.map((r) => ({ value: r, label: FUND_RESTRICTION_LABELS[r] }))}
              />
            )}
            {kind.fundClass && restriction === 'time' && (
              <FormText
                control={control}
                name="release_on"
                label="Release date"
                type="date"
                required
                fullWidth
                helperText="The day the donor's time restriction ends"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {item ? '+ Update' : '+ Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
