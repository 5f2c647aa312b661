import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const [path, width, out, tab, scheme] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4207', viewport: { width: Number(width), height: 900 }, colorScheme: (scheme as 'dark') ?? 'light' });
const page = await context.newPage();
const res = await page.request.post('/api/auth/login', { data: { email: 'alex.morgan@example.com', personal_code: 'demo-alex' } });
const { access_token, user } = await res.json();
await page.addInitScript(([t, u]) => { localStorage.setItem('portal.access_token', t); localStorage.setItem('portal.user', JSON.stringify(u)); }, [access_token, user]);
await page.goto(path);
await page.getByRole('heading', { level: 1 }).waitFor();
if (tab) await page.getByRole('tab', { name: tab }).click();
await page.waitForTimeout(4000);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
