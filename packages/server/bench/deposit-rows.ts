/**
 * The bench rows of deposits (issue 25 point 7): the deposit list over 1,000,000 deposit lines
 * (dataset-deposits.ts) and recording a deposit of 50 lines, a count sheet as long as a big Sunday's.
 */
import type pg from 'pg';
import type { Kit, Row } from './payables-rows.js';

export async function depositRows(c: pg.Client, k: Kit, big: number, sa: Record<string, string>, cu: Record<string, string>): Promise<Row[]> {
  const ids = (
    await c.query(
      `select min(a.id) filter (where a.account_number = '1000') as bank, min(a.id) filter (where a.account_number = '4000') as tithes,
              min(a.id) filter (where a.account_number = '4010') as plate, (select min(id) from fund_programs where company_id = $1) as fund
       from accounts a where a.company_id = $1`,
      [big],
    )
  ).rows[0];
  const today = new Date().toISOString().slice(0, 10);
  // 50 lines: the plate's cash, 48 checks, one online gift (each request a new deposit).
  const deposit = () => ({
    company_id: big,
    bank_account_id: ids.bank,
    deposit_date: today,
    memo: 'Bench Sunday offering',
    counted_by: ['Ruth Usher', 'Amos Deacon'],
    lines: Array.from({ length: 50 }, (_, i) => ({
      account_id: i === 0 ? ids.plate : ids.tithes,
      fund_program_id: ids.fund,
      amount: i === 0 ? '312.25' : '25.00',
      method: i === 0 ? 'cash' : i === 49 ? 'electronic' : 'check',
      check_number: i === 0 || i === 49 ? undefined : String(1000 + i),
      payer: i === 0 ? null : `Giver ${i}`,
      memo: '',
    })),
  });
  const read = (name: string, path: string, headers: Record<string, string>, ms: number): Row => ({
    name,
    target: `< ${ms} ms`,
    async run() {
      const f = await k.single('app', { path, headers }, 20);
      if (f.status !== 200) throw new Error(`${name}: the app answered ${f.status}`);
      return { app: { p50: f.p50, p99: f.p99 }, met: f.p50 < ms };
    },
  });
  return [
    read('deposit list, 1M deposit lines, company user, single', '/api/v1/deposits', cu, 100),
    read('deposit list, 1M deposit lines, Super-Admin, single', '/api/v1/deposits', sa, 100),
    read('deposit list, 1M deposit lines, company user, search + sort by total, single', '/api/v1/deposits?search=offering%2099&sort=total&dir=desc', cu, 200),
    {
      name: 'POST /deposits, 50 lines, single',
      target: '< 200 ms',
      async run() {
        const f = await k.single('app', { method: 'POST', path: '/api/v1/deposits', headers: cu, body: deposit }, 20);
        if (f.status !== 200) throw new Error(`POST /deposits answered ${f.status}`);
        return { app: { p50: f.p50, p99: f.p99 }, met: f.p50 < 200 };
      },
    },
    k.write('POST /deposits, 50 lines, 10 clients, one bank account', { method: 'POST', path: '/api/v1/deposits', headers: cu, body: deposit }, 10, 50),
  ];
}
