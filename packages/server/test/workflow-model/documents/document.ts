import fc from 'fast-check';
import type { Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';

/**
 * What a money document brings to the workflow test: its steps (create, edit, void, ...) as weighted
 * arbitraries of commands. One module per document type, listed once in registry.ts.
 */
export interface DocumentCommands {
  /** the document type (its journal source type where it posts under its own) */
  sourceType: string;
  commands: Array<fc.WeightedArbitrary<Step>>;
}

/** The value type of an arbitrary (a step's generated arguments). */
export type ArgsOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** A bill-sized amount: mostly everyday, sometimes a cent, sometimes large. */
export const cents = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 100, max: 150_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }) },
  { weight: 1, arbitrary: fc.integer({ min: 150_000, max: 900_000 }) },
);

/** Another company of the world than `index` (to show another company's record answers 404). */
export const otherCompany = (w: World, index: number): WorldCompany => w.companies[(index + 1) % w.companies.length];

/** 1 in `n` steps does the unusual variant (a stale screen, another company, a taken number). */
export const oneIn = (n: number) => fc.nat({ max: n - 1 }).map((v) => v === 0);
