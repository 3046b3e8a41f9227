/**
 * How long and from where a run goes (README, testing): WORKFLOW_STEPS (default 1,000, the CI run),
 * WORKFLOW_SEED and WORKFLOW_PATH (replay a failure as printed), WORKFLOW_SHRINK_SECONDS (how long a failure
 * is shrunk before the shortest sequence found so far is printed; default 120).
 */
export const settings = {
  steps: positive('WORKFLOW_STEPS', 1000),
  seed: process.env.WORKFLOW_SEED ? Number(process.env.WORKFLOW_SEED) : (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) >>> 0,
  path: process.env.WORKFLOW_PATH || undefined,
  shrinkMs: positive('WORKFLOW_SHRINK_SECONDS', 120) * 1000,
  /** companies per run: documents of each, and every void also tried as another company (404) */
  companies: 3,
};

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}
