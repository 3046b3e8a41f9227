/** Chip colours of the bill statuses: 0 Created, 1 Void, 2 Paid, 3 Check. */
export const STATUS_COLOR: Record<number, 'primary' | 'default' | 'success' | 'info'> = { 0: 'primary', 1: 'default', 2: 'success', 3: 'info' };
