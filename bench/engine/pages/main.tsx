import { createRoot, type Root } from 'react-dom/client';
import { BENCH_CASES, type BenchCaseName, type BenchPage } from '../page-contract.ts';
import type { BenchCase } from './bench-case.ts';
import { afterPaintWhen, recordKeystrokes, scrollFrames, settled } from './paint-timing.ts';

// Each case is its own chunk: a page carries only the code it measures.
const CASES: Record<BenchCaseName, () => Promise<{ default: BenchCase }>> = {
  bare: () => import('./cases/bare.tsx'),
  'plain-form': () => import('./cases/plain-form.tsx'),
  'engine-form': () => import('./cases/engine-form.tsx'),
  'plain-table': () => import('./cases/plain-table.tsx'),
  'engine-table': () => import('./cases/engine-table.tsx'),
};
/** A small mount before the measured ones, so lazy chunks are resolved and the code is warm. */
const WARM_UP_SIZE = 10;

const params = new URLSearchParams(location.search);
const name = params.get('case') as BenchCaseName;
const size = Number(params.get('size') ?? 0);
if (!BENCH_CASES.includes(name)) throw new Error(`unknown case "${name}"`);
const benchCase = (await CASES[name]()).default;
const container = document.getElementById('root')!;
const keystrokes = recordKeystrokes();
let root: Root | null = null;

async function mount(mountSize: number) {
  unmount();
  const element = benchCase.element(mountSize);
  const first = benchCase.firstSelector(mountSize);
  const complete = benchCase.completeSelector(mountSize);
  const start = performance.now();
  root = createRoot(container);
  root.render(element);
  const firstPaint = await afterPaintWhen(() => document.querySelector(first) !== null);
  const completePaint = await afterPaintWhen(() => document.querySelector(complete) !== null);
  return { firstPaintMs: firstPaint - start, completeMs: completePaint - start };
}

function unmount() {
  root?.unmount();
  root = null;
}

if (name.endsWith('-form')) {
  await mount(WARM_UP_SIZE);
  await settled();
  unmount();
}

const page: BenchPage = {
  mount: () => mount(size),
  unmount,
  settle: settled,
  resetKeystrokes: keystrokes.reset,
  keystrokes: (count) =>
    new Promise((resolve) => {
      const check = () => (keystrokes.samples.length >= count ? resolve([...keystrokes.samples]) : setTimeout(check, 5));
      check();
    }),
  scroll: (frames, stepPx) => {
    const element = benchCase.scrollSelector ? document.querySelector<HTMLElement>(benchCase.scrollSelector) : null;
    if (!element) return Promise.reject(new Error(`case "${name}" has nothing to scroll`));
    return scrollFrames(element, frames, stepPx);
  },
};
window.bench = page;
