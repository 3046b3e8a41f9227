import type fc from 'fast-check';
import type { Res } from '../api.js';
import { checkBooks } from './books.js';
import type { WorkflowModel } from './model.js';
import { verifyTouched } from './verify.js';
import type { World } from './world.js';

/** The whole-book invariants run every this many steps (and at the end), so a run stays linear in its steps. */
export const BOOKS_EVERY = 100;

/**
 * One step of a workflow: a fast-check command whose picks (numbers generated before the run) are resolved
 * against the model when it runs, so every generated step runs (no precondition discards) and a shrunk
 * sequence still makes sense. `act` calls the API, checks its answer against the model and updates the model;
 * then every record the step touched (or refused to touch) is read back through the API and compared.
 */
export abstract class Step implements fc.AsyncCommand<WorkflowModel, World> {
  /** what the step resolved its picks to on its last run, printed with the shrunk sequence */
  private said = '';

  constructor(
    private readonly label: string,
    private readonly args: object,
  ) {}

  check(): boolean {
    return true;
  }

  async run(m: WorkflowModel, w: World): Promise<void> {
    const began = performance.now();
    this.said = '';
    this.said = await this.act(m, w);
    m.steps++;
    const touched = m.takeTouched();
    await verifyTouched(m, w, touched, `step ${m.steps} ${this.toString()}`);
    m.rememberTouched(touched);
    m.timings.set(this.label, (m.timings.get(this.label) ?? 0) + performance.now() - began);
    if (m.steps % BOOKS_EVERY === 0) {
      const booksBegan = performance.now();
      await checkBooks(m, w, `after step ${m.steps}`);
      m.timings.set('books', (m.timings.get('books') ?? 0) + performance.now() - booksBegan);
    }
    const outcome = /^\d{3} /.test(this.said) ? 'refused' : /^(no |company \d+ has no)/.test(this.said) ? 'idle' : 'done';
    const key = `${this.label} ${outcome}`;
    m.outcomes.set(key, (m.outcomes.get(key) ?? 0) + 1);
  }

  /** Calls the API, checks the answer, updates the model; returns what it did in words. */
  protected abstract act(m: WorkflowModel, w: World): Promise<string>;

  toString(): string {
    return `${this.label}(${JSON.stringify(this.args)})${this.said ? ` => ${this.said}` : ''}`;
  }
}

/** The answer must have this status; otherwise the step fails naming the call and the body. */
export function expectStatus(res: Res, status: number, call: string): void {
  if (res.status !== status) throw new Error(`${call}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}
