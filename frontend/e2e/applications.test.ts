import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, baseUrl, bounded, closeBrowser, closeSession, hookTimeout, launchBrowser, newSession, slowest, subscriptionStarted, unique, withSession } from './support';

let browser: Browser;
let token: string;
/** A fresh e2e database has no projects: the tests make their own. */
let projectId: string;
let projectName: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  projectName = unique('Orbit');
  const data = await api<{ createProject: { project: { id: string } } }>(
    token,
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
    { input: { name: projectName } },
  );
  projectId = data.createProject.project.id;
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

type Tree = 'PAGES' | 'REQUIREMENTS';

async function createApplication(applicationName: string): Promise<string> {
  const data = await api<{ createApplication: { application: { id: string } } }>(
    token,
    'mutation($input: CreateApplicationInput!) { createApplication(input: $input) { application { id } } }',
    { input: { projectId, applicationName, description: 'Built in a browser test.' } },
  );
  return data.createApplication.application.id;
}

interface NodeInput {
  applicationId: string;
  tree: Tree;
  kind: 'DIRECTORY' | 'LEAF';
  name: string;
  parentId?: string;
}

async function createNode(input: NodeInput): Promise<string> {
  const data = await api<{ createApplicationNode: { node: { id: string } } }>(
    token,
    'mutation($input: CreateApplicationNodeInput!) { createApplicationNode(input: $input) { node { id } } }',
    { input },
  );
  return data.createApplicationNode.node.id;
}

interface StoredNode {
  statusId: number;
  parent: { id: string } | null;
  path: { id: string }[];
  progress: { completed: number; total: number };
}

async function stored(id: string): Promise<StoredNode> {
  const data = await api<{ node: StoredNode }>(
    token,
    'query($id: ID!) { node(id: $id) { ... on ApplicationNode { statusId parent { id } path { id } progress { completed total } } } }',
    { id },
  );
  return data.node;
}

/** Sends a mutation expected to fail, in `language`, and returns the first error's message. */
async function refusal(query: string, variables: Record<string, unknown>, language: string): Promise<string> {
  const body = await bounded(
    'GraphQL call expecting a refusal',
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'access-token': token, 'Accept-Language': language },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    }).then((response) => response.json() as Promise<{ errors?: { message: string }[] }>),
  );
  const message = body.errors?.[0]?.message;
  assert.ok(message, `expected a refusal, got ${JSON.stringify(body)}`);
  return message;
}

/** Opens the Mantine select labelled `label` (inside `scope`) and picks `option`. */
async function pick(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types `option` into the server-searched picker labelled `label` and picks it: the tree pickers
 * find nodes on the server as one types (issue 33), so what is picked is what was searched for.
 */
async function searchAndPick(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first();
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A node of a tree, by name (the `li` with its subtree). */
function treeNode(page: Page, tree: Tree, name: string): Locator {
  return page.locator(`[data-testid="tree-${tree}"] [data-testid="tree-node"][data-name="${name}"]`);
}

/** A node's own row (not its children). */
function row(page: Page, tree: Tree, name: string): Locator {
  return treeNode(page, tree, name).locator(':scope > [data-tree-row]');
}

/** Waits until a directory's progress bar shows `completed` of `total`. */
async function progress(page: Page, tree: Tree, name: string, completed: number, total: number): Promise<void> {
  await row(page, tree, name).locator(`[data-testid="tree-node-progress"][data-completed="${completed}"][data-total="${total}"]`).waitFor();
}

async function expand(page: Page, tree: Tree, name: string): Promise<void> {
  const item = treeNode(page, tree, name);
  if ((await item.getAttribute('aria-expanded')) !== 'true') await row(page, tree, name).getByTestId('tree-node-toggle').click();
  await page.locator(`[data-testid="tree-${tree}"] [data-testid="tree-node"][data-name="${name}"][aria-expanded="true"]`).waitFor();
}

async function menu(page: Page, tree: Tree, name: string, item: string): Promise<void> {
  await row(page, tree, name).getByTestId('tree-node-menu').click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The names of a list's items, in order: the roots of a tree, or a directory's children. */
async function names(page: Page, tree: Tree, parent: string | null): Promise<string[]> {
  const list = parent
    ? treeNode(page, tree, parent).locator(':scope > ul > [data-testid="tree-node"]')
    : page.locator(`[data-testid="tree-${tree}-items"] > ul > [data-testid="tree-node"]`);
  return bounded(
    'tree items',
    list.evaluateAll((items) => items.map((item) => item.getAttribute('data-name') ?? '')),
  );
}

/** Waits until `check` holds (the DOM catches up with a live change), bounded. */
async function until(step: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${step}: not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Drags a node by its grip onto the middle of another node's row (into a directory). */
async function dragInto(page: Page, tree: Tree, name: string, target: string): Promise<void> {
  const handle = row(page, tree, name).getByTestId('tree-node-handle');
  // Mid-screen: near an edge, dnd-kit scrolls the page while dragging and the boxes move.
  await row(page, tree, target).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await bounded('handle box', handle.boundingBox());
  const to = await bounded('target box', row(page, tree, target).boundingBox());
  assert.ok(from && to);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await row(page, tree, target).and(page.locator('[data-drop="into"]')).waitFor();
  await page.mouse.up();
}

describe('applications in a real browser', () => {
  it('creates an application, builds both trees, moves a directory with its subtree into another, and progress rolls up when a leaf is completed', slowest, async () => {
    const name = unique('Storefront');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/applications');
      await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
      assert.match(await page.title(), /^Applications/);
      await page.getByRole('link', { name: 'New application' }).click();
      await page.getByRole('heading', { name: 'New Application', level: 1 }).waitFor();
      await pick(page, page, 'Project', projectName);
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Description' }).fill('The **shop** front.');
      await Promise.all([page.waitForURL(/\/applications\/(?!new)[^/]+$/), page.getByRole('button', { name: 'Create application' }).click()]);
      const applicationId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await page.getByRole('heading', { name: 'Applications Details', level: 1 }).waitFor();
      assert.match(await page.title(), /^Applications Details/);
      await page.getByTestId('application-name').getByText(name).waitFor();
      await page.getByTestId('application-description').locator('strong', { hasText: 'shop' }).waitFor();
      await page.getByTestId('tree-PAGES').getByTestId('tree-empty').waitFor();

      // A directory at the top of the pages tree, through "New Page".
      await page.getByTestId('tree-PAGES-new').click();
      await page.getByRole('heading', { name: 'New Page', level: 1 }).waitFor();
      assert.match(await page.title(), /^New Page/);
      await page.getByText('Directory', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Checkout');
      await Promise.all([page.waitForURL((url) => url.pathname === `/applications/${applicationId}`), page.getByRole('button', { name: 'Create page' }).click()]);
      await row(page, 'PAGES', 'Checkout').waitFor();

      // A page inside it, from the directory's menu: the form has the directory chosen.
      await menu(page, 'PAGES', 'Checkout', 'Add a page inside');
      await page.getByRole('heading', { name: 'New Page', level: 1 }).waitFor();
      await page.locator('[data-testid="node-form-parent"][value="Checkout"]').waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill('Cart');
      await page.getByRole('textbox', { name: 'Content' }).fill('Lists the **items** to buy.');
      await Promise.all([page.waitForURL((url) => url.pathname === `/applications/${applicationId}`), page.getByRole('button', { name: 'Create page' }).click()]);
      // Back on the trees, the way to the new page is open.
      await row(page, 'PAGES', 'Cart').waitFor();
      assert.deepEqual(await names(page, 'PAGES', 'Checkout'), ['Cart']);

      // A requirement directory and a requirement, through "New Requirements Page".
      await page.getByTestId('tree-REQUIREMENTS-new').click();
      await page.getByRole('heading', { name: 'New Requirements Page', level: 1 }).waitFor();
      await page.getByText('Directory', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Security');
      await Promise.all([page.waitForURL((url) => url.pathname === `/applications/${applicationId}`), page.getByRole('button', { name: 'Create requirement' }).click()]);
      await menu(page, 'REQUIREMENTS', 'Security', 'Add a requirement inside');
      await page.getByRole('textbox', { name: 'Name' }).fill('Passwords are hashed');
      await Promise.all([page.waitForURL((url) => url.pathname === `/applications/${applicationId}`), page.getByRole('button', { name: 'Create requirement' }).click()]);
      await row(page, 'REQUIREMENTS', 'Passwords are hashed').waitFor();
      await progress(page, 'REQUIREMENTS', 'Security', 0, 1);

      // More of the pages tree through the API: Payment in Checkout; Account (Profile, Settings
      // (Privacy)) at the top.
      const checkout = (await api<{ applicationRoots: { edges: { node: { id: string } }[] } }>(
        token,
        'query($id: ID!) { applicationRoots(applicationId: $id, tree: PAGES) { edges { node { id } } } }',
        { id: applicationId },
      )).applicationRoots.edges[0].node.id;
      await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Payment', parentId: checkout });
      const account = await createNode({ applicationId, tree: 'PAGES', kind: 'DIRECTORY', name: 'Account' });
      const profile = await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Profile', parentId: account });
      const settings = await createNode({ applicationId, tree: 'PAGES', kind: 'DIRECTORY', name: 'Settings', parentId: account });
      const privacy = await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Privacy', parentId: settings });
      // They arrive live (this page is subscribed).
      await row(page, 'PAGES', 'Account').waitFor();
      await row(page, 'PAGES', 'Payment').waitFor();
      await progress(page, 'PAGES', 'Checkout', 0, 2);
      await progress(page, 'PAGES', 'Account', 0, 2);
      await expand(page, 'PAGES', 'Account');
      await expand(page, 'PAGES', 'Settings');
      await row(page, 'PAGES', 'Privacy').waitFor();

      // Drag Account (with Profile, Settings and Privacy) into Checkout.
      await dragInto(page, 'PAGES', 'Account', 'Checkout');
      await until('Account in Checkout', async () => (await names(page, 'PAGES', 'Checkout')).join() === 'Cart,Payment,Account');
      assert.deepEqual(await names(page, 'PAGES', null), ['Checkout']);
      // Its subtree came along, still open.
      assert.deepEqual(await names(page, 'PAGES', 'Account'), ['Profile', 'Settings']);
      assert.deepEqual(await names(page, 'PAGES', 'Settings'), ['Privacy']);
      await progress(page, 'PAGES', 'Checkout', 0, 4);
      const moved = await stored(privacy);
      assert.deepEqual(
        moved.path.map((entry) => entry.id),
        [checkout, account, settings],
      );
      assert.equal((await stored(account)).parent?.id, checkout);

      // Progress rolls up: Privacy completed (tree menu) → Settings 1/1, Account 1/2, Checkout 1/4.
      await menu(page, 'PAGES', 'Privacy', 'Completed');
      await row(page, 'PAGES', 'Privacy').locator('[data-testid="node-status"][data-status-id="4"]').waitFor();
      await progress(page, 'PAGES', 'Settings', 1, 1);
      await progress(page, 'PAGES', 'Account', 1, 2);
      await progress(page, 'PAGES', 'Checkout', 1, 4);
      await page.locator('[data-testid="application-page-progress"][data-completed="1"][data-total="4"]').waitFor();
      // Profile completed on its own page: the directories above follow there and here.
      await page.goto(`/applications/${encodeURIComponent(applicationId)}/pages/${encodeURIComponent(profile)}`);
      await page.getByRole('heading', { name: 'Update Page', level: 1 }).waitFor();
      assert.match(await page.title(), /^Update Page/);
      await pick(page, page, 'Status', 'Completed');
      await page.getByTestId('node-status').and(page.locator('[data-status-id="4"]')).waitFor();
      // The directories' progress is rolled up by the projection after the status it counts:
      // read until it arrives, not once.
      await until('Account 2/2', async () => JSON.stringify((await stored(account)).progress) === JSON.stringify({ completed: 2, total: 2 }));
      await until('Checkout 2/4', async () => JSON.stringify((await stored(checkout)).progress) === JSON.stringify({ completed: 2, total: 4 }));
      await page.getByLabel('Breadcrumbs').getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { name: 'Applications Details', level: 1 }).waitFor();
      await expand(page, 'PAGES', 'Checkout');
      await progress(page, 'PAGES', 'Checkout', 2, 4);

      // Keyboard: Payment up before Cart (Alt+↑), then to the top level with "Move to…" (M).
      const payment = treeNode(page, 'PAGES', 'Payment');
      await payment.focus();
      await page.keyboard.press('Alt+ArrowUp');
      await until('Payment first in Checkout', async () => (await names(page, 'PAGES', 'Checkout')).join() === 'Payment,Cart,Account');
      await payment.focus();
      await page.keyboard.press('m');
      const dialog = page.getByRole('dialog', { name: 'Move “Payment”' });
      await dialog.waitFor();
      await pick(page, dialog, 'Directory', '(Top level)');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await until('Payment at the top level', async () => (await names(page, 'PAGES', null)).join() === 'Checkout,Payment');
      assert.deepEqual(await names(page, 'PAGES', 'Checkout'), ['Cart', 'Account']);
      await progress(page, 'PAGES', 'Checkout', 2, 3);

      // The list finds it by keyword, project and status.
      await page.goto(`/applications?q=${encodeURIComponent(name)}&project=${encodeURIComponent(projectId)}&status=1`);
      await page.getByTestId('application-row').filter({ hasText: name }).waitFor();
      await until('one row', async () => (await page.getByTestId('application-row').count()) === 1);
      await page.goto(`/applications?q=${encodeURIComponent(name)}&status=2`);
      await page.getByText('No results', { exact: true }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a tree of hundreds of roots renders the items near the viewport, and Home and End still reach its ends (issue 33)', slowest, async () => {
    const applicationId = await createApplication(unique('Catalogue'));
    for (let i = 0; i < 220; i += 1) await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: `Page ${String(i).padStart(3, '0')}` });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/applications/${encodeURIComponent(applicationId)}`);
      const tree = page.getByTestId('tree-PAGES');
      const items = tree.getByRole('treeitem');
      await items.first().waitFor();
      // The first hundred render whole; two "Load more" bring all 220, shown in part.
      // What the tree shows: how many roots it has loaded, and which it renders (said when a step fails).
      const loadedRoots = () =>
        bounded(
          'roots loaded',
          page.evaluate(() => {
            const items = [...document.querySelectorAll<HTMLElement>('[data-testid="tree-PAGES"] [role="treeitem"]')];
            const more = document.querySelector('[data-testid="tree-PAGES"] button:not([data-testid])')?.textContent ?? 'no button';
            return `${items[0]?.getAttribute('aria-setsize') ?? 'none'} loaded, ${items.length} rendered (${items[0]?.dataset.name}–${items.at(-1)?.dataset.name}), ${more}, scrollY ${window.scrollY}`;
          }),
        );
      for (const loaded of [200, 220]) {
        // By the keyboard: at 200 roots the list is windowed, and rows measured as they scroll
        // into view can move the button between a pointer's press and release (a lost click,
        // seen under load in CI); Enter on the focused button is not moved by layout.
        await tree.getByRole('button', { name: 'Load more' }).press('Enter');
        let seen = '';
        await until(`${loaded} roots loaded`, async () => (seen = await loadedRoots()).startsWith(`${loaded} loaded`), 15_000).catch((error: unknown) => {
          throw new Error(`${String(error)} (${seen})`);
        });
      }
      const shown = await bounded('items shown', items.count());
      assert.ok(shown < 120, `${shown} items rendered of 220`);
      // Which item has the focus, and which are rendered (said when a step fails).
      const focused = () =>
        bounded(
          'focused item',
          page.evaluate(() => {
            const names = [...document.querySelectorAll<HTMLElement>('[data-testid="tree-PAGES"] [role="treeitem"]')].map((item) => item.dataset.name);
            return `${(document.activeElement as HTMLElement | null)?.dataset.name ?? 'none'} of ${names[0]}–${names.at(-1)}`;
          }),
        );
      const focusReaches = async (name: string) => {
        let seen = '';
        await until(`focus on ${name}`, async () => (seen = await focused()).startsWith(`${name} of`)).catch((error: unknown) => {
          throw new Error(`${String(error)} (focused: ${seen})`);
        });
      };
      await items.last().focus();
      await page.keyboard.press('Home');
      await focusReaches('Page 000');
      await page.keyboard.press('End');
      await focusReaches('Page 219');
      await page.keyboard.press('ArrowUp');
      await focusReaches('Page 218');
      assert.deepEqual(pageErrors, []);
    });
  });

  it("on /ja adding a page under a leaf shows the server's Japanese message, and the pages have Japanese titles", slowest, async () => {
    const applicationId = await createApplication(unique('Intranet'));
    const leaf = await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Home' });
    const requirement = await createNode({ applicationId, tree: 'REQUIREMENTS', kind: 'LEAF', name: 'Fast' });
    const message = await refusal(
      'mutation($input: CreateApplicationNodeInput!) { createApplicationNode(input: $input) { node { id } } }',
      { input: { applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Nope', parentId: leaf } },
      'ja',
    );
    assert.equal(message, '子を持てるのはディレクトリだけです');

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/applications');
      await page.getByRole('heading', { name: 'アプリケーション', level: 1 }).waitFor();
      assert.match(await page.title(), /^アプリケーション/);
      await page.goto(`/ja/applications/${encodeURIComponent(applicationId)}`);
      await page.getByRole('heading', { name: 'アプリケーションの詳細', level: 1 }).waitFor();
      assert.match(await page.title(), /^アプリケーションの詳細/);

      // "Add a page inside" is offered on a leaf too; the server refuses it in Japanese.
      await menu(page, 'PAGES', 'Home', '中にページを追加');
      await page.getByRole('heading', { name: '新規ページ', level: 1 }).waitFor();
      assert.match(await page.title(), /^新規ページ/);
      await page.getByRole('textbox', { name: '名前' }).fill('Nope');
      await page.getByRole('button', { name: 'ページを作成' }).click();
      await page.getByText(message, { exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/ja/applications/${applicationId}/pages/new`);

      await page.goto(`/ja/applications/${encodeURIComponent(applicationId)}/requirements/${encodeURIComponent(requirement)}`);
      await page.getByRole('heading', { name: '新規要件ページ', level: 1 }).waitFor();
      assert.match(await page.title(), /^新規要件ページ/);
      await page.goto(`/ja/applications/${encodeURIComponent(applicationId)}/requirements/new`);
      await page.getByRole('heading', { name: '新規要件ページ', level: 1 }).waitFor();
      // A page's id under /requirements is not a requirement.
      await page.goto(`/ja/applications/${encodeURIComponent(applicationId)}/requirements/${encodeURIComponent(leaf)}`);
      await page.getByTestId('error-message').getByText('要件が見つかりません').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a second browser sees a node move and a status change live, without reloading', slowest, async () => {
    const applicationId = await createApplication(unique('Helpdesk'));
    const inbox = await createNode({ applicationId, tree: 'PAGES', kind: 'DIRECTORY', name: 'Inbox' });
    await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Ticket list', parentId: inbox });
    const archive = await createNode({ applicationId, tree: 'PAGES', kind: 'DIRECTORY', name: 'Archive' });
    await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Old tickets', parentId: archive });
    const one = await newSession(browser);
    const two = await newSession(browser);
    try {
      const url = `/applications/${encodeURIComponent(applicationId)}`;
      await one.page.goto(url);
      const listening = subscriptionStarted(two, 'applicationNodesChanged');
      await two.page.goto(url);
      await listening;
      for (const { page } of [one, two]) {
        await expand(page, 'PAGES', 'Inbox');
        await expand(page, 'PAGES', 'Archive');
        await progress(page, 'PAGES', 'Archive', 0, 1);
      }

      // Page A moves "Ticket list" into Archive (the "Move to…" menu); page B follows.
      await menu(one.page, 'PAGES', 'Ticket list', 'Move to…');
      const dialog = one.page.getByRole('dialog', { name: 'Move “Ticket list”' });
      await searchAndPick(one.page, dialog, 'Directory', 'Archive');
      await pick(one.page, dialog, 'Position', 'First');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await until('A: moved', async () => (await names(one.page, 'PAGES', 'Archive')).join() === 'Ticket list,Old tickets');
      await until('B: moved', async () => (await names(two.page, 'PAGES', 'Archive')).join() === 'Ticket list,Old tickets', 5_000);
      await treeNode(two.page, 'PAGES', 'Inbox').getByTestId('tree-node-empty').getByText('This directory contains no child pages').waitFor();
      await progress(two.page, 'PAGES', 'Archive', 0, 2);
      await progress(two.page, 'PAGES', 'Inbox', 0, 0);

      // Page A completes it; page B sees the badge and the progress change.
      await menu(one.page, 'PAGES', 'Ticket list', 'Completed');
      await row(two.page, 'PAGES', 'Ticket list').locator('[data-testid="node-status"][data-status-id="4"]').waitFor({ timeout: 5_000 });
      await progress(two.page, 'PAGES', 'Archive', 1, 2);
      await two.page.locator('[data-testid="application-page-progress"][data-completed="1"][data-total="2"]').waitFor();

      // Neither page re-ran its route's query.
      assert.equal(one.graphqlRequests.filter((operation) => operation === 'ApplicationDetailPageQuery').length, 1);
      assert.equal(two.graphqlRequests.filter((operation) => operation === 'ApplicationDetailPageQuery').length, 1);
      assert.deepEqual([...one.pageErrors, ...two.pageErrors], []);
    } finally {
      await closeSession(one);
      await closeSession(two);
    }
  });

  it("a page's own page saves its content, links a requirement (traceability follows) and shows its history", slowest, async () => {
    const applicationId = await createApplication(unique('Wiki'));
    const page1 = await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Editor' });
    await createNode({ applicationId, tree: 'REQUIREMENTS', kind: 'LEAF', name: 'Autosave' });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/applications/${encodeURIComponent(applicationId)}`);
      // The application's own name and description change in a dialog (expectedVersion).
      const renamed = unique('Knowledge base');
      await page.getByTestId('application-edit').click();
      const edit = page.getByRole('dialog', { name: 'Edit application' });
      await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('application-name').getByText(renamed).waitFor();
      await edit.waitFor({ state: 'detached' });
      const traceability = page.getByTestId('application-traceability');
      await traceability.locator('[data-testid="requirements-without-page-count"][data-count="1"]').waitFor();
      await traceability.locator('[data-testid="pages-without-requirement-count"][data-count="1"]').waitFor();

      await row(page, 'PAGES', 'Editor').getByTestId('tree-node-name').click();
      await page.waitForURL((url) => url.pathname === `/applications/${applicationId}/pages/${page1}`);
      await page.getByRole('heading', { name: 'Update Page', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Content' }).fill('Type and **see** it.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved.', { exact: true }).waitFor();

      const links = page.getByTestId('node-links');
      await searchAndPick(page, links, 'Link a requirement', 'Autosave');
      await links.getByRole('button', { name: 'Link', exact: true }).click();
      await links.locator('[data-testid="node-links-item"][data-name="Autosave"]').waitFor();

      const history = page.getByRole('region', { name: 'History' });
      await history.getByTestId('history-entry').filter({ hasText: 'Requirement linked' }).waitFor();
      await history.getByTestId('history-entry').filter({ hasText: 'Edited' }).waitFor();

      await page.getByRole('link', { name: 'Applications', exact: true }).first().click();
      await page.goto(`/applications/${encodeURIComponent(applicationId)}`);
      await traceability.locator('[data-testid="requirements-without-page-count"][data-count="0"]').waitFor();
      await traceability.locator('[data-testid="pages-without-requirement-count"][data-count="0"]').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('deletes a directory with its page from its own page, Undo brings both back, and once deleted again they are restored from “Deleted pages and requirements” (issue 35)', slowest, async () => {
    const applicationId = await createApplication(unique('Intranet'));
    const screens = await createNode({ applicationId, tree: 'PAGES', kind: 'DIRECTORY', name: 'Screens' });
    await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'Login', parentId: screens });
    await createNode({ applicationId, tree: 'PAGES', kind: 'LEAF', name: 'About' });
    const applicationPath = `/applications/${encodeURIComponent(applicationId)}`;
    const nodePath = `/applications/${applicationId}/pages/${screens}`;
    const one = await newSession(browser);
    const two = await newSession(browser);
    try {
      // A second tab on the application's page hears the directory leave and come back.
      const listening = subscriptionStarted(two, 'applicationNodesChanged');
      await two.page.goto(applicationPath);
      await listening;
      await row(two.page, 'PAGES', 'Screens').waitFor();

      const { page } = one;
      await page.goto(applicationPath);
      await row(page, 'PAGES', 'Screens').getByTestId('tree-node-name').click();
      await page.waitForURL((url) => url.pathname === nodePath);
      await page.getByTestId('node-name').getByText('Screens').waitFor();
      const deleteFromItsPage = async () => {
        await page.getByTestId('trash-delete-open').click();
        const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
        await dialog.getByText('Move “Screens” to the trash?', { exact: false }).waitFor();
        await Promise.all([page.waitForURL((url) => url.pathname === `/applications/${applicationId}`), dialog.getByRole('button', { name: 'Delete', exact: true }).click()]);
        await dialog.waitFor({ state: 'detached' });
        const notice = page.getByTestId('trash-deleted').filter({ hasText: 'Screens was moved to the trash.' });
        await notice.hover();
        return notice;
      };

      const notice = await deleteFromItsPage();
      await until('A: the directory left the tree', async () => (await names(page, 'PAGES', null)).join() === 'About');
      await until('B: the directory left the tree', async () => (await names(two.page, 'PAGES', null)).join() === 'About', 5_000);
      await Promise.all([page.waitForURL((url) => url.pathname === nodePath), notice.getByRole('button', { name: 'Undo deleting Screens' }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: 'Screens was restored.' }).waitFor();
      await page.getByTestId('node-name').getByText('Screens').waitFor();
      await until('B: back in its place', async () => (await names(two.page, 'PAGES', null)).join() === 'Screens,About', 5_000);
      await expand(two.page, 'PAGES', 'Screens');
      await row(two.page, 'PAGES', 'Login').waitFor();

      // Deleted again, it waits in its area's trash with its page, and comes back from there.
      await deleteFromItsPage();
      await until('B: gone again', async () => (await names(two.page, 'PAGES', null)).join() === 'About', 5_000);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'ApplicationNode'),
        page.getByRole('link', { name: 'Deleted pages and requirements', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted pages and requirements', level: 1 }).waitFor();
      const entry = page.getByTestId('trash-row').filter({ hasText: 'Screens' });
      await entry.getByText('Page or requirement', { exact: true }).waitFor();
      await entry.getByRole('button', { name: 'Restore Screens' }).click();
      await entry.waitFor({ state: 'detached' });
      await page.goto(applicationPath);
      await expand(page, 'PAGES', 'Screens');
      // A directory's children are read when it opens: wait for them before naming them.
      await row(page, 'PAGES', 'Login').waitFor();
      assert.deepEqual(await names(page, 'PAGES', null), ['Screens', 'About']);
      assert.deepEqual(await names(page, 'PAGES', 'Screens'), ['Login']);
      await until('B: restored from the trash', async () => (await names(two.page, 'PAGES', null)).join() === 'Screens,About', 5_000);

      // In Japanese: Delete and the way to the area's trash.
      await page.goto(`/ja${nodePath}`);
      await page.getByTestId('trash-delete-open').getByText('削除', { exact: true }).waitFor();
      await page.goto(`/ja${applicationPath}`);
      await page.getByRole('link', { name: '削除したページと要件', exact: true }).waitFor();
      assert.deepEqual([...one.pageErrors, ...two.pageErrors], []);
    } finally {
      await closeSession(one);
      await closeSession(two);
    }
  });
});
