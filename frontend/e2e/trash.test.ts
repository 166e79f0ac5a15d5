import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, closeSession, hookTimeout, launchBrowser, newSession, profileName, slower, subscriptionStarted, unique, withSession } from './support';

let browser: Browser;
let token: string;
let me: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  me = await profileName();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A project made through the API, its creator the admin (who may delete it, as Management too). */
async function projectNamed(name: string): Promise<string> {
  const created = await api<{ createProject: { project: { id: string } } }>(token, 'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
    input: { name },
  });
  return created.createProject.project.id;
}

function projectPath(id: string, locale = ''): string {
  return `${locale}/projects/${encodeURIComponent(id)}`;
}

/** Opens the project's page and waits for its name, so Delete acts on the page as loaded. */
async function openProject(page: Page, id: string, name: string, locale = ''): Promise<void> {
  await page.goto(projectPath(id, locale));
  await page.getByTestId('project-name').getByText(name, { exact: true }).waitFor();
}

/**
 * Delete on the project's page, confirmed in its dialog, until the list it returns to is shown.
 * The notice offering Undo is pointed at, which holds it open (Mantine pauses its time while
 * hovered) for as long as a loaded machine takes over the steps after.
 */
async function deleteFromPage(page: Page, words: { dialog: string; question: string; confirm: string; deleted: string }, locale = '', list = '/projects') {
  await page.getByTestId('trash-delete-open').click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByText(words.question, { exact: false }).waitFor();
  await Promise.all([page.waitForURL((url) => url.pathname === `${locale}${list}`), dialog.getByRole('button', { name: words.confirm, exact: true }).click()]);
  await dialog.waitFor({ state: 'detached' });
  const notice = page.getByTestId('trash-deleted').filter({ hasText: words.deleted });
  await notice.hover();
  return notice;
}

const english = (name: string) => ({ dialog: 'Move to the trash', question: `Move “${name}” to the trash?`, confirm: 'Delete', deleted: `${name} was moved to the trash.` });

/** Searches the project list (on its page) for `name` and waits until the URL carries it. */
async function searchProjects(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
  await page.waitForURL((url) => url.searchParams.get('q') === name);
}

/** Moves any entity to the trash through the API (as Delete on its page does). */
async function deleteNode(id: string): Promise<void> {
  await api(token, 'mutation($input: DeleteNodeInput!) { deleteNode(input: $input) { deletedId } }', { input: { id } });
}

/** Waits until the trash lists `count` rows (the list read again after a filter changed). */
async function waitForRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((wanted) => document.querySelectorAll('[data-testid="trash-row"]').length === wanted, count);
}

/** Toggles one kind in the trash's kind filter, opening its list when it is closed. */
async function toggleKind(page: Page, label: string, kind: string): Promise<void> {
  const option = page.getByRole('option', { name: kind, exact: true });
  if (!(await option.isVisible())) {
    // With a kind picked its pill leaves the input a sliver, and the box around it takes the click (which opens the list as well).
    await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  }
  await option.click();
}

describe('the trash in a real browser', () => {
  it('each area’s list links to its own trash: the projects’ shows only projects, and its kind filter and search work, in en and ja', slower, async () => {
    const word = unique('Eridanus').replace(' ', '');
    const name = `${word} project`;
    const title = `${word} task`;
    const projectId = await projectNamed(name);
    const created = await api<{ createTask: { task: { id: string } } }>(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
      input: { title },
    });
    await deleteNode(projectId);
    // The task is deleted last, so it is the newest entry of all: a list of every kind shows it first.
    await deleteNode(created.createTask.task.id);
    const rows = (page: Page) => page.getByTestId('trash-row');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/projects');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'Project'),
        page.getByRole('link', { name: 'Deleted projects', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted projects', level: 1 }).waitFor();
      await rows(page).filter({ hasText: name }).getByText('Project', { exact: true }).waitFor();
      assert.equal(await rows(page).filter({ hasText: title }).count(), 0, 'a deleted task is not in the projects’ trash');
      assert.deepEqual(await rows(page).getByText(/^(Task|Document|Issue|Organization)$/u).allTextContents(), []);

      // Only this test's entries, by keyword: the project alone among projects.
      await page.getByRole('searchbox', { name: 'Search the trash' }).fill(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await rows(page).filter({ hasText: name }).waitFor();
      await waitForRows(page, 1);

      // Tasks instead: the heading follows the kind, and the task alone is listed.
      await toggleKind(page, 'Kind', 'Task');
      await page.waitForURL((url) => url.searchParams.get('type') === 'Project,Task');
      await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
      await rows(page).filter({ hasText: title }).waitFor();
      await toggleKind(page, 'Kind', 'Project');
      await page.waitForURL((url) => url.searchParams.get('type') === 'Task' && url.searchParams.get('q') === word);
      await page.getByRole('heading', { name: 'Deleted tasks', level: 1 }).waitFor();
      await rows(page).filter({ hasText: name }).waitFor({ state: 'detached' });
      await waitForRows(page, 1);
      await rows(page).filter({ hasText: title }).getByText('Task', { exact: true }).waitFor();

      // In Japanese, from the projects' list under /ja.
      await page.goto('/ja/projects');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/ja/trash' && url.searchParams.get('type') === 'Project'),
        page.getByRole('link', { name: '削除したプロジェクト', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: '削除したプロジェクト', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'ごみ箱を検索' }).fill(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await rows(page).filter({ hasText: name }).getByText('プロジェクト', { exact: true }).waitFor();
      await waitForRows(page, 1);
      assert.deepEqual(pageErrors, []);
    });
  });


  it('a task deleted from its page waits in the trash as a task, and is restored from it to its page', slower, async () => {
    const title = unique('Trash ledger');
    const created = await api<{ createTask: { task: { id: string } } }>(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
      input: { title },
    });
    const id = created.createTask.task.id;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks/${encodeURIComponent(id)}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await deleteFromPage(page, english(title), '', '/tasks');
      await page.goto('/trash');
      const row = page.getByTestId('trash-row').filter({ hasText: title });
      await row.getByText('Task', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${title}` }).click();
      await row.waitFor({ state: 'detached' });
      await page.goto(`/tasks/${encodeURIComponent(id)}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a document deleted from its page comes back by Undo, and once deleted again waits in the trash as a document until restored', slower, async () => {
    const title = unique('Trash handbook');
    const created = await api<{ createDocument: { document: { id: string } } }>(token, 'mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }', {
      input: { title, body: 'Desks and rooms.' },
    });
    const path = `/documents/${encodeURIComponent(created.createDocument.document.id)}`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(path);
      await page.getByTestId('document-title').filter({ hasText: title }).waitFor();
      const notice = await deleteFromPage(page, english(title), '', '/documents');
      await Promise.all([page.waitForURL((url) => url.pathname === path), notice.getByRole('button', { name: `Undo deleting ${title}` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${title} was restored.` }).waitFor();
      await page.getByTestId('document-title').filter({ hasText: title }).waitFor();

      await deleteFromPage(page, english(title), '', '/documents');
      await page.goto('/trash');
      const row = page.getByTestId('trash-row').filter({ hasText: title });
      await row.getByText('Document', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${title}` }).click();
      await row.waitFor({ state: 'detached' });
      await page.goto(path);
      await page.getByTestId('document-title').filter({ hasText: title }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an issue status deleted from the admin’s list comes back by Undo, and once deleted again is read “(deleted)” by its issue and restored from its trash in its place (issue 35)', slower, async () => {
    const label = unique('Parked');
    const created = await api<{ createIssueStatus: { issueStatus: { id: string } } }>(token, 'mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }', {
      input: { labelEn: label, labelJa: `${label} 保留`, color: 'grape' },
    });
    const statusId = created.createIssueStatus.issueStatus.id;
    const issue = await api<{ createIssue: { issue: { id: string } } }>(token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
      input: { title: unique('Parked printer'), statusId },
    });
    const issuePath = `/issues/${encodeURIComponent(issue.createIssue.issue.id)}`;
    const list = '/issues?view=statuses';
    await withSession(browser, async ({ page, pageErrors }) => {
      const row = page.getByTestId('issue-status-item').filter({ hasText: label });
      const deleteRow = async () => {
        await row.getByTestId('trash-delete-open').click();
        const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
        await dialog.getByText(`Move “${label}” to the trash?`, { exact: false }).waitFor();
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await row.waitFor({ state: 'detached' });
        const notice = page.getByTestId('trash-deleted').filter({ hasText: `${label} was moved to the trash.` });
        await notice.hover();
        return notice;
      };
      await page.goto(list);
      await row.waitFor();
      const notice = await deleteRow();
      // Undo brings it back to the list (the status list's own page).
      await notice.getByRole('button', { name: `Undo deleting ${label}` }).click();
      await page.getByTestId('trash-restored').filter({ hasText: `${label} was restored.` }).waitFor();
      await row.waitFor();

      // Deleted again: its issue reads it “(deleted)”, and it waits in the statuses’ trash.
      await deleteRow();
      await page.goto(issuePath);
      await page.getByTestId('issue-status').filter({ hasText: `${label} (deleted)` }).first().waitFor();
      await page.goto(list);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'IssueStatus'),
        page.getByRole('link', { name: 'Deleted issue statuses', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted issue statuses', level: 1 }).waitFor();
      const entry = page.getByTestId('trash-row').filter({ hasText: label });
      await entry.getByText('Issue status', { exact: true }).waitFor();
      await entry.getByRole('button', { name: `Restore ${label}` }).click();
      await entry.waitFor({ state: 'detached' });
      await page.goto(list);
      await row.waitFor();
      await page.goto(issuePath);
      await page.getByTestId('issue-status').filter({ hasText: label }).first().waitFor();
      assert.equal(await page.getByTestId('issue-status').filter({ hasText: '(deleted)' }).count(), 0, 'the issue reads its status live again');
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a document linked to an issue reads “(deleted)” there once deleted, links to its entry in the trash, and is linked again once restored, in en and ja (issue 35)', slower, async () => {
    const title = unique('Lunch notes');
    const created = await api<{ createDocument: { document: { id: string } } }>(token, 'mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }', {
      input: { title, body: 'Where we eat.' },
    });
    const documentId = created.createDocument.document.id;
    const issue = await api<{ createIssue: { issue: { id: string } } }>(token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
      input: { title: unique('Book the lunch'), documentIds: [documentId] },
    });
    const path = `/issues/${encodeURIComponent(issue.createIssue.issue.id)}`;
    await deleteNode(documentId);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(path);
      const reference = page.getByTestId('issue-documents').getByTestId('deleted-reference');
      await reference.getByText('(deleted)', { exact: true }).waitFor();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'Document' && url.searchParams.get('q') === title),
        reference.getByRole('link', { name: title, exact: true }).click(),
      ]);
      const row = page.getByTestId('trash-row').filter({ hasText: title });
      await row.getByRole('button', { name: `Restore ${title}` }).click();
      await row.waitFor({ state: 'detached' });
      await page.goto(path);
      await page.getByTestId('issue-documents').getByRole('link', { name: title, exact: true }).waitFor();
      assert.equal(await page.getByTestId('deleted-reference').count(), 0);

      await deleteNode(documentId);
      await page.goto(`/ja${path}`);
      const japanese = page.getByTestId('issue-documents').getByTestId('deleted-reference');
      await japanese.getByText('（削除済み）', { exact: true }).waitFor();
      await japanese.getByRole('link', { name: title, exact: true }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a project deleted from its page leaves the list, Undo brings it back, and Restore in the trash does too', slower, async () => {
    const name = unique('Trash Apollo');
    const id = await projectNamed(name);
    await withSession(browser, async ({ page, pageErrors }) => {
      await openProject(page, id, name);
      const notice = await deleteFromPage(page, english(name));
      // Gone from the list: the server finds it no more.
      await searchProjects(page, name);
      await page.getByText('No results').waitFor();

      // Undo, from the notice, restores it and opens its page again.
      await Promise.all([page.waitForURL((url) => url.pathname === projectPath(id)), notice.getByRole('button', { name: `Undo deleting ${name}` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${name} was restored.` }).waitFor();
      await page.getByTestId('project-name').getByText(name, { exact: true }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
      await page.waitForURL((url) => url.pathname === '/projects');
      await searchProjects(page, name);
      await page.getByTestId('project-row').filter({ hasText: name }).waitFor();

      // Deleted again, it waits in the trash, newest first, with its kind and who deleted it.
      await openProject(page, id, name);
      await deleteFromPage(page, english(name));
      await page.getByRole('navigation').getByRole('link', { name: 'Trash' }).click();
      await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
      const row = page.getByTestId('trash-row').filter({ hasText: name });
      await row.waitFor();
      await row.getByText('Project', { exact: true }).waitFor();
      await row.getByRole('link', { name: me, exact: true }).waitFor();

      // Restore: the row leaves, and the notice links to the project, which is back in the list.
      await row.getByRole('button', { name: `Restore ${name}` }).click();
      await row.waitFor({ state: 'detached' });
      // The Undo's notice may still be up beside it, with the same words and link.
      const restored = page.getByTestId('trash-restored').filter({ hasText: `${name} was restored.` }).last();
      await Promise.all([page.waitForURL((url) => url.pathname === projectPath(id)), restored.getByRole('link', { name: `Open ${name}` }).click()]);
      await page.getByTestId('project-name').getByText(name, { exact: true }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
      await page.waitForURL((url) => url.pathname === '/projects');
      await searchProjects(page, name);
      await page.getByTestId('project-row').filter({ hasText: name }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a second page on the trash sees a deletion arrive and a restore leave, live', slower, async () => {
    const name = unique('Trash Borealis');
    const id = await projectNamed(name);
    const deleter = await newSession(browser);
    const watcher = await newSession(browser);
    try {
      const listening = subscriptionStarted(watcher, 'trashChanged');
      await watcher.page.goto('/trash');
      await watcher.page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
      await listening;

      await openProject(deleter.page, id, name);
      await deleteFromPage(deleter.page, english(name));
      // The watcher got it through the subscription, without a reload.
      const row = watcher.page.getByTestId('trash-row').filter({ hasText: name });
      await row.waitFor({ timeout: 20_000 });

      await api(token, 'mutation($input: RestoreNodeInput!) { restoreNode(input: $input) { restoredId } }', { input: { id } });
      await row.waitFor({ state: 'detached', timeout: 20_000 });
      assert.equal(watcher.graphqlRequests.filter((operation) => operation === 'TrashPageQuery').length, 1, 'the trash was not read again');
      assert.deepEqual(deleter.pageErrors, []);
      assert.deepEqual(watcher.pageErrors, []);
    } finally {
      await closeSession(deleter);
      await closeSession(watcher);
    }
  });

  it('deletes and undoes in Japanese under /ja', slower, async () => {
    const name = unique('Trash Cygnus');
    const id = await projectNamed(name);
    await withSession(browser, async ({ page, pageErrors }) => {
      await openProject(page, id, name, '/ja');
      await page.getByTestId('trash-delete-open').getByText('削除', { exact: true }).waitFor();
      const notice = await deleteFromPage(
        page,
        { dialog: 'ごみ箱に移動', question: `「${name}」をごみ箱に移動しますか？`, confirm: '削除', deleted: `${name} をごみ箱に移動しました。` },
        '/ja',
      );
      await Promise.all([page.waitForURL((url) => url.pathname === projectPath(id, '/ja')), notice.getByRole('button', { name: `${name} の削除を元に戻す` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${name} を復元しました。` }).waitFor();
      await page.getByTestId('project-name').getByText(name, { exact: true }).waitFor();

      await page.getByRole('navigation').getByRole('link', { name: 'ごみ箱' }).click();
      await page.waitForURL((url) => url.pathname === '/ja/trash');
      await page.getByRole('heading', { name: 'ごみ箱', level: 1 }).waitFor();
      await page.getByRole('table', { name: '削除した項目' }).or(page.getByText('ごみ箱は空です')).first().waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a project a question depends on is not deleted: the dialog says what depends on it', slower, async () => {
    const name = unique('Trash Draco');
    const id = await projectNamed(name);
    const title = unique('Who signs off?');
    await api(token, 'mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }', {
      input: { scope: 'PROJECT', projectId: id, title, body: 'Before we start.' },
    });
    await withSession(browser, async ({ page, pageErrors, graphqlRequests }) => {
      await openProject(page, id, name);
      // The page lists the question, so the server counts it too.
      await page.getByTestId('question-item').filter({ hasText: title }).waitFor();
      await page.getByTestId('trash-delete-open').click();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
      await dialog.getByText(`Move “${name}” to the trash?`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.getByTestId('trash-delete-in-use').getByText(`“${name}” is in use by 1 question, so it cannot be deleted.`).waitFor();
      await dialog.getByRole('alert').getByText('Project is in use').waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Delete', exact: true }).isDisabled(), true);

      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).pathname, projectPath(id));
      await page.getByTestId('project-name').getByText(name, { exact: true }).waitFor();
      assert.equal(graphqlRequests.filter((operation) => operation === 'useDeleteNodeMutation').length, 1);
      assert.equal(await bounded('notices of a deletion', page.getByTestId('trash-deleted').count()), 0);
      assert.deepEqual(pageErrors, []);
    });
  });
});
