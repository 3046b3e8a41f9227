/** 'YYYY-MM-DD' of an instant, in UTC (the server's notion of "today" when the client does not say). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
