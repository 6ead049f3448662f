import type { ReactElement } from 'react';

/** One thing the benchmark mounts: a form of `size` fields, or the 100,000-row table. */
export interface BenchCase {
  /** The element to mount; built before the clock starts (schemas and rows are inputs, not work). */
  element(size: number): ReactElement;
  /** Present once the case shows its first content (first field, first row). */
  readonly firstSelector: (size: number) => string;
  /** Present once the case shows everything (the last field); tables use the first row. */
  readonly completeSelector: (size: number) => string;
  /** The element that scrolls (tables). */
  readonly scrollSelector?: string;
}
