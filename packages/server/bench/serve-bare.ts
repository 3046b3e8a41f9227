/**
 * The baseline of the benchmark: bare Fastify + pg running each hot route's core SQL (hand-written, no ORM,
 * no access checks beyond the session lookup of GET /account, no response schemas). The app's figures are
 * read against these. Prints "ready" when listening.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { serveTallies } from './round-trips.js';
import { payablesRoutes } from './serve-bare-payables.js';
import { writeRoutes } from './serve-bare-writes.js';

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const q = (text: string, values: unknown[] = []) => pool.query(text, values);
const cid = (v: unknown) => (v ? Number(v) : null);
const capped = (from: string, values: unknown[]) => q(`select count(*)::int as n from (select 1 ${from} limit 10001) x`, values);

app.get('/account', async (req) => {
  const token = String(req.headers.authorization ?? '').slice(7);
  const hash = createHash('sha256').update(token).digest('hex');
  const r = await q(
    `select s.id, s.purpose, s.expires_at, u.id as user_id, u.email, u.first_name, u.is_super_admin, u.company_id,
            (select array_agg(p.name) from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = u.role_id) as perms
     from sessions s join users u on u.id = s.user_id left join companies c on c.id = u.company_id
     where s.token_hash = $1 and s.revoked_at is null limit 1`,
    [hash],
  );
  return { status: 200, data: r.rows[0] };
});

app.get('/vendor', async (req) => {
  const c = cid((req.query as { company_id?: string }).company_id);
  const from = `from vendors v join companies c on c.id = v.company_id where v.deleted_at is null and c.deleted_at is null and ($1::int is null or v.company_id = $1)`;
  const [rows, n] = await Promise.all([q(`select v.*, c.legal_name as company_name ${from} order by v.id desc limit 10`, [c]), capped(from, [c])]);
  return { status: 200, data: { data: rows.rows, total: n.rows[0].n } };
});

app.get('/accounts', async (req) => {
  const c = cid((req.query as { company_id?: string }).company_id);
  const from = `from accounts a join companies c on c.id = a.company_id where c.deleted_at is null and ($1::int is null or a.company_id = $1)`;
  const rows = await q(
    `select a.*, c.legal_name, t.name as account_type ${from.replace('where', 'join account_types t on t.id = a.account_type_id where')}
     order by c.legal_name, a.company_id, a.account_number, a.id limit 10`,
    [c],
  );
  const ids = rows.rows.map((r) => r.id);
  const [totals, n] = await Promise.all([
    q('select account_id, sum(debit_cents)::text as d, sum(credit_cents)::text as c from ledger_totals where account_id = any($1) group by account_id', [ids]),
    capped(from, [c]),
  ]);
  return { status: 200, data: { data: rows.rows, totals: totals.rows, total: n.rows[0].n } };
});

app.get('/journals', async (req) => {
  const c = cid((req.query as { company_id?: string }).company_id);
  const from = `from journal_entries e join companies c on c.id = e.company_id where c.deleted_at is null and ($1::int is null or e.company_id = $1)`;
  const [rows, n] = await Promise.all([
    q(
      `select e.*, c.legal_name, (select sum(debit_cents) from journal_lines l where l.entry_id = e.id)::text as amount
       ${from} order by e.entry_date desc, e.id desc limit 10`,
      [c],
    ),
    capped(from, [c]),
  ]);
  return { status: 200, data: { data: rows.rows, total: n.rows[0].n } };
});

app.get('/trial-balance', async (req) => {
  const c = Number((req.query as { company_id: string }).company_id);
  const r = await q(
    `select a.id, a.account_number, a.account_name, t.d, t.c from (
       select account_id, sum(d)::text as d, sum(c)::text as c from (
         select account_id, debit_cents as d, credit_cents as c from ledger_totals where company_id = $1 and month < date_trunc('month', current_date)
         union all
         select account_id, debit_cents, credit_cents from journal_lines where company_id = $1 and entry_date between date_trunc('month', current_date)::date and current_date
       ) x group by account_id) t join accounts a on a.id = t.account_id order by a.account_number`,
    [c],
  );
  return { status: 200, data: r.rows };
});

app.get('/ledger/:id', async (req) => {
  const id = Number((req.params as { id: string }).id);
  const after = (req.query as { after?: string }).after?.split('_') ?? ['0001-01-01', '0', '0'];
  const rows = await q(
    `select l.id, l.entry_id, l.entry_date, coalesce(nullif(l.memo, ''), e.memo) as memo, l.debit_cents, l.credit_cents
     from journal_lines l join journal_entries e on e.id = l.entry_id
     where l.account_id = $1 and (l.entry_date, l.entry_id, l.id) > ($2::date, $3::int, $4::int)
     order by l.entry_date, l.entry_id, l.id limit 26`,
    [id, ...after],
  );
  const first = rows.rows[0];
  const opening = first
    ? await q(
        `select coalesce((select sum(debit_cents - credit_cents) from ledger_totals where account_id = $1 and month < date_trunc('month', $2::date)), 0)
              + coalesce((select sum(debit_cents - credit_cents) from journal_lines where account_id = $1 and entry_date >= date_trunc('month', $2::date)
                          and (entry_date, entry_id, id) < ($2::date, $3::int, $4::int)), 0) as net`,
        [id, first.entry_date, first.entry_id, first.id],
      )
    : null;
  return { status: 200, data: { lines: rows.rows, opening: opening?.rows[0].net ?? 0 } };
});

app.post('/journals', async (req) => {
  const b = req.body as { company_id: number; entry_date: string; lines: Array<{ account_id: number; debit: string; credit: string }> };
  const client = await pool.connect();
  try {
    await client.query('begin');
    const lines = b.lines.map((l) => [l.account_id, Math.round(Number(l.debit) * 100), Math.round(Number(l.credit) * 100)]);
    const r = await client.query(
      `with e as (insert into journal_entries (company_id, entry_date, source_type, memo) values ($1, $2, 'manual', '') returning id),
       l as (insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents)
             select e.id, $1, $2, v.a, v.d, v.c from e, unnest($3::int[], $4::bigint[], $5::bigint[]) as v(a, d, c) returning id),
       t as (insert into ledger_totals (company_id, account_id, month, debit_cents, credit_cents, line_count)
             select $1, v.a, date_trunc('month', $2::date), v.d, v.c, 1 from unnest($3::int[], $4::bigint[], $5::bigint[]) as v(a, d, c) order by v.a
             on conflict on constraint ledger_totals_key do update set debit_cents = ledger_totals.debit_cents + excluded.debit_cents,
                credit_cents = ledger_totals.credit_cents + excluded.credit_cents, line_count = ledger_totals.line_count + excluded.line_count)
       select (select id from e) as id`,
      [b.company_id, b.entry_date, lines.map((l) => l[0]), lines.map((l) => l[1]), lines.map((l) => l[2])],
    );
    await client.query('commit');
    return { status: 200, data: { id: r.rows[0].id } };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
});

payablesRoutes(app, q);
writeRoutes(app, pool);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
serveTallies(Number(process.env.TALLY_PORT));
console.log('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
