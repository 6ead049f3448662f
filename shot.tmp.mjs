import { chromium } from '@playwright/test';
const [,, login, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
await page.goto('http://127.0.0.1:8280/login');
await page.getByLabel('Username').fill(login);
await page.getByLabel('Password').fill('Portal!2026');
await page.getByRole('button', { name: 'Login' }).click();
await page.getByText(/^(Welcome|Bienvenue) /).waitFor();
for (const p of paths) {
  await page.goto('http://127.0.0.1:8280' + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const name = `/tmp/shots/${login}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: false });
  console.log(name, page.url());
}
await browser.close();
