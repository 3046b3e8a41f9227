/**
 * The bare server's payables routes (issues 10-13): each list's core SQL by hand — its page with the names
 * it shows and its capped total on the list's own table — for the bench rows to be read against.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
const num = (v: unknown) => (v === undefined || v === '' || v === null ? null : Number(v));
const live = 'not in (select id from companies where deleted_at is not null)';

export function payablesRoutes(app: FastifyInstance, q: Query) {
  const page = async (select: string, from: string, count: string, values: unknown[], limit: number) => {
    const [rows, n] = await Promise.all([
      q(`${select} ${from} limit ${limit}`, values),
      q(`select count(*)::int as n from (select 1 ${count} limit 10001) x`, values),
    ]);
    return { status: 200, data: { data: rows.rows, total: Math.min(n.rows[0].n, 10000), total_is_exact: n.rows[0].n <= 10000 } };
  };

  app.get('/po', async (req) => {
    const p = req.query as Record<string, string>;
    const where = `($1::int is null or o.company_id = $1) and ($2::int is null or o.vendor_id = $2)
                   and (case when $3::int is null then o.status_id <> 8 else o.status_id = $3 end)`;
    return page(
      // The names no filter or sort reads as scalar subqueries, as the app's page reads them without a search.
      `select o.*, (select c.legal_name from companies c where c.id = o.company_id) as company_name,
         (select v.name from vendors v where v.id = o.vendor_id) as vendor_name`,
      `from purchase_orders o where ${where} order by o.id desc`,
      `from purchase_orders o where ${where}`,
      [num(p.company_id), num(p.vendor_id), num(p.status_id)],
      10,
    );
  });

  app.get('/bills', async (req) => {
    const p = req.query as Record<string, string>;
    const own = '($1::int is null or b.company_id = $1) and ($2::int is null or b.status = $2)';
    return page(
      // The names no filter or sort reads as scalar subqueries, as the app reads them (fewer relations to plan).
      `select b.*, c.legal_name, (select pa.account_name from accounts pa where pa.id = b.account_payable_id) as payable_name,
         (select a.account_name from accounts a where a.id = b.account_id) as account_name, v.name as vendor_name, po.po_number,
         (select f.name from fund_programs f where f.id = b.fund_program_id) as fund_program,
         (select x.name from functional_expenses x where x.id = b.functional_expense_id) as functional_expense`,
      `from bills b join companies c on c.id = b.company_id join vendors v on v.id = b.vendor_id left join purchase_orders po on po.id = b.purchase_order_id
       where ${own} and c.deleted_at is null order by b.id desc`,
      `from bills b where ${own} and b.company_id ${live}`,
      [num(p.company_id), num(p.status)],
      10,
    );
  });

  app.get('/payments', async (req) => {
    const p = req.query as Record<string, string>;
    const own = '($1::int is null or p.company_id = $1) and ($2::int is null or p.status = $2)';
    return page(
      `select p.*, b.bill_number, b.reference, b.bill_due, c.legal_name, bk.account_name as bank, pa.account_name as payable, v.name as vendor_name,
         (select f.name from fund_programs f where f.id = b.fund_program_id) as fund_program,
         (select x.name from functional_expenses x where x.id = b.functional_expense_id) as functional_expense`,
      `from bill_payments p join bills b on b.id = p.bill_id join companies c on c.id = p.company_id join accounts bk on bk.id = p.bank_account_id
       join accounts pa on pa.id = p.account_payable_id join vendors v on v.id = b.vendor_id where ${own} and c.deleted_at is null order by p.id desc`,
      `from bill_payments p where ${own} and p.company_id ${live}`,
      [num(p.company_id), num(p.status)],
      5,
    );
  });

  app.get('/unpaid/:payable/:company', async (req) => {
    const p = req.params as Record<string, string>;
    const where = 'b.company_id = $1 and b.account_payable_id = $2 and b.status = 0';
    const [rows, n] = await Promise.all([
      q(
        `select b.*, v.name as vendor_name from bills b join vendors v on v.id = b.vendor_id where ${where} order by b.bill_due, b.id limit 500`,
        [Number(p.company), Number(p.payable)],
      ),
      q(`select count(*)::int as n from bills b where ${where}`, [Number(p.company), Number(p.payable)]),
    ]);
    return { status: 200, data: rows.rows, total: n.rows[0].n };
  });

  // The company picker and the company list's first page (issue 23 point 4: 5,611 companies).
  app.get('/companies/options', async () => {
    const r = await q('select id, legal_name from companies where deleted_at is null order by legal_name, id');
    return { status: 200, data: r.rows };
  });
  // The searched chooser (issue 23 point 4): the first `limit` companies by name whose name contains `search`.
  app.get('/companies/search', async (req) => {
    const p = req.query as Record<string, string>;
    const like = `%${(p.search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const r = await q(
      `select c.id, c.legal_name, c.access_level_id as access_level, l.name as acess_level_name from companies c
       left join access_levels l on l.id = c.access_level_id
       where c.deleted_at is null and c.legal_name ilike $1 order by lower(c.legal_name), c.id limit $2`,
      [like, Number(p.limit ?? 50)],
    );
    return { status: 200, data: r.rows };
  });
  app.get('/companies/page', async () =>
    page('select c.*', 'from companies c where c.deleted_at is null order by c.legal_name, c.id', 'from companies c where c.deleted_at is null', [], 10),
  );

  app.get('/checks', async (req) => {
    const p = req.query as Record<string, string>;
    const own = '($1::int is null or k.company_id = $1) and ($2::int is null or k.status = $2)';
    return page(
      // The names no filter or sort reads as scalar subqueries, as the app's page reads them without a search.
      `select k.*, (select c.legal_name from companies c where c.id = k.company_id) as legal_name,
         (select v.name from vendors v where v.id = k.vendor_id) as vendor_name,
         (select bk.account_name from accounts bk where bk.id = k.bank_account_id) as bank`,
      `from checks k where ${own} and k.company_id ${live} order by k.id desc`,
      `from checks k where ${own} and k.company_id ${live}`,
      [num(p.company_id), num(p.status)],
      5,
    );
  });
}
