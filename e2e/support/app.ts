import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { dataDir, port } from '../playwright.config';

export const ADMIN = { email: 'admin@example.org', password: 'Admin-pass-1' };
/** This worker's own server (playwright.config.ts: one per worker). */
export const baseURL = `http://127.0.0.1:${port}`;

let counter = 0;
/** A name no other test uses. */
export const uniq = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(++counter).toString(36)}`;

let einCounter = 0;
/** An EIN no other vendor of the run has: a company refuses a second live vendor with one. */
export const uniqEin = () => {
  const n = (Date.now() % 1e6) * 10 + (++einCounter % 10);
  return `${String(10 + (einCounter % 89)).padStart(2, '0')}-${String(n).padStart(7, '0').slice(-7)}`;
};

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in now' }).click();
}

/** The Super-Admin signs in on the sign-in screen and lands on the dashboard (auth.spec: the screen is its subject). */
export async function signInAsAdminOnScreen(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/**
 * The Super-Admin signed in for a journey whose subject is another screen: the sign-in call made through the API,
 * its answer kept in the page's storage as the sign-in screen keeps it (LoginPage: authStore.signIn and the
 * browser_id it sent), then the dashboard loaded. Spares each journey the sign-in screen's load, drawing, axe
 * check and three actions; the screen itself is auth.spec's (signInAsAdminOnScreen).
 */
export async function signInAsAdmin(page: Page) {
  await keepSession(page, ADMIN.email, ADMIN.password);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/**
 * A company user signed in for a journey whose subject is the screen at `path`: signed in as signInAsAdmin is,
 * then that screen loaded directly. Spares the sign-in screen and the dashboard the journey only passed through
 * (the dashboard's cards, drawn and scanned, then left at once by a new page load); both screens are other
 * journeys' subjects (auth.spec, dashboard.spec).
 */
export async function signInTo(page: Page, email: string, password: string, path: string) {
  await keepSession(page, email, password);
  await page.goto(path);
}

/** A same-origin document with no script, to write the app's storage on without loading the app. */
const STORAGE_PAGE = '/e2e-storage-page';

async function keepSession(page: Page, email: string, password: string) {
  await page.route(STORAGE_PAGE, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>storage</title></html>' }));
  await page.goto(STORAGE_PAGE);
  await page.unroute(STORAGE_PAGE);
  const browserId = randomUUID();
  const browserInformation = await page.evaluate(() => navigator.userAgent);
  const res = await apiCall('POST', '/login', undefined, { email, password, browser_information: browserInformation, browser_id: browserId });
  if (res.status !== 200 || res.body.data?.authentication) throw new Error(`sign-in of ${email} through the API: ${res.status} ${JSON.stringify(res.body)}`);
  await page.evaluate(
    ({ data, browserId }) => {
      localStorage.setItem('browser_id', browserId);
      localStorage.setItem('access_token', data.access_token);
      localStorage.setItem('comapnay_name', data.comapnay_name ?? '');
      localStorage.setItem('roles', JSON.stringify(data.roles));
      localStorage.setItem('first_name', data.first_name);
      localStorage.setItem('permissions', JSON.stringify(data.permissions));
      localStorage.setItem('id', String(data.id));
    },
    { data: res.body.data, browserId },
  );
}

/** Quoted-printable bodies (nodemailer's default for long lines) read as plain text. */
function decodeQuotedPrintable(text: string) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
}

/** The newest mail to this address written by the server under DATA_DIR/mail (waits for it). */
export async function readMail(to: string, opts: { subject?: RegExp; after?: number } = {}): Promise<{ file: string; text: string }> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const file = path.join(dir, f);
      if (opts.after && fs.statSync(file).mtimeMs < opts.after) continue;
      const raw = fs.readFileSync(file, 'utf8');
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      if (opts.subject && !opts.subject.test(raw)) continue;
      return { file, text: decodeQuotedPrintable(raw) };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} arrived`);
}

/** Calls the real API (to arrange data a journey does not itself build). */
export async function apiCall(method: 'GET' | 'POST' | 'DELETE', urlPath: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseURL}/api/v1${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as any;
  return { status: res.status, body: json };
}

export async function apiToken(email: string, password: string): Promise<string> {
  const res = await apiCall('POST', '/login', undefined, { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}

export const adminToken = () => apiToken(ADMIN.email, ADMIN.password);

/**
 * Screenshots of the journeys for looking at the screens (not assertions): taken unless E2E_SHOTS=0 (.ci/run
 * sets it: nobody looks at them there, and with the pauses before them they cost minutes of a run).
 */
export const shotsWanted = process.env.E2E_SHOTS !== '0';

/** The pause that lets a dialog or menu finish moving before a screenshot; none when no screenshot is taken. */
export async function shotPause(page: Page, ms: number) {
  if (shotsWanted) await page.waitForTimeout(ms);
}

/** A full-page screenshot under SHOTS_DIR (default /tmp/shots), when shots are wanted. */
export async function shot(page: Page, name: string) {
  if (!shotsWanted) return;
  // SHOTS_DIR: one engineer's screenshots apart from the others' on a shared machine.
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/**
 * A screen at 1366 and 390 px: screenshots of both, and the page itself never scrolls sideways on the phone
 * (a table may scroll inside its own card). Leaves the page at 1366 px.
 */
export async function look(page: Page, name: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shotPause(page, 300);
  await shot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await shotPause(page, 300);
  await shot(page, `${name}-390`);
  // Polled: without the screenshots' pause (CI) the width is read before the layout has followed the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name}: the page scrolls sideways at 390 px` })
    .toBeLessThanOrEqual(390);
  await page.setViewportSize(LAPTOP);
}
