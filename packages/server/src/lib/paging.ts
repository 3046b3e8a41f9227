/** The paginator the web pages its tables with (DESIGN.md section 3); every list builds its answer here. */
export function pageOf<T>(rows: T[], total: number, page: number, perPage: number, totalIsExact = true) {
  return { data: rows, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), total_is_exact: totalIsExact };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
