import type { CheckPrintSetupRequest } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/typed';
import { ACCOUNTS_KEY } from './api';

export const printSetupPath = (bankAccountId: number) => `/app/check-print-setup/${bankAccountId}`;

/** A bank account's check print set-up (defaults until saved). */
export function usePrintSetup(bankAccountId: number | null) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'print-setup', bankAccountId],
    queryFn: () => api.get('/getCheckPrintSetup/{bankAccountId}', { path: { bankAccountId: bankAccountId! } }).then((r) => r.data),
    enabled: !!bankAccountId,
    retry: false,
  });
}

export const savePrintSetup = (bankAccountId: number, body: CheckPrintSetupRequest) =>
  api.post('/saveCheckPrintSetup/{bankAccountId}', { path: { bankAccountId }, body });
