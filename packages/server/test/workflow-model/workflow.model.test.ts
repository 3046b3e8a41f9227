import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness.js';
import { AtLeast } from './at-least.js';
import { checkBooks } from './books.js';
import { clockSteps } from './clock-step.js';
import { WorkflowModel } from './model.js';
import { WORKFLOW_DOCUMENTS } from './registry.js';
import { settings } from './settings.js';
import type { Step } from './step.js';
import { buildWorld, type World } from './world.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

/** Every document's steps and the passing days, drawn by weight. */
const anyStep = fc.oneof(...Object.values(WORKFLOW_DOCUMENTS).flatMap((d) => d.commands), ...clockSteps);
const workflows = new AtLeast(fc.commands([anyStep], { maxCommands: Math.ceil(settings.steps * 1.1), size: 'max' }), settings.steps);

it(
  `random workflows of ${settings.steps} steps (bills, payments, checks, deposits, transfers, voids, bank entries, openings over ${settings.companies} companies) agree with the model`,
  async () => {
    let failedAt: number | null = null;
    const firstRun = { steps: 0, ms: 0, timings: new Map<string, number>(), outcomes: new Map<string, number>() };
    const property = fc.asyncProperty(workflows, async (steps) => {
      // Past the shrink budget every candidate "passes" at once: the shortest failing sequence so far is reported.
      if (failedAt !== null && Date.now() - failedAt > settings.shrinkMs) return;
      const began = Date.now();
      const run: { model?: WorkflowModel; real?: World } = {};
      try {
        await fc.asyncModelRun(
          async () => {
            run.real = await buildWorld(t, settings.companies);
            run.model = new WorkflowModel(run.real.companies.flatMap((c) => c.banks));
            return { model: run.model, real: run.real };
          },
          steps as Iterable<Step>,
        );
        const model = run.model as WorkflowModel;
        await checkBooks(model, run.real as World, 'at the end of the run');
        if (!firstRun.ms) Object.assign(firstRun, { steps: model.steps, ms: Date.now() - began, timings: model.timings, outcomes: model.outcomes });
      } catch (err) {
        failedAt ??= Date.now();
        throw err;
      }
    });
    const details = await fc.check(property, { numRuns: 1, seed: settings.seed, path: settings.path });
    if (details.failed) {
      const replay = `WORKFLOW_STEPS=${settings.steps} WORKFLOW_SEED=${details.seed} WORKFLOW_PATH=${details.counterexamplePath} npx vitest run test/workflow-model`;
      throw new Error(
        `The workflow test failed. Replay the shrunk sequence: ${replay}\n${fc.defaultReportMessage(details)}\nThe failure: ${details.errorInstance}`,
      );
    }
    expect(firstRun.steps).toBeGreaterThanOrEqual(settings.steps);
    const per = [...firstRun.timings].map(([step, ms]) => `${step} ${Math.round(ms)}`).join(', ');
    console.info(`workflow model: ${firstRun.steps} steps in ${firstRun.ms} ms (seed ${settings.seed}); ms per kind of step: ${per}`);
    console.info(
      `workflow model outcomes: ${[...firstRun.outcomes]
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  },
  60_000 + settings.steps * 500 + settings.shrinkMs,
);
