/** Chip colours of the payment statuses: 2 Paid, 3 Check, 1 Void. */
export const PAYMENT_STATUS_COLOR: Record<number, 'success' | 'info' | 'default'> = { 2: 'success', 3: 'info', 1: 'default' };
