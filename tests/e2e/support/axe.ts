/**
 * axe-core over a page, once what moves has stopped: a button or chip mid-way through MUI's
 * colour transition has colours between its two states, and axe measures contrast on what is
 * painted. On a loaded machine those 250 ms transitions stretch, and a check run right after a
 * click reported colour-contrast on colours no user ever rests on.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits until every finite animation and transition of the document has finished (spinners loop forever: left alone). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

async function violationsOf(page: Page, include: readonly string[], rules?: readonly string[]) {
  await animationsSettled(page);
  // Legacy mode runs axe.run in the page (every frame of ours is same-origin, and each gets axe)
  // instead of runPartial in each frame and finishRun in a new blank page; and only violations
  // are gathered, not every passing node. On Manage Enrollments that is 1.9 s a check instead
  // of 7.8 s, with the same violations (measured 2026-11-27, quiet machine).
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  if (rules) builder = builder.withRules([...rules]);
  return (await builder.analyze()).violations;
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
