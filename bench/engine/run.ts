/**
 * `npm run bench:engine`: the engine's form and table blocks against their baselines, in
 * Chromium, in one run (issue #4, "Figures").
 *
 *  - Forms of 50, 200 and 1000 text fields, the same schema for the engine's form block (on a
 *    screen, as the shell renders it) and for plain RJSF + MUI + validator-ajv8:
 *    mount→paint (median of BENCH_MOUNTS mounts, default 3, of the same definition, as when a
 *    screen is opened again) and keystroke→paint (median of 20 real key presses into one field,
 *    from keydown to the paint after it, once the page is idle).
 *  - A 100,000-row client-side table, the engine's table block against TanStack Table + TanStack
 *    Virtual with grid markup: p95 of the frame intervals while the list scrolls by
 *    BENCH_SCROLL_STEP_PX (default 100) every frame, BENCH_SCROLL_RUNS (default 3) times each.
 *
 * Each part also measures the floor of the moment: a native input, an empty scrolling box. On a
 * shared machine those show how much of a figure is the machine's rather than the component's.
 * BENCH_ENGINE_PARTS=form or =table runs one half.
 *
 * The pages are production builds (bench/engine/vite.config.ts) served from loopback. Figures,
 * not a test: they depend on the machine, so they are printed as ratios to the baseline measured
 * in the same run and to the issue's aims.
 */
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../scripts/ensure-chromium.ts';
import { FORM_SIZES, fieldInputId } from './fields-schema.ts';
import type { BenchCaseName, MountFigures } from './page-contract.ts';
import { serveFolder } from './static-server.ts';
import { median, p95 } from './statistics.ts';
import { TABLE_ROWS } from './table-data.ts';
import { BENCH_ENGINE_OUT_DIR } from './vite.config.ts';

/** The issue's aims. */
const AIM = { keystrokeMs: 16.7, mountMs: 500, scrollP95Ms: 16.7 } as const;
const AIM_FIELDS = 1000;
const KEYSTROKES = 20;
const WARM_UP_KEYSTROKES = 5;
const MOUNTS = Number(process.env.BENCH_MOUNTS ?? 3);
const SCROLL_FRAMES = Number(process.env.BENCH_SCROLL_FRAMES ?? 300);
const SCROLL_RUNS = Number(process.env.BENCH_SCROLL_RUNS ?? 3);
const SCROLL_WARM_UP_FRAMES = 60;
const SCROLL_STEP_PX = Number(process.env.BENCH_SCROLL_STEP_PX ?? 100);
const FIELD_PREFIX = 'bench';
const PARTS = new Set((process.env.BENCH_ENGINE_PARTS ?? 'form,table').split(','));

interface FormFigures {
  mount: MountFigures;
  keystrokeMs: number;
  typed: string;
}

async function openCase(browser: Browser, url: string, name: BenchCaseName, size: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/?case=${name}&size=${size}`);
  await page.waitForFunction(() => window.bench !== undefined, undefined, { timeout: 120_000 }).catch((error: unknown) => {
    throw new Error(`${name} did not start: ${errors.join('; ') || String(error)}`);
  });
  return page;
}

async function measureForm(browser: Browser, url: string, name: BenchCaseName, size: number): Promise<FormFigures> {
  const page = await openCase(browser, url, name, size);
  try {
    const mounts: MountFigures[] = [];
    for (let run = 0; run < MOUNTS; run += 1) {
      if (run > 0) await page.evaluate(() => window.bench!.unmount());
      mounts.push(await page.evaluate(() => window.bench!.mount()));
      // What a mount leaves for idle time is not part of the next figure.
      await page.evaluate(() => window.bench!.settle());
    }
    // Warm the typing path on another field, then type into the first one.
    await page.click(`#${fieldInputId(FIELD_PREFIX, 1)}`);
    for (let key = 0; key < WARM_UP_KEYSTROKES; key += 1) await page.keyboard.press('x');
    const field = `#${fieldInputId(FIELD_PREFIX, 0)}`;
    await page.click(field);
    await page.evaluate(() => window.bench!.resetKeystrokes());
    const text = 'abcdefghijklmnopqrstuvwxyz'.slice(0, KEYSTROKES);
    let samples: number[] = [];
    for (let key = 0; key < KEYSTROKES; key += 1) {
      await page.keyboard.press(text[key]!);
      samples = await page.evaluate((count) => window.bench!.keystrokes(count), key + 1);
    }
    return {
      mount: {
        firstPaintMs: median(mounts.map((mount) => mount.firstPaintMs)),
        completeMs: median(mounts.map((mount) => mount.completeMs)),
      },
      keystrokeMs: median(samples),
      typed: await page.inputValue(field),
    };
  } finally {
    await page.close();
  }
}

interface ScrollFigures {
  p95Ms: number;
  medianMs: number;
  /** Share of frames longer than one and a half display frames (60 Hz): a frame missed. */
  missed: number;
  /** Main-thread work per frame, median over the runs. */
  busyMs: number;
}

const DISPLAY_FRAME_MS = 1000 / 60;

interface ScrollRun {
  readonly intervals: number[];
  /** Main-thread task time per frame (Chromium's own TaskDuration metric): the work, without the wait for the display. */
  readonly busyPerFrameMs: number;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
}

/** One scripted scroll through the table on a fresh page. */
async function scrollTable(browser: Browser, url: string, name: BenchCaseName): Promise<ScrollRun> {
  const page = await openCase(browser, url, name, TABLE_ROWS);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.evaluate(() => window.bench!.mount());
    await page.evaluate(() => window.bench!.settle());
    await page.evaluate(([frames, step]) => window.bench!.scroll(frames, step), [SCROLL_WARM_UP_FRAMES, SCROLL_STEP_PX] as const);
    const before = await taskSeconds(cdp);
    const intervals = await page.evaluate(([frames, step]) => window.bench!.scroll(frames, step), [SCROLL_FRAMES, SCROLL_STEP_PX] as const);
    const busy = (await taskSeconds(cdp)) - before;
    return { intervals, busyPerFrameMs: (busy * 1000) / intervals.length };
  } finally {
    await page.close();
  }
}

function scrollFigures(runs: readonly ScrollRun[]): ScrollFigures {
  const all = runs.flatMap((run) => run.intervals);
  return {
    // The median run's tail: one burst of load elsewhere on the machine should not decide the figure.
    p95Ms: median(runs.map((run) => p95(run.intervals))),
    medianMs: median(all),
    missed: all.filter((interval) => interval > DISPLAY_FRAME_MS * 1.5).length / all.length,
    busyMs: median(runs.map((run) => run.busyPerFrameMs)),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number, base: number) => `×${(value / base).toFixed(2)}`;
const cells = (values: readonly string[], widths: readonly number[]) => values.map((value, index) => value.padStart(widths[index]!)).join('  ');
const aimLine = (label: string, value: number, aim: number, floor?: number) =>
  console.log(`  ${label.padEnd(32)} ${ms(value).padStart(9)} / ${aim} ms   ${ratio(value, aim)}${floor === undefined ? '' : `   (floor ${ms(floor)})`}`);

async function formFigures(browser: Browser, url: string): Promise<void> {
  const floor = await measureForm(browser, url, 'bare', 2);
  const forms = new Map<number, { plain: FormFigures; engine: FormFigures }>();
  for (const size of FORM_SIZES) {
    const plain = await measureForm(browser, url, 'plain-form', size);
    const engine = await measureForm(browser, url, 'engine-form', size);
    forms.set(size, { plain, engine });
    console.log(`  measured ${size} fields`);
  }
  console.log(`\nForm: plain RJSF + MUI vs the engine's form block, same schema (string fields); median of ${MOUNTS} mounts, of ${KEYSTROKES} keystrokes`);
  const widths = [6, 13, 13, 7, 14, 11, 11, 7];
  console.log(cells(['fields', 'plain mount', 'engine mount', 'ratio', 'engine all in', 'plain key', 'engine key', 'ratio'], widths));
  for (const [size, { plain, engine }] of forms) {
    const row = [
      String(size),
      ms(plain.mount.firstPaintMs),
      ms(engine.mount.firstPaintMs),
      ratio(engine.mount.firstPaintMs, plain.mount.firstPaintMs),
      ms(engine.mount.completeMs),
      ms(plain.keystrokeMs),
      ms(engine.keystrokeMs),
      ratio(engine.keystrokeMs, plain.keystrokeMs),
    ];
    console.log(cells(row, widths));
  }
  console.log('  mount: from root.render to the first paint showing the first field; "all in": to the paint showing the last one');
  console.log('  key: from keydown to the paint after it, typed into the first field with real key events');
  console.log(`  floor: a native <input> alone on a page, same browser, same moment: key ${ms(floor.keystrokeMs)}`);
  const expected = 'abcdefghijklmnopqrstuvwxyz'.slice(0, KEYSTROKES);
  for (const [size, { engine }] of forms) {
    if (engine.typed !== expected) console.log(`  ! the engine's form at ${size} fields shows "${engine.typed}" after "${expected}" was typed`);
  }
  const atAim = forms.get(AIM_FIELDS)!.engine;
  console.log('Aims (engine ÷ aim; ≤ 1.00 meets it)');
  aimLine(`keystroke→paint at ${AIM_FIELDS} fields`, atAim.keystrokeMs, AIM.keystrokeMs, floor.keystrokeMs);
  aimLine(`mount→paint at ${AIM_FIELDS} fields`, atAim.mount.firstPaintMs, AIM.mountMs);
}

async function tableFigures(browser: Browser, url: string): Promise<void> {
  // Interleaved, so a burst of load elsewhere falls on both alike.
  const floorRuns: ScrollRun[] = [];
  const plainRuns: ScrollRun[] = [];
  const engineRuns: ScrollRun[] = [];
  for (let run = 0; run < SCROLL_RUNS; run += 1) {
    floorRuns.push(await scrollTable(browser, url, 'bare'));
    plainRuns.push(await scrollTable(browser, url, 'plain-table'));
    engineRuns.push(await scrollTable(browser, url, 'engine-table'));
  }
  const floor = scrollFigures(floorRuns);
  const plain = scrollFigures(plainRuns);
  const engine = scrollFigures(engineRuns);
  console.log(
    `\nTable: ${TABLE_ROWS.toLocaleString('en')} client rows scrolled ${SCROLL_STEP_PX} px per frame, ${SCROLL_RUNS} runs of ${SCROLL_FRAMES} frames` +
      ' (frame = interval between animation frames; p95 of the median run)',
  );
  const widths = [40, 10, 10, 14, 15];
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
  const row = (label: string, figures: ScrollFigures) =>
    cells([label, ms(figures.p95Ms), ms(figures.medianMs), percent(figures.missed), ms(figures.busyMs)], widths);
  console.log(cells(['', 'p95', 'median', 'frames missed', 'work per frame'], widths));
  console.log(row('floor: an empty box of the same height', floor));
  console.log(row('TanStack Table + Virtual, grid markup', plain));
  console.log(row("engine's table block", engine));
  console.log(`  engine ÷ baseline: p95 ${ratio(engine.p95Ms, plain.p95Ms)}, work per frame ${ratio(engine.busyMs, plain.busyMs)}`);
  console.log('  work per frame: main-thread task time while scrolling ÷ frames (Chromium TaskDuration), free of the wait for the display');
  console.log('Aim (engine ÷ aim; ≤ 1.00 meets it)');
  aimLine('table scroll p95', engine.p95Ms, AIM.scrollP95Ms, floor.p95Ms);
}

if (!ensureChromium()) process.exit(1);
console.log('Building the bench pages (production) …');
await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts') });
const server = await serveFolder(BENCH_ENGINE_OUT_DIR);
// Absolute times scale with whatever else the machine runs; the ratios much less so.
const loadNote = () => `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
console.log(`Measuring in Chromium (${loadNote()}) …`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  if (PARTS.has('form')) await formFigures(browser, server.url);
  if (PARTS.has('table')) await tableFigures(browser, server.url);
  console.log(`\n(done at ${loadNote()})`);
} finally {
  await browser.close();
  await server.close();
}
