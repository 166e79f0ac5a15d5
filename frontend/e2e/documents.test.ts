import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, evaluate, hookTimeout, launchBrowser, slower, subscriptionStarted, unique, withSession } from './support';

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function token36(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface DocumentInput {
  title: string;
  body?: string;
  permissionCategoryId?: string | null;
  categoryId?: string | null;
  statusId?: number;
}

async function createDocument(input: DocumentInput, as = token): Promise<string> {
  const data = await api<{ createDocument: { document: { id: string } } }>(
    as,
    'mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }',
    { input },
  );
  return data.createDocument.document.id;
}

/** Saves a new title and body through the API (a new revision), at the document's current version. */
async function saveDocument(id: string, title: string, body: string): Promise<void> {
  const current = await api<{ document: { version: number } }>(token, 'query($id: ID!) { document(id: $id) { version } }', { id });
  await api(token, 'mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { document { id } } }', {
    input: { id, expectedVersion: current.document.version, title, body, tagIds: [] },
  });
}

async function createPermissionCategory(name: string): Promise<string> {
  const data = await api<{ createPermissionCategory: { permissionCategory: { id: string } } }>(
    token,
    'mutation($input: CreatePermissionCategoryInput!) { createPermissionCategory(input: $input) { permissionCategory { id } } }',
    { input: { name, description: 'Set up by the browser tests' } },
  );
  return data.createPermissionCategory.permissionCategory.id;
}

/** An employee holding a new Execution role; returns their sign-in token and the role. */
async function employeeWithRole(): Promise<{ token: string; roleId: number; roleName: string }> {
  const roleName = unique('Reader role');
  const role = await api<{ createRole: { role: { roleId: number } } }>(
    token,
    'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
    { input: { name: roleName, roleCategoryId: 2 } },
  );
  const roleId = role.createRole.role.roleId;
  const email = `reader-${token36()}@example.com`;
  await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name: unique('Reader'), email, password: 'reader-pass-123', roleIds: [roleId] },
  });
  return { token: await apiSignIn(email, 'reader-pass-123'), roleId, roleName };
}

/** The list row of the document titled `title`. */
function row(page: Page, title: string) {
  return page.getByTestId('document-row').filter({ hasText: title });
}

/** Opens the Mantine select labelled `label` inside `scope` and picks `option`. */
async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a keyword into the list's search box and waits for the URL to carry it. */
async function search(page: Page, label: string, keyword: string): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(keyword);
  await page.waitForURL((url) => url.searchParams.get('q') === keyword);
}

describe('documents in a real browser', () => {
  it('an employee without the role neither finds nor opens a restricted document, and does both once the admin gives the role access', slower, async () => {
    const word = `zephyr${token36()}`;
    const title = unique(`Board pay ${word}`);
    const categoryName = unique('Board only');
    const permissionCategoryId = await createPermissionCategory(categoryName);
    const id = await createDocument({ title, body: `Salaries for the board, ${word}.`, permissionCategoryId });
    const reader = await employeeWithRole();

    await withSession(
      browser,
      async ({ page, pageErrors }) => {
        await page.goto(`/documents?q=${encodeURIComponent(word)}`);
        await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
        await page.getByText('No results').waitFor();
        assert.equal(await bounded('rows', row(page, title).count()), 0);

        await page.goto(`/documents/${encodeURIComponent(id)}`);
        await page.getByTestId('error-message').filter({ hasText: 'Document Not Accessible' }).waitFor();
        assert.match(await page.title(), /No access/);

        // The admin gives the reader's role read access through the permission category.
        await withSession(browser, async ({ page: admin }) => {
          await admin.goto('/documents?view=permissions');
          const card = admin.getByTestId('permission-category').filter({ hasText: categoryName });
          await pick(admin, card, 'Role', reader.roleName);
          await card.getByRole('button', { name: 'Assign role' }).click();
          await card.getByTestId('role-assignments').getByText(reader.roleName).waitFor();
        });

        // The next request finds and opens it.
        await page.goto(`/documents?q=${encodeURIComponent(word)}`);
        await row(page, title).waitFor();
        await row(page, title).getByTestId('document-excerpt').locator('mark', { hasText: word }).waitFor();
        await row(page, title).getByRole('link', { name: title }).click();
        await page.getByTestId('document-title').filter({ hasText: title }).waitFor();
        // Read access: no Edit button.
        assert.equal(await bounded('edit buttons', page.getByTestId('document-edit').count()), 0);
        assert.deepEqual(pageErrors, []);
      },
      { token: reader.token },
    );
  });

  it('a document moved into a category the reader may not read leaves their live list at once, without reading the list again (issue 32)', slower, async () => {
    const word = `quill${token36()}`;
    const title = unique(`Office plan ${word}`);
    const reader = await employeeWithRole();
    // Readable by the reader's role through one category, then moved into another.
    const open = await createPermissionCategory(unique('Everyone in the office'));
    await api(token, 'mutation($input: AssignPermissionCategoryRoleInput!) { assignPermissionCategoryRole(input: $input) { permissionCategory { id } } }', {
      input: { id: open, roleId: reader.roleId, accessId: 1 },
    });
    const id = await createDocument({ title, body: `Desks and rooms, ${word}.`, permissionCategoryId: open });
    const restricted = await createPermissionCategory(unique('Directors only'));

    await withSession(
      browser,
      async (session) => {
        const { page, pageErrors } = session;
        const live = subscriptionStarted(session, 'DocumentListSubscription');
        await page.goto(`/documents?q=${encodeURIComponent(word)}`);
        await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
        await row(page, title).waitFor();
        await live;
        const loads = () => session.graphqlRequests.filter((name) => name === 'DocumentsPageQuery' || name === 'DocumentListPaginationQuery').length;
        const loaded = loads();

        // The admin restricts it to a category no role of the reader's may read.
        await api(token, 'mutation($input: ChangeDocumentPermissionCategoryInput!) { changeDocumentPermissionCategory(input: $input) { document { id } } }', {
          input: { id, permissionCategoryId: restricted },
        });
        await row(page, title).waitFor({ state: 'detached' });
        assert.equal(loads(), loaded, 'the row left through the subscription, not by reading the list again');
        assert.deepEqual(pageErrors, []);
      },
      { token: reader.token },
    );
  });

  it('when two people edit one document, the second save shows the conflict view instead of overwriting', slower, async () => {
    const title = unique('Handbook');
    const id = await createDocument({ title, body: 'Original text' });
    const first = unique('First edit');
    const second = unique('Second edit');
    await withSession(browser, async (one) => {
      await withSession(browser, async (two) => {
        for (const page of [one.page, two.page]) {
          await page.goto(`/documents/${encodeURIComponent(id)}/update`);
          await page.getByRole('heading', { name: 'Update Document', level: 1 }).waitFor();
          await page.getByRole('textbox', { name: 'Body' }).waitFor();
        }
        await one.page.getByRole('textbox', { name: 'Body' }).fill(first);
        await Promise.all([
          one.page.waitForURL((url) => url.pathname === `/documents/${id}`),
          one.page.getByRole('button', { name: 'Save changes' }).click(),
        ]);
        await one.page.getByTestId('document-body').getByText(first).waitFor();

        await two.page.getByRole('textbox', { name: 'Body' }).fill(second);
        await two.page.getByRole('button', { name: 'Save changes' }).click();
        const conflict = two.page.getByTestId('conflict-view');
        await conflict.getByText('Someone else changed this after you opened it').waitFor();
        await conflict.locator('tr[data-field="body"] [data-side="mine"]', { hasText: second }).waitFor();
        await conflict.locator('tr[data-field="body"] [data-side="theirs"]', { hasText: first }).waitFor();
        // Nothing was overwritten.
        const stored = await api<{ document: { body: string } }>(token, 'query($id: ID!) { document(id: $id) { body } }', { id });
        assert.equal(stored.document.body, first);
        assert.equal(new URL(two.page.url()).pathname, `/documents/${id}/update`);
        assert.deepEqual([...one.pageErrors, ...two.pageErrors], []);
      });
    });
  });

  it('the versions panel compares two saves side by side and inline, and restoring the first makes its body current again', slower, async () => {
    const title = unique('Policy');
    const id = await createDocument({ title, body: 'Alpha line\nShared line\n' });
    await saveDocument(id, title, 'Beta line\nShared line\n');
    await saveDocument(id, title, 'Gamma line\nShared line\n');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/documents/${encodeURIComponent(id)}`);
      const versions = page.getByTestId('document-versions');
      await versions.getByTestId('document-revision').nth(2).waitFor();
      // By default the previous save beside the current one.
      const sideBySide = versions.getByTestId('document-diff-side-by-side');
      await sideBySide.locator('[data-kind="removed"]', { hasText: 'Beta line' }).waitFor();
      await sideBySide.locator('[data-kind="added"]', { hasText: 'Gamma line' }).waitFor();

      // Any two: the first against the current one.
      await pick(page, versions, 'Older', 'Version 1');
      await sideBySide.locator('[data-kind="removed"]', { hasText: 'Alpha line' }).waitFor();
      await versions.getByText('Inline', { exact: true }).click();
      const inline = versions.getByTestId('history-diff-body');
      await inline.locator('del', { hasText: 'Alpha line' }).waitFor();
      await inline.locator('ins', { hasText: 'Gamma line' }).waitFor();

      await versions.locator('[data-revision="1"]').getByRole('button', { name: 'Restore this version' }).click();
      await page.getByTestId('document-body').getByText('Alpha line').waitFor();
      await page.getByTestId('document-revision-number').filter({ hasText: 'Version 4' }).waitFor();
      await versions.locator('[data-revision="4"]').getByText('Restored from version 1').waitFor();
      const stored = await api<{ document: { body: string; revision: number } }>(token, 'query($id: ID!) { document(id: $id) { body revision } }', { id });
      assert.deepEqual(stored.document, { body: 'Alpha line\nShared line\n', revision: 4 });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an image uploaded in the editor becomes a markdown link, shows in the preview and in the saved document', slower, async () => {
    const title = unique('Diagram');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/documents');
      await page.getByRole('link', { name: 'New document' }).click();
      await page.getByRole('heading', { name: 'New Document', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const body = page.getByRole('textbox', { name: 'Body' });
      await body.fill('The diagram:\n\n');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload image' }).click()]);
      await chooser.setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
      await page.waitForFunction(
        () => /!\[[^\]]*\]\(\/files\/images\/[^)]+\)/.test((document.querySelector('textarea[aria-label="Body"]') as HTMLTextAreaElement | null)?.value ?? ''),
        undefined,
        { timeout: 15_000 },
      );
      assert.match(await body.inputValue(), /!\[diagram\.png\]\(\/files\/images\/[^)]+\)/);

      await page.getByRole('button', { name: 'Preview' }).click();
      const image = page.getByTestId('markdown-preview').locator('img[src^="/files/images/"]');
      await image.waitFor();
      await page.waitForFunction(() => (document.querySelector('[data-testid="markdown-preview"] img') as HTMLImageElement | null)?.naturalWidth === 1, undefined, {
        timeout: 15_000,
      });

      await Promise.all([page.waitForURL(/\/documents\/(?!new)[^/]+$/), page.getByRole('button', { name: 'Create document' }).click()]);
      await page.getByTestId('document-title').filter({ hasText: title }).waitFor();
      await page.getByTestId('document-body').locator('img[src^="/files/images/"]').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a Japanese document is found by a one- and a two-character word on /ja/documents, the match marked in the excerpt', slower, async () => {
    const title = unique('Minutes JA');
    await createDocument({ title, body: '2026年度の株主総会の議事録です。配当について議論しました。' });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/documents');
      await page.getByRole('heading', { name: 'ドキュメント', level: 1 }).waitFor();
      for (const keyword of ['株', '議事']) {
        await search(page, 'ドキュメントを検索', keyword);
        const found = row(page, title);
        await found.waitFor();
        await found.getByTestId('document-excerpt').locator('mark', { hasText: keyword }).first().waitFor();
      }
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a document open in two browsers shows a save in both without a reload', slower, async () => {
    const title = unique('Live memo');
    const renamed = unique('Live memo renamed');
    const id = await createDocument({ title, body: 'Before' });
    await withSession(browser, async (one) => {
      await withSession(browser, async (two) => {
        for (const session of [one, two]) {
          const live = subscriptionStarted(session, 'useDocumentChangedSubscription');
          await session.page.goto(`/documents/${encodeURIComponent(id)}`);
          await session.page.getByTestId('document-title').filter({ hasText: title }).waitFor();
          await live;
        }
        const loads = two.graphqlRequests.filter((name) => name === 'DocumentDetailPageQuery').length;

        await one.page.getByTestId('document-edit').click();
        await one.page.getByRole('textbox', { name: 'Title' }).fill(renamed);
        await one.page.getByRole('textbox', { name: 'Body' }).fill('After the save');
        await Promise.all([
          one.page.waitForURL((url) => url.pathname === `/documents/${id}`),
          one.page.getByRole('button', { name: 'Save changes' }).click(),
        ]);
        for (const { page } of [one, two]) {
          await page.getByTestId('document-title').filter({ hasText: renamed }).waitFor();
          await page.getByTestId('document-body').getByText('After the save').waitFor();
        }
        // The second browser was updated through its subscription, not by loading the page again.
        assert.equal(two.graphqlRequests.filter((name) => name === 'DocumentDetailPageQuery').length, loads);
        assert.deepEqual([...one.pageErrors, ...two.pageErrors], []);
      });
    });
  });

  it('a live list searched by a word receives, keeps and drops a document whose body (not title) holds the word as another session writes it', slower, async () => {
    const word = `zephyr${token36()}`;
    const title = unique('Network notes');
    await withSession(browser, async (session) => {
      const { page } = session;
      await page.goto('/documents');
      await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
      const live = subscriptionStarted(session, 'DocumentListSubscription');
      await search(page, 'Search documents', word);
      await page.getByText('No results', { exact: true }).waitFor();
      await live;
      const loads = () => session.graphqlRequests.filter((name) => name === 'DocumentsPageQuery' || name === 'DocumentListPaginationQuery').length;
      const loaded = loads();

      // The server matches the body as the list does (a title-only matcher on the client dropped it).
      const id = await createDocument({ title, body: `Rotate the ${word} keys every month.` });
      await row(page, title).waitFor();
      const renamed = unique('Network notes renamed');
      await saveDocument(id, renamed, `Rotate the ${word} keys every week.`);
      await row(page, renamed).waitFor();
      await saveDocument(id, renamed, 'Nothing to see here.');
      await row(page, renamed).waitFor({ state: 'detached' });

      // All of it through the subscription, none by reading the list again.
      assert.equal(loads(), loaded);
      assert.deepEqual(session.pageErrors, []);
    });
  });

  it('a reader stars a document in the list and finds it under Favourites, and unstarring takes it off', slower, async () => {
    const word = `favour${token36()}`;
    const title = unique(`Travel policy ${word}`);
    await createDocument({ title, body: 'Book trains early.' });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/documents?q=${encodeURIComponent(word)}`);
      await row(page, title).getByRole('button', { name: 'Add to favourites' }).click();
      await row(page, title).getByRole('button', { name: 'Remove from favourites' }).waitFor();
      await page.getByText('Favourites', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('fav') === '1');
      // The URL changes before the favourites list renders (the old list stays on screen while
      // the new query loads): act on the new list, whose rows leave it when unstarred.
      await page.locator('[data-testid="document-favourites-switch"] input[value="favourites"]:checked').waitFor({ state: 'attached' });
      await row(page, title).waitFor();
      await row(page, title).getByRole('button', { name: 'Remove from favourites' }).click();
      await row(page, title).waitFor({ state: 'detached' });
      const favourite = await evaluate(page, 'URL keeps the view', () => new URL(window.location.href).searchParams.get('fav'));
      assert.equal(favourite, '1');
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an editor publishes a draft, attaches a file with a signed download link, removes it, and archives the document', slower, async () => {
    const title = unique('Draft plan');
    const id = await createDocument({ title, body: 'Plan', statusId: 3 });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/documents/${encodeURIComponent(id)}`);
      await page.getByTestId('document-status').getByText('Draft').waitFor();
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByTestId('document-status').getByText('Active').waitFor();

      const attachments = page.getByTestId('document-attachments');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), attachments.getByRole('button', { name: 'Attach a file' }).click()]);
      await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Meeting notes\n') });
      const link = attachments.getByRole('link', { name: 'notes.txt' });
      await link.waitFor();
      const href = (await link.getAttribute('href')) ?? '';
      const download = await bounded('download the attachment', fetch(new URL(href, page.url())).then(async (response) => ({ status: response.status, text: await response.text() })));
      assert.deepEqual(download, { status: 200, text: 'Meeting notes\n' });
      await attachments.getByRole('button', { name: 'Remove notes.txt' }).click();
      await link.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Archive' }).click();
      await page.getByTestId('document-status').getByText('Archived').waitFor();
      await page.getByRole('button', { name: 'Unarchive' }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
