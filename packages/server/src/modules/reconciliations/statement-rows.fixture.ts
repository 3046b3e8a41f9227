import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Test helper: an imported statement written straight into 0023's tables (the import call is another
 * engineer's; these tests need only its rows). Amounts in signed cents: > 0 money in, < 0 out.
 */
export async function insertStatement(
  db: DbOrTx,
  s: { companyId: number; bankAccountId: number; userId: number; lines: Array<{ date: string; cents: number; description?: string; checkNumber?: string }> },
): Promise<{ statementId: number; lineIds: number[] }> {
  const st = await db.execute(sql`insert into bank_statements (company_id, bank_account_id, format, file_name, lines_imported, imported_by)
    values (${s.companyId}::int, ${s.bankAccountId}::int, 'ofx', 'test.ofx', ${s.lines.length}::int, ${s.userId}::int) returning id`);
  const statementId = Number((st.rows[0] as { id: number }).id);
  const lineIds: number[] = [];
  for (const l of s.lines) {
    const ref = `T${statementId}-${lineIds.length}-${Math.random().toString(36).slice(2)}`;
    const res =
      await db.execute(sql`insert into bank_statement_lines (company_id, bank_account_id, statement_id, posted_on, amount_cents, description, check_number, bank_ref)
      values (${s.companyId}::int, ${s.bankAccountId}::int, ${statementId}::int, ${l.date}::date, ${l.cents}::bigint, ${l.description ?? ''}, ${l.checkNumber ?? null}, ${ref}) returning id`);
    lineIds.push(Number((res.rows[0] as { id: number }).id));
  }
  return { statementId, lineIds };
}
