import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiSignIn, closeBrowser, contextOptions, hookTimeout, launchBrowser, slower, unique, withSession, bounded, actionTimeoutMs } from './support';

let browser: Browser;
let token: string;
let me: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  me = (await api<{ profile: { employeeId: string } }>(token, '{ profile { employeeId } }')).profile.employeeId;
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

function word(): string {
  return `nebula${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function createTask(title: string): Promise<void> {
  await api(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', { input: { title } });
}

/** A project of `statusId` (spec §4: planning 1, active 2…) with the caller on its team. */
async function createProject(name: string, statusId = 1): Promise<void> {
  await api(token, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', { input: { name, statusId, employeeIds: [me] } });
}

async function createRole(name: string): Promise<number> {
  const data = await api<{ createRole: { role: { roleId: number } } }>(token, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }', {
    input: { name, roleCategoryId: 2 },
  });
  return data.createRole.role.roleId;
}

/** A new employee holding `roleIds`; returns their token. */
async function employee(roleIds: number[]): Promise<string> {
  const email = `viewer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'viewer-pass-123';
  await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name: unique('Viewer'), email, password, roleIds },
  });
  return apiSignIn(email, password);
}

/** The id of the caller's view of that name (or one shared with them). */
async function viewId(as: string, name: string): Promise<string> {
  const data = await api<{ savedViews: { edges: { node: { id: string; name: string } }[] } }>(as, 'query { savedViews(first: 100) { edges { node { id name } } } }');
  const found = data.savedViews.edges.find((edge) => edge.node.name === name);
  assert.ok(found, `the view ${name} is listed`);
  return found.node.id;
}

/** Opens a fresh signed-in page (its own context) in `locale`, runs `body`, closes it. */
async function freshPage<T>(as: string, locale: string, body: (page: Page) => Promise<T>): Promise<T> {
  const context = await bounded('browser.newContext()', browser.newContext(contextOptions(as, locale)));
  context.setDefaultTimeout(actionTimeoutMs);
  try {
    const page = await context.newPage();
    return await body(page);
  } finally {
    await context.close();
  }
}

async function saveView(page: Page, name: string, role?: string): Promise<void> {
  await page.getByTestId('save-view').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('saved-view-name').fill(name);
  if (role) {
    await dialog.getByTestId('saved-view-sharing').click();
    await page.getByRole('option', { name: role }).click();
  }
  await dialog.getByTestId('saved-view-submit').click();
  await closed(page, dialog);
}

/** The dialog closes once the server saved the view; a refusal it shows fails the test with its words. */
async function closed(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<void> {
  const refusal = dialog.getByTestId('saved-view-error');
  await Promise.race([
    dialog.waitFor({ state: 'hidden' }),
    refusal.waitFor().then(async () => {
      throw new Error(`the view was refused: ${await refusal.innerText()}`);
    }),
  ]).catch(async (error: unknown) => {
    throw new Error(`${String(error)}\n${await page.locator('body').innerText().catch(() => '')}`.slice(0, 3000));
  });
}

describe('saved views (issue 35 §5)', () => {
  it('saves the current filter as a view, lists it in the navigation and opens it by URL in a fresh page', slower, async () => {
    const found = word();
    const other = word();
    await createTask(`${found} alpha`);
    await createTask(`${other} beta`);
    const name = unique('Nebula tasks');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks?q=${found}`);
      await page.getByTestId('task-row').filter({ hasText: `${found} alpha` }).waitFor();
      await saveView(page, name);
      const nav = page.getByTestId('saved-view-link').filter({ hasText: name });
      await nav.waitFor();
      // From another list, the navigation's link opens the list as saved.
      await page.goto('/issues');
      await page.getByTestId('saved-view-link').filter({ hasText: name }).click();
      await page.waitForURL((url) => url.pathname === '/tasks' && url.searchParams.get('q') === found);
      await page.getByTestId('task-row').filter({ hasText: `${found} alpha` }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
    const id = await viewId(token, name);
    await freshPage(token, 'en-US', async (page) => {
      await page.goto(`/views/${encodeURIComponent(id)}`);
      await page.waitForURL((url) => url.pathname === '/tasks' && url.searchParams.get('q') === found);
      await page.getByTestId('task-row').filter({ hasText: `${found} alpha` }).waitFor();
      assert.equal(await page.getByTestId('task-row').filter({ hasText: `${other} beta` }).count(), 0);
    });
  });

  it('in Japanese: a view shared with a role is in its holders’ navigation and opens for them; others get a coded not found', slower, async () => {
    const found = word();
    await createTask(`${found} 営業`);
    const role = unique('営業');
    const roleId = await createRole(role);
    const holder = await employee([roleId]);
    const outsider = await employee([await createRole(unique('総務'))]);
    const name = unique('営業のタスク');
    await freshPage(token, 'ja-JP', async (page) => {
      await page.goto(`/ja/tasks?q=${found}`);
      await page.getByTestId('task-row').filter({ hasText: `${found} 営業` }).waitFor();
      await page.getByRole('button', { name: 'ビューを保存' }).click();
      const dialog = page.getByRole('dialog', { name: 'このビューを保存' });
      await dialog.getByRole('textbox', { name: '名前' }).fill(name);
      await dialog.getByTestId('saved-view-sharing').click();
      await page.getByRole('option', { name: role }).click();
      await dialog.getByTestId('saved-view-submit').click();
      await closed(page, dialog);
      await page.getByTestId('nav-saved-views').filter({ hasText: '保存したビュー' }).waitFor();
      await page.getByTestId('saved-view-link').filter({ hasText: name }).waitFor();
    });
    const id = await viewId(holder, name);
    await freshPage(holder, 'ja-JP', async (page) => {
      await page.goto('/ja/');
      const link = page.getByTestId('saved-view-link').filter({ hasText: name });
      await link.filter({ hasText: `${role}と共有` }).or(link.filter({ hasText: 'さんが共有' })).first().waitFor();
      await page.goto(`/ja/views/${encodeURIComponent(id)}`);
      await page.waitForURL((url) => url.pathname === '/ja/tasks' && url.searchParams.get('q') === found);
      await page.getByTestId('task-row').filter({ hasText: `${found} 営業` }).waitFor();
    });
    await freshPage(outsider, 'ja-JP', async (page) => {
      await page.goto(`/ja/views/${encodeURIComponent(id)}`);
      await page.getByText('204.Z001.001').waitFor();
      assert.equal(await page.getByTestId('saved-view-link').filter({ hasText: name }).count(), 0);
    });
  });

  // Every list the server keeps views of has "Save view" (ListPageFrame's `savedView`), not only
  // tasks, issues, organizations and documents: here the projects list, its keyword, status
  // filter and sort all restored.
  it('saves the projects list’s keyword, status filter and sort, and opens it by URL in a fresh page as saved', slower, async () => {
    const found = word();
    await createProject(`${found} alpha`);
    await createProject(`${found} beta`);
    await createProject(`${found} gamma`, 2);
    const name = unique('Planned projects');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects?q=${found}&status=1&sort=NAME&dir=DESC`);
      await page.getByTestId('project-row').filter({ hasText: `${found} alpha` }).waitFor();
      await saveView(page, name);
      await page.getByTestId('saved-view-link').filter({ hasText: name }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
    const id = await viewId(token, name);
    await freshPage(token, 'en-US', async (page) => {
      await page.goto(`/views/${encodeURIComponent(id)}`);
      await page.waitForURL((url) => url.pathname === '/projects' && url.searchParams.get('q') === found && url.searchParams.get('status') === '1' && url.searchParams.get('dir') === 'DESC');
      const rows = page.getByTestId('project-row');
      await rows.filter({ hasText: `${found} alpha` }).waitFor();
      // The search box shows the keyword, the active project is filtered out, names run Z→A.
      assert.equal(await page.getByRole('searchbox', { name: 'Search projects' }).inputValue(), found);
      assert.equal(await rows.filter({ hasText: `${found} gamma` }).count(), 0);
      assert.equal(await rows.count(), 2);
      assert.match(await rows.first().innerText(), /beta/);
    });
  });

  it('in Japanese: the projects list’s view is saved from its heading and opened from the navigation', slower, async () => {
    const found = word();
    await createProject(`${found} 企画`);
    await createProject(`${found} 進行`, 2);
    const name = unique('企画中のプロジェクト');
    await freshPage(token, 'ja-JP', async (page) => {
      await page.goto(`/ja/projects?q=${found}&status=1`);
      await page.getByTestId('project-row').filter({ hasText: `${found} 企画` }).waitFor();
      await page.getByRole('button', { name: 'ビューを保存' }).click();
      const dialog = page.getByRole('dialog', { name: 'このビューを保存' });
      await dialog.getByRole('textbox', { name: '名前' }).fill(name);
      await dialog.getByTestId('saved-view-submit').click();
      await closed(page, dialog);
      await page.goto('/ja/issues');
      await page.getByTestId('saved-view-link').filter({ hasText: name }).click();
      await page.waitForURL((url) => url.pathname === '/ja/projects' && url.searchParams.get('q') === found && url.searchParams.get('status') === '1');
      await page.getByTestId('project-row').filter({ hasText: `${found} 企画` }).waitFor();
      assert.equal(await page.getByRole('searchbox', { name: 'プロジェクトを検索' }).inputValue(), found);
      assert.equal(await page.getByTestId('project-row').filter({ hasText: `${found} 進行` }).count(), 0);
    });
  });

  // A view keeps the columns shown too (issue 35 §5: "a named filter, sort and column set"): the
  // heading's "Columns" hides one, kept in the address, so the saved view hides it again.
  it('hides a column, saves the view, and the view opened from the navigation hides it again', slower, async () => {
    const found = word();
    await createTask(`${found} columns`);
    const name = unique('Without priority');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks?q=${found}`);
      const row = page.getByTestId('task-row').filter({ hasText: `${found} columns` });
      await row.waitFor();
      await page.getByRole('columnheader', { name: 'Priority' }).waitFor();
      await page.getByTestId('list-columns').click();
      await page.getByRole('checkbox', { name: 'Priority' }).click();
      await page.waitForURL((url) => url.searchParams.get('hide') === 'priority' && url.searchParams.get('q') === found);
      await page.getByRole('columnheader', { name: 'Priority' }).waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await saveView(page, name);
      await page.goto('/issues');
      await page.getByTestId('saved-view-link').filter({ hasText: name }).click();
      await page.waitForURL((url) => url.pathname === '/tasks' && url.searchParams.get('q') === found && url.searchParams.get('hide') === 'priority');
      await row.waitFor();
      await page.getByRole('columnheader', { name: 'Status' }).waitFor();
      assert.equal(await page.getByRole('columnheader', { name: 'Priority' }).count(), 0);
      assert.equal(await row.locator('[data-column="priority"]').count(), 0);
      assert.match(await page.getByTestId('list-columns').innerText(), /1 hidden/);
      assert.deepEqual(pageErrors, []);
    });
  });

  // The lists that joined later (email, agents, workflows, tags, the internal Q&A) save views too.
  it('saves a view of the workflows list and opens it from the navigation with its filter', slower, async () => {
    const name = unique('Waiting workflows');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/workflow-instances?waiting=1&sort=NAME');
      await page.getByTestId('save-view').waitFor();
      await saveView(page, name);
      await page.goto('/issues');
      await page.getByTestId('saved-view-link').filter({ hasText: name }).click();
      await page.waitForURL((url) => url.pathname === '/workflow-instances' && url.searchParams.get('waiting') === '1' && url.searchParams.get('sort') === 'NAME');
      assert.deepEqual(pageErrors, []);
    });
  });
});
