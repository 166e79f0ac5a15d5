import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { adminEmail, adminPassword, closeBrowser, createTaskInUi, launchBrowser, newSession, profileName, subscriptionStarted, unique } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await closeBrowser(browser);
});

const slow = { timeout: 90_000 };

describe('Staffhub in a real browser', () => {
  it('redirects a visitor to sign-in and returns after signing in', slow, async () => {
    const { context, page, pageErrors } = await newSession(browser, false);
    try {
      await page.goto('/tasks?q=report');
      await page.waitForURL((url) => url.pathname === '/sign-in');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/tasks?q=report');
      await page.getByLabel('Email', { exact: true }).fill(adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(adminPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/tasks');
      assert.equal(new URL(page.url()).searchParams.get('q'), 'report');
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      // Signed in: /sign-in goes home.
      await page.goto('/sign-in');
      await page.waitForURL((url) => url.pathname === '/');
      assert.deepEqual(pageErrors, []);
    } finally {
      await context.close();
    }
  });

  it('signs in with the keyboard alone', slow, async () => {
    const { context, page } = await newSession(browser, false);
    try {
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).focus();
      await page.keyboard.type(adminEmail);
      await page.keyboard.press('Tab');
      await page.keyboard.type(adminPassword);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('shows the message for a wrong password', slow, async () => {
    const { context, page } = await newSession(browser, false);
    try {
      await page.goto('/sign-in');
      await page.getByLabel('Email', { exact: true }).fill(adminEmail);
      await page.getByLabel('Password', { exact: true }).fill('definitely-wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('The email or password you entered is incorrect.').waitFor();
      assert.equal(new URL(page.url()).pathname, '/sign-in');
    } finally {
      await context.close();
    }
  });

  it('creates a task, changes its status and finds it by keyword', slow, async () => {
    const { context, page, pageErrors } = await newSession(browser);
    try {
      const adminName = await profileName();
      const keyword = `zebra${Date.now().toString(36)}`;
      const title = `Quarterly report ${keyword}`;
      const detailUrl = await createTaskInUi(page, title, 'Some **bold** text');
      await page.locator('[data-testid="markdown-body"] strong', { hasText: 'bold' }).waitFor();

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Processing' }).click();
      await page.getByText('Status changed to Processing.').waitFor();
      await page.getByRole('textbox', { name: 'Assignee' }).or(page.getByRole('combobox', { name: 'Assignee' })).first().click();
      await page.getByRole('option', { name: adminName, exact: true }).click();
      await page.getByText(`Assigned to ${adminName}.`).waitFor();
      await page.reload();
      await page.locator('[data-status-id="2"]').first().waitFor();

      await page.goto('/tasks');
      await page.getByRole('searchbox', { name: 'Search tasks' }).fill(keyword);
      await page.getByRole('searchbox', { name: 'Search tasks' }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === keyword);
      const row = page.getByTestId('task-row').filter({ hasText: title });
      await row.waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="task-row"]').length === 1);
      await row.locator('[data-status-id="2"]').waitFor();
      await row.getByRole('link', { name: title }).click();
      await page.waitForURL(detailUrl);
      assert.deepEqual(pageErrors, []);
    } finally {
      await context.close();
    }
  });

  it('shows changes made in another browser live', slow, async () => {
    const watcher = await newSession(browser);
    const editor = await newSession(browser);
    try {
      const listening = subscriptionStarted(watcher, 'tasksChanged');
      await watcher.page.goto('/tasks');
      await watcher.page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      await listening;

      const title = unique('Live task');
      const detailUrl = await createTaskInUi(editor.page, title);
      const row = watcher.page.getByTestId('task-row').filter({ hasText: title });
      await row.waitFor({ timeout: 20_000 });

      await editor.page.goto(detailUrl);
      await editor.page.getByRole('combobox', { name: 'Status' }).click();
      await editor.page.getByRole('option', { name: 'Completed' }).click();
      await row.locator('[data-status-id="4"]').waitFor({ timeout: 20_000 });

      // The detail page follows the task too.
      const following = subscriptionStarted(watcher, 'taskChanged');
      await watcher.page.goto(detailUrl);
      await watcher.page.getByRole('heading', { name: title }).waitFor();
      await following;
      await editor.page.getByRole('combobox', { name: 'Priority' }).click();
      await editor.page.getByRole('option', { name: 'High' }).click();
      await watcher.page.locator('[data-priority-id="1"]').waitFor({ timeout: 20_000 });
    } finally {
      await watcher.context.close();
      await editor.context.close();
    }
  });

  it('renders /ja/tasks in Japanese', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      await page.goto('/ja/tasks');
      await page.getByRole('heading', { name: 'タスク', level: 1 }).waitFor();
      await page.getByRole('link', { name: '新しいタスク' }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'ja');
    } finally {
      await context.close();
    }
  });

  it('shows the 404 screen for an unknown path', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      await page.goto('/no-such-page/');
      await page.getByRole('heading', { name: 'Error: 404 - Not Found' }).waitFor();
      await page.getByText('Page Not Found: /no-such-page').waitFor();
      await page.getByRole('link', { name: 'Return to home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('shows the error screen for a task that does not exist', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      await page.goto('/tasks/not-a-task-id');
      await page.getByRole('heading', { name: 'Error: 404 - Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Return to home page' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('offers a reload when a new build is deployed', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      await page.route('**/version.json*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ version: 'a-newer-build' }) }),
      );
      await page.goto('/');
      await page.getByText('A new version is available').waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Reload' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('runs nothing from a markdown description with script payloads', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      const description = [
        '# Payloads',
        '',
        '<img src=x onerror="window.__staffhubXss = 1">',
        '',
        '<script>window.__staffhubXss = 2</script>',
        '',
        '<a href="javascript:window.__staffhubXss=3">click</a>',
        '',
        '<svg onload="window.__staffhubXss = 4"></svg>',
      ].join('\n');
      await createTaskInUi(page, unique('XSS'), description);
      await page.reload();
      await page.getByRole('heading', { name: 'Payloads' }).waitFor();
      await page.getByRole('link', { name: 'click' }).click().catch(() => undefined);
      await page.waitForTimeout(1000);
      assert.equal(await page.evaluate(() => (window as unknown as { __staffhubXss?: number }).__staffhubXss), undefined);
      assert.equal(await page.locator('[data-testid="markdown-body"] [onerror], [data-testid="markdown-body"] script').count(), 0);
    } finally {
      await context.close();
    }
  });

  it('signs out when the server no longer accepts the token', slow, async () => {
    const { context, page } = await newSession(browser, false);
    try {
      await page.goto('/sign-in');
      await page.evaluate(() => window.localStorage.setItem('access_token', 'revoked-or-unknown-token'));
      await page.goto('/my-tasks');
      await page.waitForURL((url) => url.pathname === '/sign-in');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/my-tasks');
      assert.equal(await page.evaluate(() => window.localStorage.getItem('access_token')), null);
    } finally {
      await context.close();
    }
  });

  it('switches the locale, stores it in the cookie and keeps it', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      await page.goto('/tasks?q=x');
      await page.getByRole('button', { name: /^Language:/ }).click();
      await page.getByRole('menuitem', { name: /日本語/ }).click();
      await page.waitForURL((url) => url.pathname === '/ja/tasks' && url.search === '?q=x');
      await page.getByRole('heading', { name: 'タスク', level: 1 }).waitFor();
      const cookies = await context.cookies();
      const locale = cookies.find((cookie) => cookie.name === 'locale');
      assert.equal(locale?.value, 'ja');
      assert.ok(locale && locale.expires > Date.now() / 1000 + 300 * 24 * 3600, 'cookie lasts about a year');
      await page.goto('/my-tasks');
      await page.waitForURL((url) => url.pathname === '/ja/my-tasks');
    } finally {
      await context.close();
    }
  });

  it('uploads an image from the markdown editor', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      await page.goto('/tasks/new');
      await page.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
      const editor = page.getByRole('textbox', { name: 'Description' });
      await page.waitForFunction(() => /!\[dot\.png\]\([^)]+\)/.test((document.querySelector('textarea') as HTMLTextAreaElement).value));
      const markdown = await editor.inputValue();
      const url = /!\[dot\.png\]\(([^)]+)\)/.exec(markdown)?.[1] ?? '';
      const response = await page.request.get(url);
      assert.equal(response.status(), 200);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.locator(`[data-testid="markdown-body"] img[src="${url}"]`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('signs out to /sign-in with the current path as redirect', slow, async () => {
    const { context, page } = await newSession(browser);
    try {
      await page.goto('/my-tasks');
      await page.getByRole('heading', { name: 'My tasks', level: 1 }).waitFor();
      await page.getByRole('button', { name: /Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/my-tasks');
      assert.equal(await page.evaluate(() => window.localStorage.getItem('access_token')), null);
      await page.goto('/tasks');
      await page.waitForURL((url) => url.pathname === '/sign-in');
    } finally {
      await context.close();
    }
  });
});
