import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core's `axe.run` in the page, as @axe-core/playwright's legacy mode runs it (same axe-core, same
 * configuration, same context and options), with axe injected into a document once instead of twice per scan.
 * AxeBuilder.analyze() evaluated the whole axe-core source (580 kB) in the page twice for every scan, each time
 * sent over the DevTools protocol and compiled anew; a scan of a document that has axe already only runs it.
 * axe.run tears down its tree and caches at the end of every run, so a second run in the same document starts
 * from the same state as the first (browser extensions run it this way).
 */

// The axe-core that @axe-core/playwright itself depends on (and so the version its legacy mode ran).
const requireBeside = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const { source } = requireBeside('axe-core') as { source: string };
// What AxeBuilder.axeConfigure() sends in legacy mode.
const CONFIGURE = `;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } })`;

/** Injects axe into a frame that has none (a new document); errors ignored as AxeBuilder's inject() does. */
async function ensureAxe(frame: Frame) {
  try {
    if (await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
    await frame.evaluate(source);
    await frame.evaluate(CONFIGURE);
  } catch {
    // A frame that is gone or not scriptable: AxeBuilder's inject() ignores it too.
  }
}

/** Every frame of the page ready, then axe.run on the whole document (AxeBuilder's context with no include/exclude). */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) await ensureAxe(frame);
  const out = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe
        .run(context, options)
        .then((results) => ({ error: null, results }))
        .catch((err: Error) => ({ error: err.message, results: null })),
    { context: { exclude: [], include: [] }, options },
  );
  if (out.error !== null || out.results === null) throw new Error(out.error ?? 'axe returned nothing');
  return out.results;
}
