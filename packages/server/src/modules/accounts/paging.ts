/** The paginator the web pages its tables with (DESIGN.md section 3). */
export function pageOf<T>(rows: T[], total: number, page: number, perPage: number, totalIsExact = true) {
  return { data: rows, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), total_is_exact: totalIsExact };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** 'YYYY-MM-DD' of an instant, in UTC (the server's notion of "today" when the client does not say). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
