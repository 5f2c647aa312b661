import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const base = 'http://127.0.0.1:4207';
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: base });
const page = await context.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
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
await page.goto('/admin');
await page.getByRole('button', { name: 'Add User' }).click();
const dialog = page.getByRole('dialog', { name: 'Add User' });
await dialog.getByRole('textbox', { name: 'Name' }).fill('Debug Person');
await dialog.getByRole('textbox', { name: 'Email' }).fill(`debug.${Date.now()}@example.com`);
await dialog.getByRole('button', { name: 'Create User' }).click();
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => {
    const overlays = [
      ...document.querySelectorAll('[data-exiting], .react-aria-ModalOverlay, [class*="overlay"]'),
    ];
    return overlays.map((o) => ({
      cls: o.className.slice(0, 60),
      exiting: o.getAttribute('data-exiting'),
      anims: o.getAnimations().map((a) => `${a.playState}:${(a as CSSAnimation).animationName}`),
    }));
  });
  console.log(i, JSON.stringify(info), await dialog.count());
}
await browser.close();
