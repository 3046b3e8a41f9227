import type { CheckPrintSetup, CheckPrintSetupRequest } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { ACCOUNTS_KEY } from './api';

export const printSetupPath = (bankAccountId: number) => `/app/check-print-setup/${bankAccountId}`;

/** A bank account's check print set-up (defaults until saved). */
export function usePrintSetup(bankAccountId: number | null) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'print-setup', bankAccountId],
    queryFn: () => apiFetch<{ data: CheckPrintSetup }>(`/getCheckPrintSetup/${bankAccountId}`).then((r) => r.data),
    enabled: !!bankAccountId,
    retry: false,
  });
}

export const savePrintSetup = (bankAccountId: number, body: CheckPrintSetupRequest) =>
  apiFetch<{ message: string; data: CheckPrintSetup }>(`/saveCheckPrintSetup/${bankAccountId}`, { method: 'POST', body });
