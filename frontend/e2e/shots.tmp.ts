import { chromium } from 'playwright-core';
import { apiSignIn } from './support';
const base = process.env.STAFFHUB_URL!;
const token = await apiSignIn();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors: string[] = [];
async function open(path: string, opts: { signedIn?: boolean; token?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: opts.signedIn === false ? undefined : { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'access_token', value: opts.token ?? token }] }] },
  });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${path}: ${m.type()} ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${path}: pageerror ${e.message}`));
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  return { context, page };
}
for (const path of ['/', '/tasks', '/tasks/new', '/my-tasks', '/ja', '/nope']) {
  const { context } = await open(path);
  await context.close();
}
{
  const { context, page } = await open('/ja/sign-in', { signedIn: false });
  await page.getByLabel('メールアドレス', { exact: true }).fill('admin@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('bad');
  await page.getByRole('button', { name: 'サインイン' }).click();
  await page.waitForTimeout(1000);
  console.log('ja alert:', await page.getByRole('alert').innerText());
  await context.close();
}
{
  const { context, page } = await open('/tasks', { token: 'bogus-token' });
  console.log('bogus token ->', page.url());
  await context.close();
}
console.log(errors.join('\n'));
await browser.close();
