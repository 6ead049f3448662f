import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8260';
const [,, user, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) console.log('http', r.status(), r.url().slice(0, 160)); });
await page.goto(base + '/login');
await page.getByLabel('Username').fill(user);
await page.getByLabel('Password').fill('Portal!2026');
await page.getByRole('button', { name: 'Login' }).click();
await page.getByText(/^(Welcome|Bienvenue) /).waitFor();
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(3500);
  const name = `/tmp/shots/${user}-${p.replace(/[^a-zA-Z0-9]+/g, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log('shot', name, page.url());
}
await browser.close();
