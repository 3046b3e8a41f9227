import { BILL_REFERENCE_MAX, type BillAccountOption } from '@app/contract';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { AddVendorButton } from '../../components/AddVendorButton';
import { CountedText } from '../../components/CountedText';
import { FormSelect, type SelectOption } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { FormMoney } from '../../components/MoneyField';
import { useFunctionalExpenses, useFundPrograms } from '../journals/api';
import { useBillAccounts } from './api';
import { coaSelectOptions } from './coaOptions';

/**
 * The fields a bill has wherever it is written: the bill form and the standard check (its bill). Each form
 * lays them out in its own grid; the labels, choices, limits and money input are the same everywhere.
 */
export interface BillFieldValues {
  refrence: string;
  bill_due: string;
  vendor_id: number | '';
  amount_due: string;
  account_payable_id: number | '';
  account_id: number | '';
  fund_program_id: number | '';
  funtional_expenses_id: number | '';
}

/** The options of a bill's selects. */
export interface BillChoices {
  vendors: SelectOption[];
  payables: SelectOption[];
  coa: SelectOption[];
  programs: SelectOption[];
  expenses: SelectOption[];
}

type Named = { id: number; name: string };
type Account = { id: number; account_number: string; account_name: string };

/** Lists a saved bill carries, so a choice no longer offered still shows (bill edit and view). */
export interface OwnChoices {
  vendors?: Named[];
  payables?: Account[];
  coa?: BillAccountOption[];
  programs?: Named[];
  expenses?: Named[];
}

const accountLabel = (a: Account) => `${a.account_number} · ${a.account_name}`;

/** Options from the live pickers plus the bill's own lists (first seen wins). */
function merge<X extends { id: number }>(label: (x: X) => string, ...lists: Array<X[] | undefined>): SelectOption[] {
  const seen = new Map<number, string>();
  for (const x of lists.flatMap((l) => l ?? [])) if (!seen.has(x.id)) seen.set(x.id, label(x));
  return [...seen].map(([value, text]) => ({ value, label: text }));
}

/**
 * The choices of a bill of `companyId` (0: the caller's own), read while `enabled`; `vendors` are the
 * form's own vendor list (the bill's vendor picker, the check's bank-and-vendor look-up).
 */
export function useBillChoices(companyId: number, enabled: boolean, vendors: Named[] | undefined, own: OwnChoices = {}): BillChoices {
  const accounts = useBillAccounts(companyId, enabled);
  const programs = useFundPrograms(companyId, enabled);
  const expenses = useFunctionalExpenses(companyId, enabled);
  return {
    vendors: merge((v) => v.name, vendors, own.vendors),
    payables: merge(accountLabel, accounts.data?.account_payable, own.payables),
    coa: coaSelectOptions(accounts.data?.assest_data, own.coa),
    programs: merge((p) => p.name, programs.data, own.programs),
    expenses: merge((p) => p.name, expenses.data, own.expenses),
  };
}

export type SelectName = 'vendor_id' | 'account_payable_id' | 'account_id' | 'fund_program_id' | 'funtional_expenses_id';

/** Each select's label, empty choice and options: the bill form, the standard check and the split lines share them. */
export const BILL_SELECTS: Record<SelectName, { label: string; empty: string; choices: keyof BillChoices }> = {
  vendor_id: { label: 'Vendor', empty: 'Choose Vendor', choices: 'vendors' },
  account_payable_id: { label: 'Account Payable', empty: 'Choose Account Payable', choices: 'payables' },
  account_id: { label: 'COA', empty: 'Choose Chart Of Account', choices: 'coa' },
  fund_program_id: { label: 'Fund/Program', empty: 'Choose Fund/Program', choices: 'programs' },
  funtional_expenses_id: { label: 'Functional Expenses', empty: 'Choose Functional Expenses', choices: 'expenses' },
};

interface FieldProps<T extends BillFieldValues & FieldValues> {
  control: Control<T>;
  disabled?: boolean;
}

/** One of the bill's selects (vendor, A/P, COA, fund/program, functional expenses), required. */
export function BillSelect<T extends BillFieldValues & FieldValues>({
  control,
  disabled,
  name,
  choices,
}: FieldProps<T> & { name: SelectName; choices: BillChoices }) {
  const s = BILL_SELECTS[name];
  return <FormSelect control={control} name={name as Path<T>} label={s.label} required disabled={disabled} options={choices[s.choices]} emptyLabel={s.empty} />;
}

/** The vendor select with '+ Add New' beside it (absent when the user may not add vendors). */
export function BillVendor<T extends BillFieldValues & FieldValues>({
  addVendor,
  ...rest
}: FieldProps<T> & { choices: BillChoices; addVendor?: { companyId: number; open(): void } }) {
  return (
    <>
      <BillSelect {...rest} name="vendor_id" />
      {addVendor && <AddVendorButton companyId={addVendor.companyId} onOpen={addVendor.open} />}
    </>
  );
}

/** Reference #: counted to its limit while typed (a read-only view shows it plain). */
export function BillReference<T extends BillFieldValues & FieldValues>({
  control,
  disabled,
  autoFocus,
  numericKeyboard,
}: FieldProps<T> & { autoFocus?: boolean; numericKeyboard?: boolean }) {
  const name = 'refrence' as Path<T>;
  if (disabled) return <FormText control={control} name={name} label="Reference #" fullWidth disabled />;
  return (
    <CountedText
      control={control}
      name={name}
      label="Reference #"
      required
      fullWidth
      autoFocus={autoFocus}
      max={BILL_REFERENCE_MAX}
      slotProps={numericKeyboard ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    />
  );
}

/** The due date, never before `min` (today, or an unchanged earlier due date on edit). */
export function BillDue<T extends BillFieldValues & FieldValues>({ control, disabled, label, min }: FieldProps<T> & { label: string; min: string }) {
  return (
    <FormText
      control={control}
      name={'bill_due' as Path<T>}
      label={label}
      type="date"
      required
      fullWidth
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
    />
  );
}

/** The amount due, in dollars ('1,234.50' once typed). */
export function BillAmount<T extends BillFieldValues & FieldValues>({ control, disabled, label }: FieldProps<T> & { label: string }) {
  return <FormMoney control={control} name={'amount_due' as Path<T>} label={label} required fullWidth disabled={disabled} dollarSign maxLength={22} />;
}
