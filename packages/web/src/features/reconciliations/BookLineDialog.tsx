import { RECON_TEXT, type StatementLineRow } from '@app/contract';
import { useState } from 'react';
import { api } from '../../api/typed';
import { accountOption, IdSelect, PostingFormDialog } from '../../components/PostingFormDialog';
import { usd } from '../../components/money';
import { useFundPrograms, useJournalAccounts } from '../journals/api';

interface Props {
  reconciliationId: number;
  line: StatementLineRow | null;
  onClose(): void;
  onBooked(): Promise<void>;
}

/** An unmatched statement line (a fee, interest) becomes a journal entry dated its day, in one step. */
export function BookLineDialog({ reconciliationId, line, onClose, onBooked }: Props) {
  const [account, setAccount] = useState<number | ''>('');
  const [fund, setFund] = useState<number | ''>('');
  const accounts = useJournalAccounts(0, !!line);
  const funds = useFundPrograms(0, !!line);
  const out = (line?.amount ?? '').startsWith('-');

  const send = async () => {
    if (!line) return;
    await api.post('/reconciliations/{id}/lines/{lineId}/book', {
      path: { id: reconciliationId, lineId: line.id },
      body: { account_id: account, fund_program_id: fund } as never,
    });
    await onBooked();
  };

  return (
    <PostingFormDialog
      open={!!line}
      title="Book a statement line"
      text={
        <>
          {line?.description || 'The line'} of {usd(line?.amount ?? '0')} becomes a journal entry dated {line?.date}:{' '}
          {out ? 'the account you choose is debited and the bank credited' : 'the bank is debited and the account you choose credited'}, in the fund you choose.
        </>
      }
      submitLabel="Book It"
      ready={!!account && !!fund}
      send={send}
      success={RECON_TEXT.booked}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <IdSelect label="Account" value={account} onChange={setAccount} options={(accounts.data ?? []).map(accountOption)} error={errors.account_id} />
          <IdSelect
            label="Fund program"
            value={fund}
            onChange={setFund}
            options={(funds.data ?? []).map((f) => ({ id: f.id, label: f.name }))}
            error={errors.fund_program_id}
          />
        </>
      )}
    </PostingFormDialog>
  );
}
