import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, contextOptions, hookTimeout, launchBrowser, slow, unique } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** Runs `body` in a new context signed in with `token`, in the browser locale of the app's language. */
async function inContext(token: string, locale: 'en' | 'ja', body: (page: Page) => Promise<void>): Promise<void> {
  const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, locale === 'ja' ? 'ja-JP' : 'en-US')));
  context.setDefaultTimeout(15_000);
  const errors: Error[] = [];
  try {
    const page = await bounded('context.newPage()', context.newPage());
    page.on('pageerror', (error) => errors.push(error));
    await body(page);
  } finally {
    await bounded('context.close()', context.close());
  }
  assert.deepEqual(errors, []);
}

async function expectErrorScreen(
  page: Page,
  expected: { heading: string; message: string; title: string; back: string; backHref: string; home: string; homeHref: string },
): Promise<void> {
  await page.getByRole('heading', { name: expected.heading, level: 1 }).waitFor();
  await page.getByTestId('error-message').filter({ hasText: expected.message }).waitFor();
  await page.waitForFunction((title) => document.title === title, expected.title, { timeout: 15_000 });
  const back = page.getByRole('link', { name: expected.back });
  assert.equal(await back.getAttribute('href'), expected.backHref);
  assert.equal(await page.getByRole('link', { name: expected.home }).getAttribute('href'), expected.homeHref);
  const text = await page.locator('body').innerText();
  for (const developerText of ['Invalid id', 'Unknown Error', '不明なエラー']) {
    assert.equal(text.includes(developerText), false, `"${developerText}" is shown`);
  }
}

/** A signed-in member with no role (not an admin): a token. */
async function plainMember(): Promise<string> {
  const admin = await apiSignIn();
  const email = `plain-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await api(admin, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name: unique('Plain member'), email, password: 'plain-pass-123', roleIds: [] },
  });
  return apiSignIn(email, 'plain-pass-123');
}

describe('Friendly error screens', () => {
  it('an unknown task id is a 404 in the user’s words, titled, with the way back to tasks (en)', slow, async () => {
    const token = await apiSignIn();
    const profile = await api<{ profile: { employeeId: string } }>(token, '{ profile { employeeId } }');
    await inContext(token, 'en', async (page) => {
      const expected = {
        heading: 'Error: 404 - Not Found',
        message: "This task doesn't exist or was deleted.",
        title: 'Not found · Staffhub',
        back: 'Back to tasks',
        backHref: '/tasks',
        home: 'Return to home page',
        homeHref: '/',
      };
      // A malformed id.
      await page.goto('/tasks/not-a-task-id');
      await expectErrorScreen(page, expected);
      // A well-formed id of something that is not a task.
      await page.goto(`/tasks/${encodeURIComponent(profile.profile.employeeId)}`);
      await expectErrorScreen(page, expected);
      // The way back works.
      await Promise.all([page.waitForURL((url) => url.pathname === '/tasks'), page.getByRole('link', { name: 'Back to tasks' }).click()]);
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      // An unknown member.
      await page.goto('/members/nobody-here');
      await expectErrorScreen(page, {
        ...expected,
        message: "This member doesn't exist or was removed.",
        back: 'Back to members',
        backHref: '/members',
      });
    });
  });

  it('an unknown task id in Japanese', slow, async () => {
    const token = await apiSignIn();
    await inContext(token, 'ja', async (page) => {
      await page.goto('/ja/tasks/not-a-task-id');
      await expectErrorScreen(page, {
        heading: 'エラー: 404 - 見つかりません',
        message: 'このタスクは存在しないか、削除されました。',
        title: '見つかりません · Staffhub',
        back: 'タスク一覧に戻る',
        backHref: '/ja/tasks',
        home: 'ホームに戻る',
        homeHref: '/ja',
      });
    });
  });

  it('a forbidden page reads 403 Forbidden with a friendly message, in en and ja', slow, async () => {
    const token = await plainMember();
    await inContext(token, 'en', async (page) => {
      await page.goto('/members/new');
      await expectErrorScreen(page, {
        heading: 'Error: 403 - Forbidden',
        message: "You don't have access to this page.",
        title: 'No access · Staffhub',
        back: 'Back to members',
        backHref: '/members',
        home: 'Return to home page',
        homeHref: '/',
      });
    });
    await inContext(token, 'ja', async (page) => {
      await page.goto('/ja/members/new');
      await expectErrorScreen(page, {
        heading: 'エラー: 403 - アクセス禁止',
        message: 'このページを表示する権限がありません。',
        title: 'アクセス権がありません · Staffhub',
        back: 'メンバー一覧に戻る',
        backHref: '/ja/members',
        home: 'ホームに戻る',
        homeHref: '/ja',
      });
    });
  });

  it('a path no route matches keeps the spec’s wording and offers the way back', slow, async () => {
    const token = await apiSignIn();
    await inContext(token, 'en', async (page) => {
      await page.goto('/tasks/abc/nowhere');
      await expectErrorScreen(page, {
        heading: 'Error: 404 - Not Found',
        message: 'Page Not Found: /tasks/abc/nowhere',
        title: 'Not found · Staffhub',
        back: 'Back to tasks',
        backHref: '/tasks',
        home: 'Return to home page',
        homeHref: '/',
      });
    });
  });
});
