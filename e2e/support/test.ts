import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * `test` and `expect` for every browser test: Playwright's, plus an axe-core check of every screen a test
 * visits. Import them from here (`import { expect, test } from '../support/test'`), never from
 * '@playwright/test'.
 *
 * How: an init script marks <body data-axe-pending> whenever the document loads, the SPA route changes
 * (history.pushState/replaceState/popstate) or a dialog opens. A locator handler on that marker runs before the
 * test's next action or assertion: it waits for the screen to settle (no progress bar, no running transitions),
 * runs axe (once per address and open dialog in a test) and clears the marker. The test's last screen is checked
 * when the test ends, whatever was checked before. Any serious or critical
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

/** Waits (at most 2 s) until data has loaded and transitions have finished, so axe sees the settled screen. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => {
        const busy = document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root');
        const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
        return !busy && !moving;
      },
      undefined,
      { timeout: 2_000, polling: 100 },
    )
    .catch(() => undefined);
}

class AxeWatch {
  readonly findings: Finding[] = [];
  private readonly pages = new Set<Page>();
  /** Screens already checked in this test (address + open dialog): a list revisited ten times is scanned once. */
  private readonly scanned = new Set<string>();
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

  async scan(page: Page, { again = false } = {}) {
    if (page.isClosed()) return;
    await settle(page);
    const screen = await page
      .evaluate(() => {
        const dialog = document.querySelector('[role="dialog"]');
        return `${location.pathname}${location.search}|${dialog ? (dialog.querySelector('h2, h1')?.textContent ?? 'dialog') : ''}`;
      })
      .catch(() => null);
    if (screen === null || (!again && this.scanned.has(screen))) return;
    this.scanned.add(screen);
    let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
    const started = Date.now();
    try {
      results = await new AxeBuilder({ page }).analyze();
    } catch (e) {
      // The page navigated away during the scan: the next screen is scanned on its own.
      if (/context was destroyed|Target (page, context or browser )?(has been )?closed|navigat/i.test(String(e))) return;
      throw e;
    }
    if (process.env.AXE_DEBUG) console.log(`axe ${results.url} (${Date.now() - started} ms): ${results.violations.map((v) => `${v.id}/${v.impact}`).join(' ') || 'clean'}`);
    for (const v of results.violations) {
      if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
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

  /** Scans the last screen of every page still open (once). */
  async finish() {
    for (const p of this.pages) {
      if (this.finished.has(p) || p.isClosed() || p.url() === 'about:blank') continue;
      this.finished.add(p);
      await this.scan(p, { again: true });
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
