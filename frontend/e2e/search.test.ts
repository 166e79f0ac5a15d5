import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, hookTimeout, launchBrowser, slower, withSession } from './support';

/**
 * Browser tests of the command palette (issue 21): Ctrl+K searches every area at once and shows
 * the hits grouped by area with their totals (the matched word marked), the keyboard picks and
 * opens one; on /ja a two-character Japanese query finds a Japanese title under Japanese
 * headings; '/' and the header button open the palette, Esc closes it; the commands open the
 * new task page and switch the language. Every name carries a word of its own, so the tests run
 * on a reused database.
 */

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A word no other record contains. */
function word(): string {
  return `pal${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Two random CJK ideographs: a two-character Japanese query that only this run's title contains. */
function kanjiPair(): string {
  const pick = () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * (0x9fa5 - 0x4e00)));
  return `${pick()}${pick()}`;
}

async function createTask(title: string): Promise<string> {
  const data = await api<{ createTask: { task: { id: string } } }>(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
    input: { title },
  });
  return data.createTask.task.id;
}

async function createOrganization(name: string): Promise<string> {
  const data = await api<{ createOrganization: { organization: { id: string } } }>(
    token,
    'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }',
    { input: { name } },
  );
  return data.createOrganization.organization.id;
}

async function createProject(name: string): Promise<string> {
  const data = await api<{ createProject: { project: { id: string } } }>(token, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
    input: { name },
  });
  return data.createProject.project.id;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The palette's search field (its accessible name starts the same in both languages' wording). */
function searchField(page: Page, name: RegExp): Locator {
  return page.getByRole('combobox', { name });
}

async function headings(page: Page): Promise<string[]> {
  return bounded('group headings', page.getByRole('dialog').getByTestId('search-group-heading').allTextContents());
}

/** Waits until the option is the one Enter runs. */
async function waitSelected(option: Locator): Promise<void> {
  await option.and(option.page().locator('[aria-selected="true"]')).waitFor();
}

/** The opened page after the layout is there (the shortcuts are listened to from then on). */
async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId('search-launcher').waitFor();
}

describe('command palette', () => {
  it('finds a task, an organization and a project sharing a word, grouped by area, and opens the one chosen with the arrows', slower, async () => {
    const shared = word();
    const taskTitle = `Palette ${shared} task`;
    const organizationName = `Palette ${shared} Ltd`;
    const projectName = `Palette ${shared} rollout`;
    await createTask(taskTitle);
    const organizationId = await createOrganization(organizationName);
    await createProject(projectName);

    await withSession(browser, async ({ page, pageErrors }) => {
      await openApp(page, '/');
      await page.keyboard.press('Control+K');
      const input = searchField(page, /^Search tasks, issues/);
      await input.waitFor();
      assert.equal(await bounded('focus', input.evaluate((element) => element === document.activeElement)), true, 'the search field has the focus');

      // Nothing matches: the empty state names the text.
      const nothing = `${word()}zz`;
      await input.fill(nothing);
      const empty = page.getByTestId('search-palette-empty');
      await empty.waitFor();
      assert.equal(await bounded('empty state', empty.textContent()), `No results for “${nothing}”`);

      await input.fill(shared);
      const dialog = page.getByRole('dialog');
      const listbox = dialog.getByRole('listbox', { name: 'Results and commands' });
      const tasks = listbox.getByRole('group', { name: 'Tasks · 1' });
      const organizations = listbox.getByRole('group', { name: 'Organizations · 1' });
      const projects = listbox.getByRole('group', { name: 'Projects · 1' });
      const task = tasks.getByRole('option', { name: new RegExp(escapeRegExp(taskTitle)) });
      const organization = organizations.getByRole('option', { name: new RegExp(escapeRegExp(organizationName)) });
      const project = projects.getByRole('option', { name: new RegExp(escapeRegExp(projectName)) });
      await task.waitFor();
      await organization.waitFor();
      await project.waitFor();
      assert.deepEqual(await headings(page), ['Tasks · 1', 'Organizations · 1', 'Projects · 1'], 'the areas in the server’s order, with their totals, and no command matches');
      assert.equal(await bounded('marked word', task.locator('mark').textContent()), shared, 'the matched word is marked in the title');

      // The first hit is the one Enter would open; ArrowDown moves to the organization.
      await waitSelected(task);
      await page.keyboard.press('ArrowDown');
      await waitSelected(organization);
      assert.equal(await bounded('active descendant', input.getAttribute('aria-activedescendant')), await bounded('option id', organization.getAttribute('id')));
      await Promise.all([page.waitForURL((url) => url.pathname === `/organizations/${encodeURIComponent(organizationId)}`), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { name: organizationName }).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('finds a Japanese title by a two-character query on /ja, under Japanese headings, and Enter opens it', slower, async () => {
    // Tasks find Japanese by words (issue 33): the random pair stands apart, as a word of
    // its own, so the dictionary cannot join it to its neighbours in one way and the query
    // in another.
    const pair = kanjiPair();
    const title = `週次 ${pair} レビューの準備`;
    const taskId = await createTask(title);

    await withSession(browser, async ({ page, pageErrors }) => {
      await openApp(page, '/ja');
      await page.keyboard.press('Control+K');
      const input = searchField(page, /^タスク・課題/);
      await input.fill(pair);
      const listbox = page.getByRole('dialog').getByRole('listbox', { name: '検索結果とコマンド' });
      const group = listbox.getByRole('group', { name: 'タスク · 1件' });
      const option = group.getByRole('option', { name: new RegExp(escapeRegExp(title)) });
      await option.waitFor();
      assert.equal(await bounded('marked pair', option.locator('mark').textContent()), pair);
      await waitSelected(option);
      await Promise.all([page.waitForURL((url) => url.pathname === `/ja/tasks/${encodeURIComponent(taskId)}`), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { name: title }).first().waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('opens from the header button and from "/", closes with Esc, and its commands open the new task page and switch to Japanese', slower, async () => {
    await withSession(browser, async ({ page, context, pageErrors }) => {
      await openApp(page, '/tasks');
      const input = searchField(page, /^Search tasks, issues/);

      // '/' outside a text field opens it; the commands are listed by section while the query is empty.
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).click();
      await page.keyboard.press('/');
      await input.waitFor();
      const listbox = page.getByRole('dialog').getByRole('listbox', { name: 'Results and commands' });
      await listbox.getByRole('option', { name: 'New task' }).waitFor();
      assert.deepEqual(await headings(page), ['Create', 'Go to', 'Preferences']);
      assert.equal(await bounded('query', input.inputValue()), '', "'/' is not typed into the field");
      await listbox.getByRole('option', { name: 'Go to Tags' }).waitFor();
      await page.keyboard.press('Escape');
      await input.waitFor({ state: 'hidden' });

      // The header button opens it too; "New task" opens the create page.
      await page.getByRole('button', { name: 'Search everywhere' }).first().click();
      await input.fill('new task');
      const newTask = listbox.getByRole('option', { name: 'New task' });
      await waitSelected(newTask);
      assert.equal(await bounded('commands shown', listbox.getByRole('option').count()), 1, 'only the matching command is listed');
      await Promise.all([page.waitForURL((url) => url.pathname === '/tasks/new'), page.keyboard.press('Enter')]);
      await page.getByRole('textbox', { name: 'Title' }).waitFor();

      // "Switch language" moves to the Japanese page and remembers the choice.
      await page.keyboard.press('Control+K');
      await input.fill('language');
      const switchLanguage = listbox.getByRole('option', { name: 'Switch language to 日本語' });
      await waitSelected(switchLanguage);
      await Promise.all([page.waitForURL((url) => url.pathname === '/ja/tasks/new'), page.keyboard.press('Enter')]);
      await page.getByRole('button', { name: 'すべてを検索' }).first().waitFor();
      const cookies = await bounded('cookies', context.cookies());
      assert.equal(cookies.find((cookie) => cookie.name === 'locale')?.value, 'ja');

      // In Japanese the same palette speaks Japanese.
      await page.keyboard.press('Control+K');
      await searchField(page, /^タスク・課題/).fill('言語');
      await page.getByRole('dialog').getByRole('option', { name: '言語をEnglishに切り替え' }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
