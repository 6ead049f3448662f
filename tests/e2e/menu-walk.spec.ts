// The menu walk (issue #20): every demo user with a menu of their own opens every entry of it,
// as the header would, and each page must be a real page: no "Page not found", no error dialog,
// no data call refused or failed, no error in the console, a page heading, and nothing serious
// for axe. The menu comes from the server's own answer at sign-in, so an entry a later area adds
// is walked without touching this file. An entry that leads outside the portal is a problem too:
// every page the menu offers is the portal's own (issue #20).
import { expect, test, type Page } from '@playwright/test';
import { resolveNavigationTarget } from '../../src/shell/routes/navigation-target.ts';
import { seriousViolations } from './support/axe.ts';
import { recordRequests } from './support/request-log.ts';
import { signIn } from './support/session.ts';

interface MenuEntry {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly filteredChildren: readonly MenuEntry[];
}

// One user per kind of menu: the skins' dealers share the dealer's menu (skins.spec.ts walks
// their looks), the French dealer walks it in French.
const USERS = ['dealer', 'dealer.fr', 'group', 'admin', 'oem', 'editor', 'studio', 'qa'] as const;

/** Change Password opens a dialog, not a page (portal-shell §2.4); external links leave the portal. */
const CHANGE_PASSWORD_ID = 46;

function leaves(entries: readonly MenuEntry[], depth = 1): MenuEntry[] {
  return entries.flatMap((entry) =>
    depth < 3 && entry.filteredChildren.length > 0 ? leaves(entry.filteredChildren, depth + 1) : entry.id === CHANGE_PASSWORD_ID ? [] : [entry],
  );
}

/** Signs in and keeps the menu the server sent for this user. */
async function signInWithMenu(page: Page, login: string): Promise<MenuEntry[]> {
  const menu = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/headerMenu' && response.ok());
  await signIn(page, login);
  return (await (await menu).json()) as MenuEntry[];
}

/** Opens an address inside the running app, as a menu link does (no reload of the document). */
async function openInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((address) => {
    window.history.pushState({}, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

for (const login of USERS) {
  test(`as ${login}: every entry of the menu opens a working page`, async ({ page }) => {
    test.slow();
    const problems: string[] = [];
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    const menu = await signInWithMenu(page, login);
    const entries = leaves(menu);
    expect(entries.length, 'the menu has entries to walk').toBeGreaterThan(0);
    const log = recordRequests(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/^\/(api|oauth|sso|cms\/api)\//.test(path) && response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${path}`);
    });

    const axeDone = new Set<string>();
    for (const entry of entries) {
      const target = resolveNavigationTarget(entry.url, entry.name);
      if (target.kind === 'external') {
        problems.push(`${entry.name}: leads outside the portal, to ${target.href}`);
        continue;
      }
      const label = `${entry.name} → ${target.to}`;
      consoleErrors.splice(0);
      refused.splice(0);
      log.clear();
      await openInApp(page, target.to);
      await log.settled();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading.first(), `${label}: a page heading`).toBeVisible();
      await log.settled();

      if (await page.getByText('Page not found').isVisible()) problems.push(`${label}: Page not found`);
      if (await page.getByRole('dialog').filter({ hasText: /Unable to Complete Request|Session Expired/ }).isVisible()) problems.push(`${label}: error dialog`);
      if (new URL(page.url()).pathname === '/' && target.to.split(/[?#]/)[0] !== '/') problems.push(`${label}: sent home`);
      if (refused.length > 0) problems.push(`${label}: ${refused.join(', ')}`);
      if (log.failed.length > 0) problems.push(`${label}: failed ${log.failed.join(', ')}`);
      if (consoleErrors.length > 0) problems.push(`${label}: console ${consoleErrors.join(' | ')}`);

      const route = new URL(page.url()).pathname;
      if (!axeDone.has(route)) {
        axeDone.add(route);
        for (const violation of await seriousViolations(page)) problems.push(`${label}: axe ${violation}`);
      }
    }
    expect(problems, `walked ${entries.length} entries`).toEqual([]);
  });
}
