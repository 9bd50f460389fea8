import { chromium } from 'playwright-core';
const exe = '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox'] });
const q = encodeURIComponent('https://sites.google.com/view/chase-verify');
for (const lang of ['en', 'ar']) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'scambuddy_lang', value: lang, url: 'http://127.0.0.1:3300' }]);
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('scambuddy.language', l), lang);
    await page.goto(`http://127.0.0.1:3300/lookup?q=${q}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/lookup-${lang}-${width}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
