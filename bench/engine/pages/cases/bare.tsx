import { fieldInputId } from '../../fields-schema.ts';
import type { BenchCase } from '../bench-case.ts';

// As tall as the 100,000-row tables, with nothing to draw.
const SCROLL_HEIGHT_PX = 4_000_000;

/**
 * The machine's floor: two native inputs and an empty scrolling box. What a keystroke or a
 * scrolled frame costs here is what no component can go below in this browser on this
 * machine at this moment (a shared machine's load shows up here first).
 */
const bare: BenchCase = {
  element: () => (
    <div>
      <input id={fieldInputId('bench', 0)} aria-label="First" />
      <input id={fieldInputId('bench', 1)} aria-label="Second" />
      <div data-bench-scroll style={{ height: 600, overflow: 'auto' }}>
        <div style={{ height: SCROLL_HEIGHT_PX }} />
      </div>
    </div>
  ),
  firstSelector: () => '[data-bench-scroll]',
  completeSelector: () => '[data-bench-scroll]',
  scrollSelector: '[data-bench-scroll]',
};

export default bare;
