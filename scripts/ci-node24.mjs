#!/usr/bin/env node
// CI: the app on the current LTS. Fetches Node 24 from the registry's `node` package (`npx -p node@24`: the
// package carries the binary), starts this working copy's server on it on a free port with a fresh
// DATA_DIR, and through the API as the Super-Admin: makes a company, a fund program and a vendor, funds
// the bank with opening balances, enters a bill, pays it, makes its check and prints the check's PDF.
// Needs no web build (only the API is used). Exit 0 when the PDF came back. It runs on PGlite
// (EMBEDDED_ENGINE=pglite), the engine the app falls back to where the embedded server cannot run, so that
// engine keeps a whole workflow checked (the API tests run on the default, the embedded server).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, servingLine, startApp, stopApp, waitFor } from './lib/serve.mjs';

const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node24-'));
const ADMIN = { email: 'admin@example.org', password: 'Node24-admin-1' };
const today = new Date().toISOString().slice(0, 10);
const inDays = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let app;

/** One API call; anything but 200 stops the run, quoting the answer. */
async function call(base, method, route, token, body) {
  const res = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status !== 200) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : res;
}

try {
  // In an empty directory, so npx does not look at this project's own packages.
  const node24 = execFileSync('npx', ['--yes', '-p', 'node@24', 'node', '-p', 'process.execPath'], { cwd: dir, encoding: 'utf8' }).trim();
  const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith('v24.')) throw new Error(`npx -p node@24 gave ${version}`);
  console.log(`Node ${version} from the registry's node package: ${node24}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  app = startApp(node24, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), 'packages/server/src/main.ts'], {
    cwd: repo,
    label: `node ${version}`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      EMBEDDED_ENGINE: 'pglite',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`${base}/api/v1/app-info`, app, 300);
  console.log(`The app answers on port ${port}: ${await servingLine(app)}`);

  const token = (await call(base, 'POST', '/login', null, ADMIN)).data.access_token;
  await call(base, 'POST', '/location', token, { name: 'Node 24 check' });
  const locations = (await call(base, 'GET', '/location', token)).data;
  const location = (locations.data ?? locations).at(-1).id;
  const company = (
    await call(base, 'POST', '/company', token, {
      legal_name: 'Node 24 Assembly',
      company_type: 'Non-Profit',
      ein: '12-3456789',
      primary_first_name: 'Mary',
      primary_last_name: 'Steward',
      email: 'office@node24.test',
      country: 'US',
      state: 'TX',
      location,
      access_level: 1,
      authentication: 0,
    })
  ).lastInsertedId;
  const books = (await call(base, 'GET', `/opening-balances/${company}`, token)).data;
  const bank = books.banks.find((b) => b.account_number === '1000').id;
  const accounts = (await call(base, 'GET', `/getAccountBehalfofcompanyId/${company}`, token)).data;
  const expenseAccount = accounts.assest_data.find((a) => a.account_number === '5200').id;
  await call(base, 'POST', '/createFundProgram', token, { name: 'General Fund', status: 1, company_id: company });
  const fund = (await call(base, 'GET', `/getFundProgram/${company}`, token)).fund_program.find((f) => f.name === 'General Fund').id;
  const expense = (await call(base, 'GET', `/getFunctionalEnpenses/${company}`, token)).functionaExpenses[0].value;
  const added = await call(base, 'POST', '/vendor/add', token, {
    company_id: company,
    name: 'Lone Star Power',
    ein: '98-7654321',
    contact_number: '5550100000',
    email: 'billing@power.test',
    billing_address_line_1: '1 Supply Rd',
    billing_city: 'Dallas',
    billing_state: 'TX',
    billing_country: 'US',
    billing_zip_code: '75001',
  });
  const vendor = added.data?.id ?? added.lastInsertedId;
  await call(base, 'POST', '/opening-balances', token, {
    company_id: company,
    as_of: today,
    net_assets_account_id: books.net_assets[0].id,
    banks: [{ account_id: bank, amount: '1000.00' }],
  });
  const bill = (
    await call(base, 'POST', '/createPayBills', token, {
      company_id: company,
      refrence: 'N24-1',
      bill_due: inDays(10),
      vendor_id: vendor,
      amount_due: '125.50',
      account_payable_id: books.payables[0].id,
      account_id: expenseAccount,
      fund_program_id: fund,
      funtional_expenses_id: expense,
      date: today,
    })
  ).data;
  const payment = (
    await call(base, 'POST', '/createBillPayment', token, {
      company_id: company,
      account_payable_id: books.payables[0].id,
      account_id: bank,
      bill_amount_info: [{ bill_id: bill.id, amount_due: '125.50', discount: '0' }],
      button_status: 'save',
    })
  ).data[0];
  const checks = await call(base, 'POST', '/createChecks', token, {
    company_id: company,
    check_type: 'voucher',
    check_number: '',
    memo: 'Node 24 check',
    bank_account_id: bank,
    check_list: [{ bill_payment_id: payment.id }],
  });
  const pdf = await call(base, 'GET', `/getPrintCheckInfoByCheckId/${checks.checkId[0]}`, token);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (pdf.headers.get('content-type') !== 'application/pdf' || bytes.subarray(0, 5).toString() !== '%PDF-') {
    throw new Error(`the check print answered ${pdf.headers.get('content-type')}, not a PDF`);
  }
  console.log(
    `On Node ${version}: signed in, company #${company}, bill #${bill.bill_number} paid, check #${checks.data[0].check_number} printed (${bytes.length} bytes of PDF)`,
  );
} catch (err) {
  console.error(`Node 24 run FAILED: ${err.message}`);
  process.exitCode = 1;
} finally {
  if (app) await stopApp(app);
  fs.rmSync(dir, { recursive: true, force: true });
}
