import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const base = 'http://127.0.0.1:4207';
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 800 } });
const page = await context.newPage();
const res = await page.request.post('/api/auth/login', {
  data: { email: 'alex.morgan@example.com', personal_code: 'demo-alex' },
});
const { access_token, user } = await res.json();
await page.addInitScript(
  ([t, u]) => {
    localStorage.setItem('portal.access_token', t);
    localStorage.setItem('portal.user', JSON.stringify(u));
  },
  [access_token, user],
);
for (const path of [process.argv[2] ?? '/admin']) {
  await page.goto(path);
  await page.waitForTimeout(8000);
  const info = await page.evaluate(() => {
    const out: string[] = [];
    out.push(`scrollWidth=${document.documentElement.scrollWidth}`);
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > 380 && r.width > 0) {
        const p = el.parentElement;
        const pr = p?.getBoundingClientRect();
        if (getComputedStyle(el).position === 'absolute' || getComputedStyle(el).position === 'fixed')
          out.push(
            `ABS ${el.tagName}.${String(el.className).slice(0, 30)} right=${Math.round(r.right)} text=${(el.textContent ?? '').slice(0, 30)}`,
          );
        if (pr && pr.right <= 380)
          out.push(
            `${el.tagName}.${String(el.className).slice(0, 50)} w=${Math.round(r.width)} right=${Math.round(r.right)} parent=${p?.tagName}.${String(p?.className).slice(0, 40)} pw=${Math.round(pr.width)} overflowX=${getComputedStyle(p!).overflowX}`,
          );
      }
    }
    return out.slice(0, 30);
  });
  console.log(info.join('\n'));
}
await browser.close();
