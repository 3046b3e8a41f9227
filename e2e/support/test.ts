import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { scannedDir } from '../playwright.config';
import { runAxe } from './axe-run';

/**
 * `test` and `expect` for every browser test: Playwright's, plus an axe-core check of every screen a test
 * visits. Import them from here (`import { expect, test } from '../support/test'`), never from
 * '@playwright/test'.
 *
 * How: an init script marks <body data-axe-pending> whenever the document loads, the SPA route changes
 * (history.pushState/replaceState/popstate) or a dialog opens. A locator handler on that marker runs before the
 * test's next action or assertion: it waits for the screen to settle (no progress bar, no running transitions),
 * runs axe and clears the marker. A screen is scanned once per run in each state: its route (ids left out), open
 * dialog, width class, heading and the make-up of its controls (enabled and disabled fields, alerts, buttons
 * outside table rows) name the state, so a list revisited by ten journeys is scanned once, while the same route
 * read-only, with an error shown or at phone width is scanned again. The test's last screen is checked when the
 * test ends unless that state was scanned already. Any serious or critical
 * violation fails the test, listing rule, page and elements. Pages of contexts a test opens itself
 * (browser.newContext()) are watched as well.
 */

const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs in the page before its scripts: sets the marker on load, route change and dialog. */
function markScreens() {
  let seq = 0;
  const mark = () => {
    if (document.body) document.body.dataset.axePending = String(++seq);
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      const before = location.href;
      original(...args);
      if (location.href !== before) mark();
    };
  }
  window.addEventListener('popstate', mark);
  document.addEventListener('DOMContentLoaded', () => {
    mark();
    // A dialog (a MUI Dialog's root) appearing is a new screen too.
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes)) if (n instanceof HTMLElement && (n.matches('.MuiDialog-root') || n.querySelector('[role="dialog"]'))) mark();
    }).observe(document.body, { childList: true });
  });
}

/**
 * Waits (at most 3 s) until the screen has been quiet for 120 ms: no progress bar or skeleton and no
 * running transition. A route change marks the screen before React has drawn it: without the quiet spell, axe
 * could read a loading overlay in its first frames. (The journeys run with reduced motion, so nothing fades:
 * 250 ms, the spell of the fading days, was a third of the axe check's time.)
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __axeQuietSince?: number };
        const busy = document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root');
        const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
        const now = performance.now();
        if (busy || moving) {
          w.__axeQuietSince = undefined;
          return false;
        }
        w.__axeQuietSince ??= now;
        return now - w.__axeQuietSince >= 120;
      },
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
  await page.evaluate(() => delete (window as unknown as { __axeQuietSince?: number }).__axeQuietSince).catch(() => undefined);
}

/**
 * The states of screens scanned in this run, across the workers: a file per state in the config's scannedDir
 * (two workers reaching a new state at the same moment both scan it, which only checks it twice).
 */
const scanned = {
  file: (state: string) => path.join(scannedDir, createHash('sha1').update(state).digest('hex')),
  has(state: string) {
    return fs.existsSync(this.file(state));
  },
  add(state: string) {
    fs.mkdirSync(scannedDir, { recursive: true });
    fs.writeFileSync(this.file(state), `${state}\n`);
  },
};

/**
 * Names the screen's state (see above): equal for revisits of a screen that differ only in data. `busy`: a
 * progress bar or skeleton shows, so the screen is still on its way.
 */
function screenState() {
  const busy = document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root') !== null;
  const dialog = document.querySelector('[role="dialog"]');
  const count = (selector: string) => document.querySelectorAll(selector).length;
  const state = [
    location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id'),
    dialog ? (dialog.querySelector('h2, h1')?.textContent ?? 'dialog') : '',
    window.innerWidth < 900 ? 'narrow' : 'wide',
    document.querySelector('h1')?.textContent ?? '',
    count('input:not([disabled]), textarea:not([disabled])'),
    count('input[disabled], textarea[disabled], fieldset[disabled]'),
    count('[role="alert"]'),
    count('button') - count('tbody button'),
  ].join('|');
  return { state, busy, dialog: dialog !== null };
}

type AxeResults = Awaited<ReturnType<typeof runAxe>>;

const failing = (results: AxeResults) => results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));

/** axe on the page as it is; null when the page navigated away meanwhile (the next screen gets its own scan). */
async function analyze(page: Page): Promise<AxeResults | null> {
  try {
    // Legacy mode: axe.run in the page itself (support/axe-run.ts). The default (runPartial in each frame, then
    // finishRun in a new blank page) opens a tab and injects axe twice per scan, for cross-origin frames this app
    // does not have; it doubled the journeys' browser CPU. Only violations are read, so only theirs carry every node.
    return await runAxe(page, { resultTypes: ['violations'] });
  } catch (e) {
    if (/context was destroyed|Target (page, context or browser )?(has been )?closed|navigat/i.test(String(e))) return null;
    throw e;
  }
}

/**
 * `page.setViewportSize` that returns once the page is laid out at the new size. Chromium applies a viewport on
 * its next frame, and the app's media queries re-render after that: a click right after a resize could press at
 * the old layout's point and release at the new one's (seen: 'Export CSV' pressed at 390 px, released over the
 * company chooser at 1366 px), a click that never happened.
 */
function laidOutAfterResize(page: Page) {
  const resize = page.setViewportSize.bind(page);
  page.setViewportSize = async (size) => {
    await resize(size);
    await page
      .waitForFunction(
        (w) =>
          window.innerWidth === w && new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.innerWidth === w)))),
        size.width,
      )
      .catch((e) => {
        if (!page.isClosed()) throw e;
      });
  };
}

class AxeWatch {
  readonly findings: Finding[] = [];
  private readonly pages = new Set<Page>();
  private readonly contexts = new Set<BrowserContext>();

  async watchContext(context: BrowserContext) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    await context.addInitScript(markScreens);
    context.on('page', (p) => void this.watchPage(p));
    for (const p of context.pages()) await this.watchPage(p);
  }

  async watchPage(page: Page) {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    laidOutAfterResize(page);
    await page.addLocatorHandler(
      page.locator('body[data-axe-pending]'),
      async (marker) => {
        const seq = await marker.getAttribute('data-axe-pending').catch(() => null);
        await this.scan(page);
        // Cleared only if no newer screen arrived during the scan (that one gets its own scan).
        await page
          .evaluate((s) => {
            if (document.body.dataset.axePending === s) delete document.body.dataset.axePending;
          }, seq)
          .catch(() => undefined);
      },
      { noWaitAfter: true },
    );
  }

  async scan(page: Page) {
    if (page.isClosed()) return;
    // A drawn screen (nothing loading) in a state scanned already needs no quiet spell: most marks are revisits.
    // A dialog always gets its spell: one clicked in the instant it opened once kept its 'Ok' click (budgets).
    const first = await page.evaluate(screenState).catch(() => null);
    if (first === null || (!first.busy && !first.dialog && scanned.has(first.state))) return;
    await settle(page);
    const screen = (await page.evaluate(screenState).catch(() => null))?.state ?? null;
    if (screen === null || scanned.has(screen)) return;
    const started = Date.now();
    let results = await analyze(page);
    // A violation is confirmed on the settled screen: one seen in a passing state (a dialog or overlay caught
    // mid-fade after the quiet spell) is gone by then; a real one is found again.
    if (results && failing(results).length > 0) {
      await settle(page);
      results = await analyze(page);
    }
    if (!results) return;
    // Counted only once scanned: a scan cut short by a navigation leaves the state to a later visit.
    scanned.add(screen);
    if (process.env.AXE_DEBUG)
      console.log(`axe ${results.url} (${Date.now() - started} ms): ${results.violations.map((v) => `${v.id}/${v.impact}`).join(' ') || 'clean'}`);
    for (const v of failing(results)) {
      this.findings.push({
        url: results.url,
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)})` : ''}`),
      });
    }
  }

  private readonly finished = new Set<Page>();

  /** Scans the last screen of every page still open (once), unless its state was scanned already. */
  async finish() {
    for (const p of this.pages) {
      if (this.finished.has(p) || p.isClosed() || p.url() === 'about:blank') continue;
      this.finished.add(p);
      await this.scan(p);
    }
  }

  report() {
    const seen = new Set<string>();
    const lines: string[] = [];
    for (const f of this.findings) {
      const key = `${f.rule} ${new URL(f.url).pathname} ${f.targets.join()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`[${f.impact}] ${f.rule}: ${f.help}\n  on ${f.url}\n${f.targets.map((t) => `  - ${t}`).join('\n')}`);
    }
    return lines.join('\n');
  }
}

export const test = base.extend<{ axe: AxeWatch }>({
  axe: [
    async ({ browser }, use, testInfo) => {
      const watch = new AxeWatch();
      // Contexts the test opens itself are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch.watchContext(ctx);
        return ctx;
      };
      await use(watch);
      browser.newContext = newContext;
      // The last screen of a passing test; a failing test keeps its own error.
      if (testInfo.status === testInfo.expectedStatus) await watch.finish();
      if (watch.findings.length > 0) {
        await testInfo.attach('axe-violations', { body: JSON.stringify(watch.findings, null, 2), contentType: 'application/json' });
        throw new Error(`axe found serious or critical accessibility violations:\n${watch.report()}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context, axe }, use, testInfo) => {
    await axe.watchContext(context);
    await use(context);
    // Before Playwright closes this context.
    if (testInfo.status === testInfo.expectedStatus) await axe.finish();
  },
});

export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
export { expect };
