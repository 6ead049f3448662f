// The tools and self-service screens in the browser (business-areas §2, §5, §7 "Resources,
// payload lookup, log viewer, notifications, contact", Exports, §8; issue #17), against the real
// server and database: Contact Us with the spec's messages, a resource opened from the library,
// the Log Viewer with "None" first, a payload looked up by an admin, its XML and the Excel export,
// and a notification e-mail's unsubscribe link opened while signed out.
//
// Changed here and nowhere else: the demo dealer's lead alerts subscription (unsubscribed, then
// every notification subscribed again), one Contact Us message, one spreadsheet of the library
// (deleted by the admin) and dealer.acura's contact title and phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_UNSUBSCRIBE_LINK } from '../../src/server/db/seed/data/demo-links.ts';
import { DEMO_PASSWORD, openAs, signIn } from './support/session.ts';

const main = (page: Page) => page.locator('main');

/**
 * Opens the video of a library row in the portal's player: the browser reads the file (ready
 * state, 16 s, 640 px wide) and its captions track shows the four cues of its WebVTT.
 */
async function playsWithCaptions(page: Page, row: Locator) {
  const title = (await row.getByRole('link').innerText()).trim();
  await row.getByRole('button', { name: 'Play' }).click();
  const player = page.getByRole('dialog', { name: 'Video' });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('aria-label', title);
  await expect(player.getByText(title, { exact: true })).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => [Math.round(element.duration), element.videoWidth])).toEqual([16, 640]);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0)).toBe(4);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.textTracks[0]!.kind, element.textTracks[0]!.mode])).toEqual(['captions', 'showing']);
  await player.getByRole('button', { name: /close/i }).click();
  await expect(player).toBeHidden();
}

test('a dealer sends a Contact Us message: required fields, then a bad email, then Sent Successfully', async ({ page }) => {
  await openAs(page, 'dealer', '/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send' });

  await send.click();
  await expect(page.getByText('This field is required.')).toHaveCount(3);

  await page.getByLabel('Name').fill('Dana Dealer');
  await page.getByLabel('Email').fill('dana@');
  await page.getByRole('textbox', { name: 'Message' }).fill('Our leads stopped arriving yesterday afternoon.');
  await send.click();
  await expect(page.getByText('The email address does not appear to be valid.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(0);

  await page.getByLabel('Email').fill('dana@example.com');
  await send.click();
  await expect(page.getByText('Sent Successfully')).toBeVisible();
  await expect(page.getByText('The email address does not appear to be valid.')).toHaveCount(0);
});

test('a dealer opens a PDF of the resources library from its name', async ({ page }) => {
  await openAs(page, 'dealer', '/resources');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'PDF' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Library' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('PDF');
  for (const type of await rows.locator('td:nth-child(4)').allInnerTexts()) expect(type).toBe('PDF');

  const link = rows.first().getByRole('link');
  const name = (await link.innerText()).trim();
  const address = await link.getAttribute('href');
  expect(address).toMatch(/\/api\/portal\/resources\/files\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  // The new window asks for the file's own address, without the bearer token. (Its address is
  // not read from the window: Chromium's headless shell has no PDF viewer and saves the file
  // instead of showing it, so the window never shows the address.)
  const opened = page.context().waitForEvent('request', (request) => request.url() === address);
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const request = await opened;
  expect(request.frame().page()).toBe(popup);
  expect(request.isNavigationRequest()).toBe(true);
  expect(await request.headerValue('authorization')).toBeNull();
  const file = await popup.request.get(address!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(name.length).toBeGreaterThan(0);
  await popup.close();
});

test('an admin finds a lead in the Log Viewer, looks its payload up, reads its XML and exports the search', async ({ page }) => {
  await openAs(page, 'admin', '/logviewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Log Viewer' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filters' });
  const eventType = filters.getByRole('combobox', { name: 'Event Type' });
  await expect(eventType).toHaveText('None');
  await eventType.click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('None');
  await page.getByRole('option', { name: 'Lead received' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  const logs = page.getByRole('table', { name: 'Log entries' }).locator('tbody tr');
  await expect(logs.first()).toContainText('Lead received');
  for (const type of await logs.locator('td:nth-child(2)').allInnerTexts()) expect(type).toBe('Lead received');
  const documentId = (await logs.first().locator('td:nth-child(4)').innerText()).trim();
  expect(documentId).toMatch(/^LD\d+$/);

  await page.goto('/payloadlookup');
  await expect(page.getByText('Choose a payload type, enter a document id and select Look Up.')).toBeVisible();
  const lookup = page.getByRole('search', { name: 'Filters' });
  await lookup.getByRole('button', { name: 'Look Up' }).click();
  await expect(lookup.getByText('This field is required.')).toBeVisible();
  await lookup.getByLabel('Document Id').fill(` ${documentId} `);
  await lookup.getByRole('button', { name: 'Look Up' }).click();
  const payloads = page.getByRole('table', { name: 'Payloads' }).locator('tbody tr');
  await expect(payloads).toHaveCount(1);
  await expect(payloads.first()).toContainText(documentId);
  await expect(payloads.first()).toContainText('Lead');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Payload-LEAD-${documentId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = await readFile((await download.path())!);
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(workbook.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);

  await payloads.first().getByRole('button', { name: 'View XML' }).click();
  await expect(page).toHaveURL(/\/payloadlookupxml\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payload XML' })).toBeVisible();
  const xml = page.getByLabel('XML document', { exact: true });
  await expect(xml).toContainText('<adf>');
  await expect(xml).toContainText('<prospect status="new">');
  await expect(xml).toContainText(`</adf>`);
  // Text, never markup of the page: the payload's elements do not exist in the DOM.
  await expect(xml.locator('adf, prospect, vendor')).toHaveCount(0);
  await expect(xml.locator('[data-token="tag"]').first()).toHaveText('adf');

  const [file] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Download' }).click()]);
  expect(file.suggestedFilename()).toBe(`Payload-LEAD-${documentId}.xml`);
  expect(await readFile((await file.path())!, 'utf8')).toContain(`<vendorname>`);
});

test('a signed-out dealer opens an unsubscribe link, signs in, lands back on it and sees what was unsubscribed', async ({ page }) => {
  await page.goto(`/notificationsUnsubscription?id=${DEMO_UNSUBSCRIBE_LINK.id}`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/notificationsUnsubscription\\?id=${DEMO_UNSUBSCRIBE_LINK.id}$`));
  await expect(page.getByText('You have been unsubscribed.')).toBeVisible();
  await expect(page.getByText('Lead alerts')).toBeVisible();
  await expect(page.getByText('dealer@example.com')).toBeVisible();

  // Opening the link again is harmless and says so.
  await page.reload();
  await expect(page.getByText('You were already unsubscribed.')).toBeVisible();

  await page.getByRole('button', { name: 'Subscribe to all notifications' }).click();
  await expect(page.getByText('You are subscribed to all notifications again.')).toBeVisible();
});

test('a dealer plays a training video of the library in the portal, with captions', async ({ page }) => {
  await openAs(page, 'dealer', '/resources');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'Video' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Library' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Video');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /\/api\/portal\/resources\/files\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/);
  await playsWithCaptions(page, rows.first());
});

test('the library’s help link opens the portal’s own FAQ', async ({ page }) => {
  await openAs(page, 'dealer', '/resources');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'Web page' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  const link = page.getByRole('table', { name: 'Library' }).locator('tbody tr').first().getByRole('link');
  await expect(link).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).origin}/howToEnroll#faq$`));
  await expect(link).toHaveAttribute('target', '_blank');
  // The page the new window opens, in this signed-in session.
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/howToEnroll');
});

test('an admin deletes a resource only after confirming, and its file goes with it', async ({ page }) => {
  await openAs(page, 'admin', '/resources');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Document Type' }).click();
  await page.getByRole('option', { name: 'Spreadsheet' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Library' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Spreadsheet');
  const row = rows.first();
  const link = row.getByRole('link');
  const name = (await link.innerText()).trim();
  const address = (await link.getAttribute('href'))!;
  expect((await page.request.get(address)).status()).toBe(200);

  // Cancel keeps it.
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete resource' });
  await expect(dialog).toContainText('Delete this resource and its file from the library? This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Library' }).getByRole('link', { name, exact: true })).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Library' }).getByRole('link', { name, exact: true })).toHaveCount(0);
  // The signed link of the deleted resource no longer serves its file.
  expect((await page.request.get(address)).status()).toBe(404);
});

test('a dealer sees no Delete in the library', async ({ page }) => {
  await openAs(page, 'dealer', '/resources');
  const rows = page.getByRole('table', { name: 'Library' }).locator('tbody tr');
  await expect(rows.first().getByRole('link')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Library' }).getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('an admin reads the Contact Us inbox with where each message stands with the support desk', async ({ page }) => {
  await openAs(page, 'admin', '/contactus');
  const inbox = page.getByRole('table', { name: 'Messages received' });
  await expect(inbox.getByRole('columnheader', { name: 'Support desk' })).toBeVisible();
  const first = inbox.locator('tbody tr').first();
  await expect(first).toBeVisible();
  // The e2e server has no support desk (CONTACT_US_FORWARD_URL): messages are read here, nothing to send again.
  await expect(first).toContainText('Inbox only');
  await expect(inbox.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});

test('a dealer keeps its profile information and contact details on one page, with the 250-character limit and the spec’s messages', async ({ page }) => {
  await openAs(page, 'dealer.acura', '/manageprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
  const contact = page.locator('form').filter({ has: page.getByLabel(/^Title/) }).first();
  await expect(contact.getByLabel(/^Name/)).not.toHaveValue('');
  await expect(page.getByText('Contact details last confirmed')).toBeVisible();

  await contact.getByLabel(/^Title/).fill('T'.repeat(251));
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Must be at most 250 characters')).toBeVisible();

  await contact.getByLabel(/^Title/).fill('Internet Sales Manager');
  await contact.getByLabel(/^Phone/).fill('555-12');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Please enter valid Phone Number in format: xxx-xxxxxxx or (xxx) xxx -xxxx.')).toBeVisible();

  await contact.getByLabel(/^Phone/).fill('(312) 555-0147');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await page.reload();
  await expect(page.locator('form').filter({ has: page.getByLabel(/^Title/) }).first().getByLabel(/^Title/)).toHaveValue('Internet Sales Manager');
});

test('an administrator acting as a dealer opens its Profile Information from the menu and sees it read only', async ({ page, context }) => {
  await signIn(page, 'admin');
  // What Apply in the impersonation toolbar leaves behind (impersonation.spec.ts drives the toolbar itself).
  await context.addCookies([{ name: 'impersonate', value: 'dealer', url: page.url() }]);
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  // oemId 1 (Honda): the settings menu reads "Certified Programs".
  await navigation.getByRole('button', { name: 'Certified Programs' }).click();
  await page.getByRole('menuitem', { name: 'Profile Information' }).click();
  await expect(page).toHaveURL(/\/manageprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
  await expect(page.getByText("These details are the dealer's own: you can read them while acting as the dealer, and only the dealer can change them.")).toBeVisible();

  const contact = page.locator('form').filter({ has: page.getByLabel(/^Title/) }).first();
  await expect(contact.getByLabel(/^Name/)).toHaveValue('Dana Dealer');
  await expect(contact.getByLabel(/^Email/)).not.toHaveValue('');
  const authorized = page.locator('form').filter({ has: page.getByLabel(/^Authorized Person/) }).first();
  await expect(authorized.getByLabel(/^Authorized Person/)).not.toHaveValue('');
  for (const form of [contact, authorized]) {
    const boxes = form.getByRole('textbox');
    expect(await boxes.count()).toBeGreaterThanOrEqual(4);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
  }
  await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByText('Contact details last confirmed')).toBeVisible();
});

test('Videos and Privacy are real pages: a video library and the privacy policy', async ({ page }) => {
  await openAs(page, 'dealer', '/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  const videos = page.getByRole('table', { name: 'Training and program videos' }).locator('tbody tr');
  await expect(videos.first().getByRole('link')).toHaveAttribute('href', /\/api\/portal\/resources\/files\/\d+\?expires=/);
  await playsWithCaptions(page, videos.first());

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our commitment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
  await expect(page.getByText('We do not sell personal information.', { exact: false })).toBeVisible();
});
