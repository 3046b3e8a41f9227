import fc from 'fast-check';
import type { ArgsOf } from './documents/document.js';
import type { WorkflowModel } from './model.js';
import { Step } from './step.js';
import type { World } from './world.js';

const args = fc.record({ days: fc.integer({ min: 1, max: 12 }), company: fc.nat() });

/**
 * Days pass: the app clock moves on (everyone signs in again), so postings spread over months and voids
 * post on later days than what they reverse. Nothing changes; a company's banks are read back.
 */
class NextDays extends Step {
  constructor(private readonly a: ArgsOf<typeof args>) {
    super('nextDays', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    await w.advance(this.a.days);
    m.dayOffset += this.a.days;
    for (const b of w.companies[this.a.company % w.companies.length].banks) m.touched.banks.add(b);
    return `today is ${w.today()}`;
  }
}

export const clockSteps = [{ weight: 1, arbitrary: args.map((a) => new NextDays(a)) }];
