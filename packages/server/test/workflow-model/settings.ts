/**
 * How long and from where a run goes (README, testing): WORKFLOW_STEPS (default 1,000, the CI run),
 * WORKFLOW_SEED and WORKFLOW_PATH (replay a failure as printed; the default seed is fixed so that a CI run is
 * repeatable, WORKFLOW_SEED=random explores a new one each run), WORKFLOW_SHRINK_SECONDS (how long a failure
 * is shrunk before the shortest sequence found so far is printed; default 120).
 */
export const settings = {
  steps: positive('WORKFLOW_STEPS', 1000),
  seed: seedOf(process.env.WORKFLOW_SEED),
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

/** A fixed seed by default (a CI run is repeatable), a number as given, or a new one for WORKFLOW_SEED=random. */
function seedOf(given: string | undefined): number {
  if (!given) return 20261125;
  if (given === 'random') return (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) >>> 0;
  const seed = Number(given);
  if (!Number.isInteger(seed)) throw new Error('WORKFLOW_SEED must be a whole number or "random"');
  return seed;
}
