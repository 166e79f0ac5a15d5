import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, hookTimeout, launchBrowser, profileName, slow, unique, withSession } from './support';

/**
 * Forms and lists that lose or corrupt work (issue 37 §3), in English and Japanese, through the
 * shared form recipe every area uses: Enter in a searchable dropdown picks, a malformed number is
 * refused with the field's message, leaving with unsaved changes asks, Back after Save does not
 * return to the form, new forms start in their first field, the navigation's Email group is
 * reachable with Tab, and switching the list and the board keeps the search.
 */

let browser: Browser;
let adminName: string;

before(async () => {
  browser = await launchBrowser();
  adminName = await profileName();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

const words = {
  en: {
    prefix: '',
    title: 'Title',
    assignee: 'Assignee',
    createTask: 'Create task',
    tasksNav: 'Tasks',
    mainNav: 'Main navigation',
    name: 'Name',
    dealAmount: 'Deal amount',
    createOrganization: 'Create organization',
    outOfRange: 'Enter a number from 0 to 1,000,000,000,000.',
    whole: 'Enter a whole number.',
    leaveTitle: 'Leave without saving?',
    stay: 'Stay and keep editing',
    leave: 'Leave and discard changes',
    email: 'Email',
    emailJobs: 'Jobs',
    board: 'Board',
    list: 'List',
  },
  ja: {
    prefix: '/ja',
    title: 'タイトル',
    assignee: '担当者',
    createTask: 'タスクを作成',
    tasksNav: 'タスク',
    mainNav: 'メインナビゲーション',
    name: '名前',
    dealAmount: '商談金額',
    createOrganization: '組織を作成',
    outOfRange: '0 から 1,000,000,000,000 までの数値を入力してください。',
    whole: '整数を入力してください。',
    leaveTitle: '保存せずに移動しますか？',
    stay: 'このページに残って編集を続ける',
    leave: '変更を破棄して移動する',
    email: 'メール',
    emailJobs: 'メールジョブ',
    board: 'ボード',
    list: '一覧',
  },
} as const;

/** Waits until the input shows `value` (a pick lands on the next render). */
async function valueShown(page: Page, label: string, value: string): Promise<void> {
  await page.waitForFunction(
    ({ label, value }) => [...document.querySelectorAll<HTMLInputElement>('input')].some((input) => input.labels?.[0]?.textContent?.includes(label) && input.value === value),
    { label, value },
    { timeout: 10_000 },
  );
}

for (const locale of ['en', 'ja'] as const) {
  const w = words[locale];
  describe(`Forms keep the user's work (${locale})`, () => {
    it('typing in a searchable dropdown and pressing Enter picks the option and does not submit', slow, async () => {
      await withSession(browser, async ({ page }) => {
        await page.goto(`${w.prefix}/tasks/new`);
        await page.getByRole('textbox', { name: w.title }).fill(unique('Enter picks'));
        const assignee = page.getByRole('combobox', { name: w.assignee });
        await assignee.click();
        await assignee.pressSequentially(adminName.slice(0, 4));
        await page.getByRole('option', { name: adminName }).first().waitFor();
        await assignee.press('Enter');
        // Picked, and still on the new form: the form was not submitted with the field empty.
        await valueShown(page, w.assignee, adminName);
        assert.equal(await assignee.inputValue(), adminName, 'the option typed for is picked');
        assert.match(new URL(page.url()).pathname, /\/tasks\/new$/, 'Enter in the dropdown did not submit the form');
        // Enter again, with the list closed, submits as in any field.
        await Promise.all([page.waitForURL(/\/tasks\/(?!new)[^/]+$/), assignee.press('Enter')]);
      });
    });

    it('a malformed or absurd deal amount is refused with the field’s message, and nothing is created', slow, async () => {
      await withSession(browser, async ({ page }) => {
        await page.goto(`${w.prefix}/organizations/new`);
        await page.getByRole('textbox', { name: w.name }).first().fill(unique('Amounts'));
        const amount = page.getByRole('textbox', { name: w.dealAmount });
        for (const [typed, message] of [
          ['5000000000000', w.outOfRange],
          ['12.5', w.whole],
        ] as const) {
          await amount.fill(typed);
          await page.getByRole('button', { name: w.createOrganization }).click();
          await page.getByText(message).waitFor();
          assert.match(new URL(page.url()).pathname, /\/organizations\/new$/, `${typed} was not saved`);
          assert.equal((await amount.inputValue()).replace(/,/g, ''), typed, 'the field still shows what was typed');
        }
        await amount.fill('1200');
        await Promise.all([page.waitForURL(/\/organizations\/(?!new)[^/]+$/), page.getByRole('button', { name: w.createOrganization }).click()]);
      });
    });

    it('leaving a form with unsaved changes asks first; Back after Save does not return to the form', slow, async () => {
      await withSession(browser, async ({ page }) => {
        await page.goto(`${w.prefix}/tasks`);
        await page.goto(`${w.prefix}/tasks/new`);
        const title = unique('Unsaved');
        await page.getByRole('textbox', { name: w.title }).fill(title);
        const nav = page.getByRole('navigation', { name: w.mainNav }).getByRole('link', { name: w.tasksNav, exact: true });
        await nav.click();
        const dialog = page.getByRole('dialog', { name: w.leaveTitle });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: w.stay }).click();
        await dialog.waitFor({ state: 'hidden' });
        assert.equal(await page.getByRole('textbox', { name: w.title }).inputValue(), title, 'Stay keeps what was typed');
        assert.match(new URL(page.url()).pathname, /\/tasks\/new$/);
        await nav.click();
        await page.getByRole('dialog', { name: w.leaveTitle }).getByRole('button', { name: w.leave }).click();
        await page.waitForURL((url) => /\/tasks$/.test(url.pathname));

        // Save, then Back: the list, not the new form again.
        await page.goto(`${w.prefix}/tasks/new`);
        await page.getByRole('textbox', { name: w.title }).fill(unique('Saved'));
        await Promise.all([page.waitForURL(/\/tasks\/(?!new)[^/]+$/), page.getByRole('button', { name: w.createTask }).click()]);
        await page.goBack();
        await page.waitForURL((url) => /\/tasks$/.test(url.pathname));
      });
    });

    it('a new form starts in its first field', slow, async () => {
      await withSession(browser, async ({ page }) => {
        for (const path of ['/tasks/new', '/issues/new', '/members/new', '/organizations/new', '/projects/new', '/documents/new', '/email-jobs/new', '/email-templates/new', '/workflow-templates/new', '/agents/new']) {
          await page.goto(w.prefix + path);
          await page.locator('main form').first().waitFor();
          await page.waitForFunction(() => {
            const active = document.activeElement;
            return active !== null && active.closest('main form') !== null && ['INPUT', 'TEXTAREA'].includes(active.tagName);
          }, undefined, { timeout: 10_000 }).catch(() => {
            throw new Error(`${w.prefix + path}: the first field does not have the focus`);
          });
        }
      });
    });

    it('the navigation’s Email group is reached with Tab and opens with Enter', slow, async () => {
      await withSession(browser, async ({ page }) => {
        await page.goto(`${w.prefix}/tasks`);
        const group = page.getByTestId('nav-email');
        const jobs = page.getByRole('navigation', { name: w.mainNav }).getByRole('link', { name: w.emailJobs, exact: true });
        assert.equal(await jobs.isVisible(), false, 'the group starts closed away from the email pages');
        await page.getByRole('navigation', { name: w.mainNav }).getByRole('link', { name: w.tasksNav, exact: true }).focus();
        let reached = false;
        for (let presses = 0; presses < 20 && !reached; presses += 1) {
          await page.keyboard.press('Tab');
          reached = await group.evaluate((element) => element === document.activeElement);
        }
        assert.ok(reached, 'Tab reaches the Email group');
        assert.equal(await group.getAttribute('aria-expanded'), 'false');
        await page.keyboard.press('Enter');
        await jobs.waitFor();
        assert.equal(await group.getAttribute('aria-expanded'), 'true');
        await page.keyboard.press('Tab');
        assert.ok(await jobs.evaluate((element) => element === document.activeElement), 'its first link comes next');
        // Space closes it again, once (a button toggles on Space like on Enter).
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Space');
        await jobs.waitFor({ state: 'hidden' });
        assert.equal(await group.getAttribute('aria-expanded'), 'false');
      });
    });

    it('switching the issue list and board keeps the search', slow, async () => {
      await withSession(browser, async ({ page }) => {
        const keyword = `kept${Date.now().toString(36)}`;
        await page.goto(`${w.prefix}/issues?q=${keyword}`);
        const views = page.getByTestId('issues-view-switch');
        await views.getByText(w.board, { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('view') === 'board');
        assert.equal(new URL(page.url()).searchParams.get('q'), keyword, 'the board keeps the search');
        // The board has replaced the list (its switch shows Board) before going back.
        await page.waitForFunction((board) => [...document.querySelectorAll('[data-testid="issues-view-switch"] input[type="radio"]')].some((radio) => (radio as HTMLInputElement).checked && radio.closest('label, div')?.textContent?.includes(board)), w.board);
        await views.getByText(w.list, { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('view') === null);
        assert.equal(new URL(page.url()).searchParams.get('q'), keyword, 'the list keeps the search');
      });
    });
  });
}
