import fc from 'fast-check';

/**
 * fc.commands draws its length uniformly up to maxCommands; a run must take at least `min` steps, so draws
 * shorter than that are drawn again. Shrinking is left to fc.commands (a shrunk sequence may be short).
 */
export class AtLeast<T> extends fc.Arbitrary<Iterable<T>> {
  constructor(
    private readonly inner: fc.Arbitrary<Iterable<T>>,
    private readonly min: number,
  ) {
    super();
  }

  generate(mrng: fc.Random, bias: number | undefined): fc.Value<Iterable<T>> {
    for (;;) {
      const drawn = this.inner.generate(mrng, bias);
      // value_, not value: the first read of value hands out the commands themselves, and fc.commands shrinks
      // by which of those ran; counting through it would leave the run a copy and nothing to shrink.
      if ([...drawn.value_].length >= this.min) return drawn;
    }
  }

  canShrinkWithoutContext(value: unknown): value is Iterable<T> {
    return this.inner.canShrinkWithoutContext(value);
  }

  shrink(value: Iterable<T>, context: unknown): fc.Stream<fc.Value<Iterable<T>>> {
    return this.inner.shrink(value, context);
  }
}
