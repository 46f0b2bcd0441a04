// Screenshots of pages of a running site, for looking at them: light and dark, 1280 and 375 px.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000 /path [/path…] [--out dir] [--full]
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = (outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined) ?? '/tmp/shots';
const fullPage = args.includes('--full');
const [origin, ...paths] = args.filter((arg) => arg !== '--full');
if (!origin || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs ORIGIN /path [/path…] [--out dir] [--full]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
