// Developer tool: screenshots of pages at 1440 and 375 px. Usage: node e2e/shoot.mjs BASE OUT path... [--login email:password]
import { chromium } from 'playwright-core';
const [base, out, ...rest] = process.argv.slice(2);
const loginIdx = rest.indexOf('--login');
const creds = loginIdx >= 0 ? rest.splice(loginIdx, 2)[1].split(':') : null;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (creds) {
    const res = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: creds[0], password: creds[1] }),
    });
    const data = await res.json();
    await page.goto(base + '/');
    await page.evaluate((s) => localStorage.setItem('traveldesk.session', JSON.stringify(s)), {
      token: data.token,
      role: data.user.role,
      userId: data.user.id,
      firstName: data.user.firstName,
    });
  }
  for (const p of rest) {
    await page.goto(base + p);
    await page.waitForTimeout(1200);
    const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_').slice(0, 40) || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
