/**
 * Today on the user's own calendar, 'YYYY-MM-DD' (not UTC: an evening bill, payment or reversal is dated
 * today, not tomorrow). The one "today" of the web: date inputs' defaults and minimums, due links, the dashboard.
 */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
