/**
 * axe-core over a page, once what moves has stopped: a button or chip mid-way through MUI's
 * colour transition has colours between its two states, and axe measures contrast on what is
 * painted. On a loaded machine those 250 ms transitions stretch, and a check run right after a
 * click reported colour-contrast on colours no user ever rests on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's minified build: half the bytes to send and parse of the one @axe-core/playwright injects. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until every finite animation and transition of the document has finished (spinners loop forever: left alone). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

/**
 * Puts axe in a frame whose document has none yet. @axe-core/playwright evaluates axe's 1.3 MB
 * source twice on every check, in each frame, even where axe is already loaded: a third of a
 * second per check, most of a contrast check's time. The menu walk moves between screens
 * without loading a new document, so axe is loaded once per walk here. (Its inject also gives
 * up on a frame after one second, silently, which a loaded machine can reach.)
 */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await frame.evaluate(AXE_SOURCE);
  // As @axe-core/playwright configures legacy mode: frames answer only their own origin.
  await frame.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

async function violationsOf(page: Page, include: readonly string[], rules?: readonly string[]) {
  await animationsSettled(page);
  // axe.run in the page, which reaches every frame of ours (all same-origin) through the axe in
  // each, instead of runPartial in each frame and finishRun in a new blank page; and only
  // violations are gathered, not every passing node. On Manage Enrollments that is 1.9 s a check
  // instead of 7.8 s, with the same violations (measured 2026-11-27, quiet machine).
  await ensureAxe(page.mainFrame());
  // A child frame that is going away as the check starts (a studio preview redrawn) is left out,
  // as @axe-core/playwright leaves out a frame it cannot load axe into.
  for (const frame of page.frames().filter((child) => child !== page.mainFrame())) await ensureAxe(frame).catch(() => undefined);
  // Only plain lists cross into the page and only the violations come back (axe's own types
  // are too deep for evaluate's to follow).
  const violations: unknown = await page.evaluate(
    async ([selectors, ruleIds]) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const found = await axe.run(selectors.length > 0 ? { include: selectors.map((selector) => [selector]) } : { exclude: [] }, {
        resultTypes: ['violations'],
        ...(ruleIds ? { runOnly: { type: 'rule', values: ruleIds } } : {}),
      });
      return found.violations;
    },
    [[...include], rules ? [...rules] : null] as const,
  );
  return violations as AxeResults['violations'];
}

/** Every violation inside `include` (the whole page when empty), each with the elements it names, so a failure says where. */
export async function allViolations(page: Page, ...include: string[]): Promise<string[]> {
  const found = await violationsOf(page, include);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

/** The serious and critical violations inside `include` (the whole page when empty). */
export async function seriousViolations(page: Page, ...include: string[]): Promise<string[]> {
  return serious(await violationsOf(page, include));
}

/**
 * Colour contrast alone, over the whole page: what a skin changes on a screen another skin's
 * check has covered (the skin gives colours, fonts and pictures; the screen's structure, names
 * and roles are the definition's).
 */
export async function contrastViolations(page: Page): Promise<string[]> {
  return serious(await violationsOf(page, [], ['color-contrast']));
}

function serious(found: Awaited<ReturnType<typeof violationsOf>>): string[] {
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length}) → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
