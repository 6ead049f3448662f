// The enrollments area in the browser (business-areas §2–§9, issue #7), against the real server
// and database: Manage Enrollments (filters, server paging and sorting, CSV export), a dealer
// action with its reason, the dealer edit form's ZIP rule, the DWCP enrollment wizard as a dealer
// (business-areas §6) and the editor who may not enroll.
//
// Dealers changed here belong to no other spec: HON0020 (deactivated), HON0041 (contacts) and
// HYU0001, the demo Hyundai dealer, enrolled in DWCP (the skins spec only looks at its home page).
// HON0001, the demo Honda dealer, is only read: each of its add-ons is reached from Manage Enrollments.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { recordCalls, sentCalls } from './support/sent-calls.ts';
import { openAs, signIn } from './support/session.ts';

const DEACTIVATED = 'HON0020';
const EDITED = 'HON0041';
const ENROLLING = 'HYU0001';
const ENROLLING_LOGIN = 'dealer.hyundai';
// The demo Honda dealer holds an enrollment of every add-on of its programs (the seed), so several.
const SEVERAL_ADDONS = 'HON0001';

const filters = (page: Page) => page.getByRole('search', { name: 'Filters' });
const results = (page: Page) => page.getByRole('table', { name: 'Enrollments' });
const bodyRows = (page: Page) => results(page).locator('tbody tr');
const rowOf = (page: Page, text: string | RegExp) => bodyRows(page).filter({ hasText: text });
const cellTexts = (row: Locator) => row.locator('td').allInnerTexts();

function isSearch(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/portal/enrollments/search';
}

/** The query and body of the next search the page sends while `act` runs. */
async function searchSentBy(page: Page, act: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest(isSearch), act()]);
  // The table is busy from the call until its answer is drawn: rows read before would be the previous ones.
  await request.response();
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  const sent = (await sentCalls(page, 'POST', '/api/portal/enrollments/search')).at(-1);
  return { query: Object.fromEntries(new URL(request.url()).searchParams), body: sent?.body as Record<string, unknown> };
}

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** Signs in as admin straight onto Manage Enrollments (one load of the portal, not home first). */
async function openManageEnrollments(page: Page) {
  await openAs(page, 'admin', '/manageenrollments');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Enrollments' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

test('as admin: filter, page, sort and export Manage Enrollments; the CSV holds exactly the filtered rows; filters persist', async ({ page }) => {
  await recordCalls(page);
  await openManageEnrollments(page);

  // Filter: a part of the dealer name and one status.
  await filters(page).getByLabel('Dealer', { exact: true }).fill('Honda');
  await filters(page).getByRole('checkbox', { name: 'Active', exact: true }).check();
  const filtered = await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  expect(filtered.body).toEqual({ programId: -1, statuses: ['ACTIVE'], dealer: 'Honda' });
  expect(filtered.query).toEqual({ page: '0', size: '25', sort: 'dealerName,asc' });
  const count = page.getByText(/^1–25 of \d+$/);
  await expect(count).toBeVisible();
  const total = Number((await count.innerText()).split(' of ')[1]);
  expect(total).toBeGreaterThan(25);
  for (const row of await bodyRows(page).all()) {
    const cells = await cellTexts(row);
    expect(cells[1]).toMatch(/Honda/i);
    expect(cells[5]).toBe('Active');
  }

  // Page through the server.
  const paged = await searchSentBy(page, () => page.getByRole('button', { name: 'Go to next page' }).click());
  expect(paged.query).toMatchObject({ page: '1', size: '25' });
  await expect(page.getByText(new RegExp(`^26–${Math.min(50, total)} of ${total}$`))).toBeVisible();

  // Sort by dealer code, descending on the second click; back to the first page.
  await searchSentBy(page, () => results(page).getByRole('button', { name: 'Dealer Code' }).click());
  const sorted = await searchSentBy(page, () => results(page).getByRole('button', { name: 'Dealer Code' }).click());
  expect(sorted.query).toMatchObject({ page: '0', sort: 'dealerCode,desc' });
  await expect(page.getByText(`1–25 of ${total}`)).toBeVisible();
  const codes = await bodyRows(page).locator('td:first-child').allInnerTexts();
  expect(codes).toEqual([...codes].sort().reverse());

  // Export: every row of the filter, named from Content-Disposition.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Enrollments-\d{4}-\d{2}-\d{2}\.csv$/);
  const [exported] = await sentCalls(page, 'GET', '/api/portal/enrollments/export');
  expect(Object.fromEntries(new URL(exported!.url).searchParams)).toEqual({ dealer: 'Honda', statuses: 'ACTIVE', programId: '-1' });
  const [header, ...lines] = parseCsv(await readFile((await download.path())!, 'utf8')).filter((line) => line.some(Boolean));
  expect(header!.slice(0, 6)).toEqual(['Dealer Code', 'Dealer Name', 'Program', 'Region', 'District', 'Dealer Status']);
  expect(lines).toHaveLength(total);
  for (const line of lines) {
    expect(line[1]).toMatch(/Honda/i);
    // The label, not the code (issue #20).
    expect(line[5]).toBe('Active');
  }

  // The filters are kept for the next visit (FILTER_SETTINGS_manageEnrollments).
  const restored = await searchSentBy(page, () => page.reload());
  expect(restored.body).toEqual({ programId: -1, statuses: ['ACTIVE'], dealer: 'Honda' });
  await expect(filters(page).getByLabel('Dealer', { exact: true })).toHaveValue('Honda');
  await expect(filters(page).getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
});

test('as admin: every add-on of a dealer with several is reached from Manage Enrollments, one add-on page leading to the others', async ({ page }) => {
  await recordCalls(page);
  await openManageEnrollments(page);
  await filters(page).getByLabel('Dealer', { exact: true }).fill(SEVERAL_ADDONS);
  await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  // A program row that lists add-ons (column 8): its "More actions" menu opens the add-on page.
  const withAddons = bodyRows(page).filter({ has: page.locator('td:nth-child(8)', { hasText: /\S/ }) }).first();
  await withAddons.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Add-on Enrollments' }).click();
  const addonPage = new RegExp(`/addonManageEnrollment/${SEVERAL_ADDONS}/\\d+$`);
  await expect(page).toHaveURL(addonPage);
  const firstUrl = page.url();

  const shown = page.getByRole('region', { name: 'Add-on shown' });
  const dealerAddons = page.getByRole('table', { name: 'Add-ons of this dealer' });
  const listed = dealerAddons.locator('tbody tr');
  const show = page.getByRole('button', { name: 'Show this add-on' });
  const offered = listed.filter({ has: show });
  // Each add-on of the dealer is listed; every one but the add-on shown offers to show it.
  // (While the list loads its rows are placeholders: counted once it is drawn.)
  await expect(offered.first()).toBeVisible();
  await expect(dealerAddons).not.toHaveAttribute('aria-busy', 'true');
  const count = await listed.count();
  expect(count, 'the dealer has several add-ons').toBeGreaterThan(1);
  await expect(offered).toHaveCount(count - 1);
  const firstName = (await listed.filter({ hasNot: show }).locator('td').first().innerText()).trim();
  await expect(shown).toContainText(firstName);

  // A second add-on: the same route with its id, naming it, its programs listing it.
  const second = offered.first();
  const secondName = (await second.locator('td').first().innerText()).trim();
  expect(secondName).not.toBe(firstName);
  await second.getByRole('button', { name: 'Show this add-on' }).click();
  await expect(page).toHaveURL(addonPage);
  expect(page.url()).not.toBe(firstUrl);
  await expect(shown).toContainText(secondName);
  await expect(page.getByRole('table', { name: 'Programs' }).locator('tbody tr').first()).toContainText(secondName);
  // The first one is now offered in its turn.
  await expect(listed.filter({ hasText: firstName }).getByRole('button', { name: 'Show this add-on' })).toBeVisible();
  await expect(offered).toHaveCount(count - 1);
});

test('as admin: deactivate a dealer with a reason after the invoice warning; the new status shows after a reload', async ({ page }) => {
  await recordCalls(page);
  await openManageEnrollments(page);
  await filters(page).getByLabel('Dealer', { exact: true }).fill(DEACTIVATED);
  await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  const first = bodyRows(page).first();
  await expect(first).toContainText(DEACTIVATED);
  await expect(first.locator('td').nth(5)).toHaveText('Active');

  await first.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Enrollment Status' });
  await dialog.getByRole('button', { name: 'Deactivate: Inactivation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate: Inactivation' });
  await expect(confirm.getByText('Inactivating before the 4th of the month means no invoice for the previous month.')).toBeVisible();
  await confirm.getByLabel(/^Reason/).fill('x'.repeat(255));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('Must be less than 255 characters')).toBeVisible();
  await confirm.getByLabel(/^Reason/).fill('Dealership sold to a new owner');
  const [change] = await Promise.all([
    page.waitForResponse((response) => response.url().includes(`/enrollments/dealer/${DEACTIVATED}/deactivate`)),
    confirm.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  expect(change.status()).toBe(200);
  expect(Object.fromEntries(new URL(change.url()).searchParams)).toEqual({ inactivationType: 'INACTIVATION', stateChangedReason: 'Dealership sold to a new owner' });
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(filters(page).getByLabel('Dealer', { exact: true })).toHaveValue(DEACTIVATED);
  await expect(bodyRows(page).first()).toContainText(DEACTIVATED);
  for (const row of await bodyRows(page).all()) await expect(row.locator('td').nth(5)).toHaveText('Inactive');
});

test("as admin: a dealer's contacts are saved only with a ZIP in the format of its country", async ({ page }) => {
  await recordCalls(page);
  await openAs(page, 'admin', `/editManageEnrollment/${EDITED}/edit`);
  const form = page.getByRole('region', { name: 'Dealer Details' });
  const billing = form.getByRole('group', { name: 'Billing Contact', exact: true });
  const contact = form.getByRole('group', { name: 'Contact', exact: true }).first();
  await expect(contact.getByLabel(/^Name/)).toHaveValue('Barbara Haddad');

  let updates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/portal/enrollments/dealer/${EDITED}`) updates += 1;
  });
  // The first error of a long form is brought into view below the sticky header, not under it.
  const name = contact.getByLabel(/^Name/);
  await name.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(name).toBeFocused();
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await name.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await name.fill('Barbara Haddad');

  await contact.getByLabel(/^Title/).fill('General Sales Manager');
  await billing.getByLabel(/^ZIP/).fill('4621');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(billing.getByText('Invalid ZIP format. Please enter ZIP Code in format: nnnnn or nnnnn-nnnn.')).toBeVisible();
  expect(updates).toBe(0);

  await billing.getByLabel(/^ZIP/).fill('46211-4321');
  await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/portal/enrollments/dealer/${EDITED}`),
    form.getByRole('button', { name: 'Save' }).click(),
  ]);
  const [saved] = await sentCalls(page, 'POST', `/api/portal/enrollments/dealer/${EDITED}`);
  const body = saved!.body as { contacts: { title: string }[]; billingContacts: { zip: string; country: string }[] };
  expect(body.contacts[0]!.title).toBe('General Sales Manager');
  expect(body.billingContacts[0]).toMatchObject({ zip: '46211-4321', country: 'us' });
  await expect(form.getByText('Saved Successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Dealer Details' }).getByRole('group', { name: 'Billing Contact', exact: true }).getByLabel(/^ZIP/)).toHaveValue('46211-4321');
});

test('as a dealer: the DWCP wizard refuses bad input with the spec messages, enrolls once, and the enrollment shows', async ({ page }) => {
  await recordCalls(page);
  await signIn(page, ENROLLING_LOGIN);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Enrollments' }).click();
  await page.getByRole('menuitem', { name: 'Dealer Website Enrollment' }).click();
  await expect(page).toHaveURL(/\/dwcpenrollment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Website Certification Enrollment' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Dealer Website Certification' });
  await expect(status.getByText('No', { exact: true }), `${ENROLLING} must not be enrolled in DWCP on a fresh database (seed)`).toBeVisible();
  // The terms link opens (in a new window, without the token) the OEM's agreement as a PDF.
  const terms = status.getByRole('link', { name: 'Read the terms (PDF)' });
  await expect(terms).toHaveAttribute('target', '_blank');
  const termsUrl = new URL((await terms.getAttribute('href'))!);
  expect(termsUrl.pathname).toMatch(/^\/api\/portal\/dwc\/eula\/\d+$/);
  const agreement = await page.request.get(termsUrl.href);
  expect(agreement.status()).toBe(200);
  expect(agreement.headers()['content-type']).toBe('application/pdf');
  expect(agreement.headers()['content-disposition']).toMatch(/^inline; filename=/);
  expect((await agreement.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const wizard = page.getByRole('region', { name: 'Enroll' });
  const step = (name: string) => wizard.getByRole('heading', { level: 3, name });
  // Leaving the field first: its check on blur may remove a message and move the button.
  const next = async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await wizard.getByRole('button', { name: 'Next' }).click();
  };

  await expect(step('Dealer')).toBeVisible();
  await wizard.getByLabel(/^Dealer Name/).fill('Columbus Hyundai');
  await wizard.getByLabel(/^Dealer Website URL/).fill('www example');
  await wizard.getByLabel(/^Contact Number/).fill('614-5550100');
  await next();
  await expect(wizard.getByText('Website URL must be valid.')).toBeVisible();
  await expect(wizard.getByText('Please enter valid Phone Number in format: xxx-xxx-xxxx or (xxx) xxx-xxxx.')).toBeVisible();
  await wizard.getByLabel(/^Dealer Website URL/).fill('https://www.columbushyundai.example.com');
  await wizard.getByLabel(/^Contact Number/).fill('614-555-0100');
  await next();

  await expect(step('Authorized Person')).toBeVisible();
  await wizard.getByLabel(/^Authorized Person Name/).fill('Hana Hyundai');
  await wizard.getByLabel(/^Email/).fill('hana@');
  await next();
  await expect(wizard.getByText('The email address does not appear to be valid.')).toBeVisible();
  await wizard.getByLabel(/^Email/).fill('hana@columbushyundai.example.com');
  await next();

  await expect(step('Providers and Packages')).toBeVisible();
  const website = wizard.getByRole('group', { name: 'Website Provider' });
  const retail = wizard.getByRole('group', { name: 'Digital Retailing Provider' });
  await website.getByLabel(/^Package/).fill('');
  await retail.getByLabel(/^Package/).fill('');
  await next();
  await expect(retail.getByText('This field is required.').first()).toBeVisible();
  await website.getByRole('combobox', { name: /Provider/ }).click();
  await page.getByRole('option', { name: 'Bluewater Digital' }).click();
  await website.getByLabel(/^Package/).fill('Bluewater Website Pro');
  await retail.getByRole('combobox', { name: /Provider/ }).click();
  await page.getByRole('option', { name: 'Clearlane Commerce' }).click();
  await retail.getByLabel(/^Package/).fill('Showroom Basic');
  await next();

  await expect(step('Billing Contact')).toBeVisible();
  await wizard.getByLabel(/^Phone/).fill('(614) 555-01');
  await next();
  await expect(wizard.getByText('Please enter valid Phone Number in format: xxx-xxx-xxxx or (xxx) xxx-xxxx.')).toBeVisible();
  await wizard.getByLabel(/^Name/).fill('Billing Office');
  await wizard.getByLabel(/^Phone/).fill('(614) 555-0140');
  await wizard.getByLabel(/^Email/).fill('billing@columbushyundai.example.com');
  await next();

  await expect(step('Options and Terms')).toBeVisible();
  await next();
  await expect(wizard.getByText('Please select at least one enrollment option.')).toBeVisible();
  await expect(wizard.getByText('Terms and Condition should be selected.')).toBeVisible();
  // The terms first: ticking an option takes its message away and moves what is below it.
  await wizard.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check();
  await wizard.getByRole('checkbox', { name: 'Dealer Website' }).check();
  await expect(wizard.getByRole('checkbox', { name: /I accept the Terms and Conditions/ })).toBeChecked();
  await next();

  await expect(step('Summary')).toBeVisible();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/portal/enroll/dwcp'),
    wizard.getByRole('button', { name: 'Enroll' }).click(),
  ]);
  const enrollments = await sentCalls(page, 'POST', '/api/portal/enroll/dwcp');
  expect(enrollments).toHaveLength(1);
  expect(enrollments[0]!.body).toEqual({
    dealerCode: ENROLLING,
    dealerName: 'Columbus Hyundai',
    dealerWebsiteUrl: 'https://www.columbushyundai.example.com',
    contactNumber: '614-555-0100',
    authorizedPersonName: 'Hana Hyundai',
    authorizedEmail: 'hana@columbushyundai.example.com',
    websiteProvider: { providerName: 'Bluewater Digital', packageName: 'Bluewater Website Pro' },
    digitalRetailingProvider: { providerName: 'Clearlane Commerce', packageName: 'Showroom Basic' },
    billingContactName: 'Billing Office',
    billingContactPhone: '(614) 555-0140',
    billingContactEmail: 'billing@columbushyundai.example.com',
    enrollmentOptions: [19],
    termsAccepted: true,
  });
  // Enrolled: the form gives way to the enrollment.
  await expect(status.getByText('Yes', { exact: true })).toBeVisible();
  await expect(status.getByText('Bluewater Website Pro')).toBeVisible();
  await expect(wizard).toHaveCount(0);

  // The administrator finds it in Manage Enrollments: the chosen option waits for approval.
  await page.context().clearCookies();
  await openManageEnrollments(page);
  await filters(page).getByLabel('Dealer', { exact: true }).fill(ENROLLING);
  await searchSentBy(page, () => filters(page).getByRole('button', { name: 'Search' }).click());
  const enrolled = rowOf(page, 'Dealer Website Certification');
  await expect(enrolled.locator('td').nth(6)).toHaveText('Enrolled');
  // Past the row's two primary actions: in its "More actions" menu.
  await enrolled.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Add-on Enrollments' }).click();
  await expect(page).toHaveURL(new RegExp(`/addonManageEnrollment/${ENROLLING}/`));
  // The add-on page shows the add-on its address names, at any status (issue #10): the one
  // chosen in the wizard (19) is there for the administrator, and no other add-on.
  await page.goto(`/addonManageEnrollment/${ENROLLING}/19`);
  const program = page.getByRole('table', { name: 'Programs' }).locator('tbody tr').filter({ hasText: 'Dealer Website Certification' });
  await program.getByRole('button', { name: 'Add-on Enrollments' }).click();
  const addons = page.getByRole('dialog', { name: 'Add-on Enrollments' });
  await expect(addons, 'the add-on dialog opens').toBeVisible();
  const rows = addons.locator('tbody tr');
  await expect(rows.filter({ hasText: 'Dealer Website' })).toBeVisible();
  await expect(rows).toHaveCount(1);
});

test('as a dealer who is enrolled: the enrollment instead of the form', async ({ page }) => {
  await recordCalls(page);
  await openAs(page, 'dealer', '/dwcpenrollment');
  const status = page.getByRole('region', { name: 'Dealer Website Certification' });
  await expect(status.getByText('Yes', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Tell a Provider I'm Interested" })).toBeVisible();
});

test('as editor: enrolling is not offered, and the server refuses it', async ({ page }) => {
  await recordCalls(page);
  await signIn(page, 'editor');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('button', { name: 'Programs', exact: true })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Enrollments' })).toHaveCount(0);
  await page.goto('/dwcpenrollment');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dealer Website Certification Enrollment' })).toHaveCount(0);

  const refused = await page.evaluate(async (dealerCode) => {
    const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('sp_token='));
    if (!entry) throw new Error('no token cookie');
    const token = (JSON.parse(decodeURIComponent(entry.slice('sp_token='.length))) as { a: string }).a;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const form = await fetch(`/api/portal/enroll/dwcp?dealerCode=${dealerCode}`, { headers });
    const enroll = await fetch('/api/portal/enroll/dwcp', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        dealerCode,
        dealerName: 'Salt Lake City Honda',
        dealerWebsiteUrl: 'https://www.example.com',
        contactNumber: '801-555-0116',
        authorizedPersonName: 'Eddie Editor',
        authorizedEmail: 'eddie@example.com',
        websiteProvider: { providerName: 'Bluewater Digital', packageName: 'Bluewater Website Pro' },
        digitalRetailingProvider: { providerName: 'Clearlane Commerce', packageName: 'Basic' },
        billingContactName: 'Eddie Editor',
        billingContactPhone: '801-555-0116',
        billingContactEmail: 'eddie@example.com',
        enrollmentOptions: [19],
        termsAccepted: true,
      }),
    });
    return { form: form.status, enroll: enroll.status };
  }, 'HON0043');
  expect(refused).toEqual({ form: 403, enroll: 403 });
});

test('as a dealer: the Download Manager lists the documents and saves each by its download route, named by the server', async ({ page }) => {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/enrollments/downloadManagerData');
  await openAs(page, 'dealer', '/downloadManager');
  await expect(page.getByRole('heading', { level: 1, name: 'Download Manager' })).toBeVisible();
  // The list names the documents; it carries no file.
  const { documents } = (await (await listed).json()) as { documents: { id: number; fileName: string; title: string }[] };
  expect(documents.length).toBeGreaterThan(0);
  expect(JSON.stringify(documents)).not.toContain('data:');

  const template = documents.find((document) => document.fileName === 'zip-import-template.csv');
  expect(template).toBeDefined();
  const row = page.getByRole('row').filter({ hasText: template!.title });
  const [fileRequest, download] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === `/api/portal/enrollments/downloadManager/documents/${template!.id}`),
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(fileRequest.method()).toBe('GET');
  const response = await fileRequest.response();
  expect(response?.headers()['content-disposition']).toBe('attachment; filename="zip-import-template.csv"');
  expect(download.suggestedFilename()).toBe('zip-import-template.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe('zip\n');
});
