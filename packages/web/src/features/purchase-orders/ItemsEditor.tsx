import { M, poItemRequest } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, useRef, useState } from 'react';
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { lineAmount, type PoForm } from './form';
import { FormMoney, MoneyField } from '../../components/MoneyField';

/** Read by screen readers, not drawn: the remove buttons' column needs a header (axe 'empty-table-header'). */
const SCREEN_READER_ONLY = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface Props {
  control: Control<PoForm>;
  errors: FieldErrors<PoForm>;
  /** lines may be added, removed and fully edited (Draft) */
  linesEditable: boolean;
  /** unit prices may change (Draft, Approved, Pending from vendor) */
  pricesEditable: boolean;
  /** a line was added: an earlier 'Please add item' no longer applies */
  onAdded(): void;
}

const blank = { description: '', quantity: '', unit_price: '' };

/**
 * The line items: description, quantity (up to 3 decimals), unit price and the computed amount. A new line is
 * added only when all three are filled; lines can be edited in place and removed.
 */
export function ItemsEditor({ control, errors, linesEditable, pricesEditable, onAdded }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const [draft, setDraft] = useState(blank);
  const [draftError, setDraftError] = useState<string | null>(null);
  const complete = draft.description.trim() !== '' && draft.quantity.trim() !== '' && draft.unit_price.trim() !== '';

  const newDescription = useRef<HTMLInputElement>(null);
  const add = () => {
    const checked = poItemRequest.safeParse(draft);
    if (!checked.success) {
      setDraftError(checked.error.issues[0]?.message ?? M.validationFailed);
      return false;
    }
    append({ id: null, description: draft.description.trim(), quantity: draft.quantity.trim(), unit_price: draft.unit_price.trim() });
    setDraft(blank);
    setDraftError(null);
    onAdded();
    return true;
  };

  // Enter in the new-item row adds the line (or says what is missing); it must never submit the order
  // without it and leave the form.
  const addOnEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!complete) return setDraftError(M.poItemIncomplete);
    // The next line is typed from its description again.
    if (add()) newDescription.current?.focus();
  };

  const cell = (n: number, name: 'description' | 'quantity', label: string, disabled: boolean, inputMode?: 'decimal') => (
    <Controller
      control={control}
      name={`items.${n}.${name}`}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`items.${n}.${name}`}
          size="small"
          fullWidth
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'aria-label': `${label} of line ${n + 1}`, inputMode, maxLength: name === 'description' ? 500 : 20 } }}
        />
      )}
    />
  );

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5, mb: 2 }} aria-labelledby="po-items-title">
      <Typography id="po-items-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Items
      </Typography>
      {itemsError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {itemsError}
        </Alert>
      )}
      <TableContainer tabIndex={0} role="group" aria-label="Items">
        <Table size="small" aria-label="Items" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '45%' }}>Description</TableCell>
              <TableCell sx={{ width: 130 }}>Quantity</TableCell>
              <TableCell sx={{ width: 170 }}>Unit Price (USD)</TableCell>
              <TableCell align="right">Amount (USD)</TableCell>
              {/* Relative: the hidden label is placed inside the table's scroll box, not at the page's far right. */}
              <TableCell sx={{ width: 56, position: 'relative' }}>
                <Box component="span" sx={SCREEN_READER_ONLY}>
                  Remove
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((f, n) => (
              <TableRow key={f.id}>
                <TableCell>{cell(n, 'description', 'Description', !linesEditable)}</TableCell>
                <TableCell>{cell(n, 'quantity', 'Quantity', !linesEditable, 'decimal')}</TableCell>
                <TableCell>
                  <FormMoney
                    control={control}
                    name={`items.${n}.unit_price`}
                    size="small"
                    fullWidth
                    disabled={!pricesEditable}
                    blur="keep"
                    align="left"
                    ariaLabel={`Unit Price of line ${n + 1}`}
                  />
                </TableCell>
                <TableCell align="right">{lineAmount(items?.[n])}</TableCell>
                <TableCell>
                  {linesEditable && (
                    <IconButton size="small" color="error" aria-label={`Remove line ${n + 1}`} onClick={() => remove(n)}>
                      <Delete fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {fields.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography variant="body2" color="text.secondary">
                    No items yet: fill in description, quantity and unit price below, then Add Item.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {linesEditable && (
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell>
                  <TextField
                    inputRef={newDescription}
                    onKeyDown={addOnEnter}
                    size="small"
                    fullWidth
                    placeholder="Description"
                    value={draft.description}
                    onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                    slotProps={{ htmlInput: { 'aria-label': 'New item description', maxLength: 500 } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    onKeyDown={addOnEnter}
                    size="small"
                    fullWidth
                    placeholder="Qty"
                    value={draft.quantity}
                    onChange={(e) => setDraft({ ...draft, quantity: e.target.value })}
                    slotProps={{ htmlInput: { 'aria-label': 'New item quantity', inputMode: 'decimal', maxLength: 20 } }}
                  />
                </TableCell>
                <TableCell>
                  <MoneyField
                    onKeyDown={addOnEnter}
                    size="small"
                    fullWidth
                    value={draft.unit_price}
                    onChange={(text) => setDraft({ ...draft, unit_price: text })}
                    blur="keep"
                    align="left"
                    ariaLabel="New item unit price"
                  />
                </TableCell>
                <TableCell align="right">{lineAmount(draft)}</TableCell>
                <TableCell />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {linesEditable && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5 }}>
          <Button startIcon={<Add />} variant="outlined" onClick={add} disabled={!complete}>
            Add Item
          </Button>
          {draftError && (
            <Typography color="error" variant="body2" role="alert">
              {draftError}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
