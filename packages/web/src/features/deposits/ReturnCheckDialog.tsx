import { DEPOSIT_TEXT, type DepositLineRow, EXPENSE_TYPE } from '@app/contract';
import { useState } from 'react';
import { MoneyField } from '../../components/MoneyField';
import { accountOption, IdSelect, PostingFormDialog } from '../../components/PostingFormDialog';
import { usd } from '../../components/money';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useJournalAccounts } from '../journals/api';
import { returnCheck } from './api';

interface Props {
  depositId: number;
  companyId: number;
  line: DepositLineRow | null;
  onClose(): void;
}

/** Mark a check returned by the bank: the bank's fee (if any) and the expense account it is charged to. */
export function ReturnCheckDialog({ depositId, companyId, line, onClose }: Props) {
  const refresh = useRefreshAfterPosting('deposit');
  const [fee, setFee] = useState('');
  const [feeAccount, setFeeAccount] = useState<number | ''>('');
  const accounts = useJournalAccounts(companyId, !!line);
  const expenses = (accounts.data ?? []).filter((a) => a.master_ac_type_id === EXPENSE_TYPE);

  const send = async () => {
    if (!line) return;
    await returnCheck(depositId, line.line_no, { fee: fee.replace(/,/g, ''), fee_account_id: feeAccount || null });
    await refresh();
  };

  return (
    <PostingFormDialog
      open={!!line}
      title={`Return check #${line?.check_number ?? ''}`}
      text={
        <>
          The bank sent back the check of {line?.payer ?? 'an unnamed payer'} for {usd(line?.amount ?? '0')}. An entry dated today takes it out of the bank and
          out of {line?.account_name}, in the fund {line?.fund_program_name}; the bank's fee is charged to the expense account you choose, in the same fund.
        </>
      }
      submitLabel="Mark returned"
      danger
      send={send}
      success={DEPOSIT_TEXT.returned}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <MoneyField label="Bank fee" value={fee} onChange={setFee} error={!!errors.fee} helperText={errors.fee} dollarSign autoFocus />
          <IdSelect
            label="Fee expense account"
            value={feeAccount}
            onChange={setFeeAccount}
            options={expenses.map(accountOption)}
            error={errors.fee_account_id}
            none="None"
          />
        </>
      )}
    </PostingFormDialog>
  );
}
