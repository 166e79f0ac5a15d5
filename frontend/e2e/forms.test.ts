import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  api,
  apiSignIn,
  bounded,
  closeBrowser,
  closeSession,
  contextOptions,
  evaluate,
  hookTimeout,
  launchBrowser,
  newSession,
  slow,
  unique,
  withSession,
} from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

interface TaskState {
  id: string;
  title: string;
  description: string;
  version: number;
}

const taskFields = 'id title description version';

async function createTask(token: string, title: string, description: string): Promise<TaskState> {
  const data = await api<{ createTask: { task: TaskState } }>(
    token,
    `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { ${taskFields} } } }`,
    { input: { title, description } },
  );
  return data.createTask.task;
}

async function readTask(token: string, id: string): Promise<TaskState> {
  const data = await api<{ node: TaskState }>(token, `query($id: ID!) { node(id: $id) { ... on Task { ${taskFields} } } }`, { id });
  return data.node;
}

/** A second admin with a unique name, for "someone else" (returns their name and a token). */
async function otherAdmin(): Promise<{ name: string; token: string }> {
  const admin = await apiSignIn();
  const name = unique('Editor');
  const email = `editor-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'editor-pass-123';
  await api(admin, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name, email, password, roleIds: [1] },
  });
  return { name, token: await apiSignIn(email, password) };
}

async function openEditForm(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/tasks/${encodeURIComponent(id)}/update`);
  await page.getByRole('heading', { name: 'Edit task', level: 1 }).waitFor();
  await page.waitForFunction(
    (expected) => (document.querySelector('input[data-autofocus]') as HTMLInputElement | null)?.value === expected,
    title,
    { timeout: 15_000 },
  );
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
}

interface MemberState {
  name: string;
  email: string;
  version: number;
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A member with a unique name and email, no roles (returns their id). */
async function createMember(token: string, name: string, email: string): Promise<string> {
  const data = await api<{ createEmployee: { employee: { id: string } } }>(
    token,
    'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
    { input: { name, email, password: 'member-pass-123', roleIds: [] } },
  );
  return data.createEmployee.employee.id;
}

async function readMember(token: string, id: string): Promise<MemberState> {
  const data = await api<{ node: MemberState }>(token, 'query($id: ID!) { node(id: $id) { ... on Employee { name email version } } }', { id });
  return data.node;
}

/** Opens a member's page and its "Edit profile" dialog, loaded with `name`. */
async function openProfileForm(page: Page, id: string, name: string) {
  await page.goto(`/members/${encodeURIComponent(id)}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.waitFor();
  await page.waitForFunction(
    (expected) => (document.querySelector('[role=dialog] input[data-autofocus]') as HTMLInputElement | null)?.value === expected,
    name,
    { timeout: 15_000 },
  );
  return dialog;
}

describe('Forms: expected version, conflict view, keyboard', () => {
  it('a stale save shows the conflict view with the other person’s change; nothing is overwritten until the user chooses', slow, async () => {
    const admin = await apiSignIn();
    const other = await otherAdmin();
    const title = unique('Conflict task');
    const task = await createTask(admin, title, 'First line of the plan.\nSecond line of the plan.');
    const first = await newSession(browser, true, other.token);
    const second = await newSession(browser, true, admin);
    try {
      await openEditForm(first.page, task.id, title);
      await openEditForm(second.page, task.id, title);

      // The first person saves a description change.
      const theirDescription = 'First line of the plan.\nSecond line, rewritten by the editor.';
      await first.page.getByRole('textbox', { name: 'Description' }).fill(theirDescription);
      await Promise.all([
        first.page.waitForURL((url) => url.pathname === `/tasks/${task.id}`),
        first.page.getByRole('button', { name: 'Save changes' }).click(),
      ]);
      const afterFirst = await readTask(admin, task.id);
      assert.equal(afterFirst.description, theirDescription);

      // The second person, still on the version they opened, saves a title change.
      const myTitle = `${title} (renamed)`;
      await second.page.getByRole('textbox', { name: 'Title' }).fill(myTitle);
      await second.page.getByRole('button', { name: 'Save changes' }).click();
      const conflict = second.page.getByTestId('conflict-view');
      await conflict.waitFor();
      await conflict.getByText('Someone else changed this after you opened it').waitFor();
      // Who changed what since: the editor's name and the description's text diff.
      const since = conflict.getByTestId('history-since');
      await since.getByTestId('history-actor').filter({ hasText: other.name }).first().waitFor();
      await since.getByTestId('history-text-diff').locator('ins', { hasText: 'rewritten by the editor' }).first().waitFor();
      // Yours beside theirs: the title row.
      const row = conflict.getByTestId('conflict-compare').locator('tr[data-field="title"]');
      await row.locator('[data-side="mine"]', { hasText: myTitle }).waitFor();
      await row.locator('[data-side="theirs"]', { hasText: title }).waitFor();
      assert.equal(new URL(second.page.url()).pathname, `/tasks/${task.id}/update`);
      // Nothing was written by the stale save.
      assert.deepEqual(await readTask(admin, task.id), afterFirst);

      // "Save mine anyway": my title over theirs, their description kept.
      await Promise.all([
        second.page.waitForURL((url) => url.pathname === `/tasks/${task.id}`),
        conflict.getByRole('button', { name: 'Save mine anyway' }).click(),
      ]);
      const final = await readTask(admin, task.id);
      assert.equal(final.title, myTitle);
      assert.equal(final.description, theirDescription);
      assert.equal(final.version, afterFirst.version + 1);
      await second.page.getByRole('heading', { name: myTitle, level: 1 }).waitFor();
      assert.deepEqual(first.pageErrors, []);
      assert.deepEqual(second.pageErrors, []);
    } finally {
      await closeSession(first);
      await closeSession(second);
    }
  });

  it('"Reload with their changes" loads theirs and keeps mine beside the form to put back', slow, async () => {
    const admin = await apiSignIn();
    const title = unique('Reload task');
    const task = await createTask(admin, title, 'Original text.');
    await withSession(browser, async ({ page, pageErrors }) => {
      await openEditForm(page, task.id, title);
      // Someone else changes the title through the API meanwhile.
      const theirTitle = `${title} (theirs)`;
      await api(admin, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }', {
        input: { id: task.id, expectedVersion: task.version, title: theirTitle, description: 'Original text.', priorityId: 2 },
      });
      const myDescription = 'My own careful notes.';
      await page.getByRole('textbox', { name: 'Description' }).fill(myDescription);
      await page.getByRole('button', { name: 'Save changes' }).click();
      const conflict = page.getByTestId('conflict-view');
      await conflict.waitFor();
      await conflict.getByRole('button', { name: 'Reload with their changes' }).click();
      await conflict.waitFor({ state: 'detached' });
      // The form shows theirs; mine stays beside it.
      assert.equal(await page.getByRole('textbox', { name: 'Title' }).inputValue(), theirTitle);
      assert.equal(await page.getByRole('textbox', { name: 'Description' }).inputValue(), 'Original text.');
      const kept = page.getByTestId('kept-values');
      await kept.getByText(myDescription).waitFor();
      // Unchanged after the reload: Save is disabled.
      assert.equal(await page.getByRole('button', { name: 'Save changes' }).isDisabled(), true);
      await kept.locator('[data-field="description"]').getByRole('button', { name: 'Use mine' }).click();
      assert.equal(await page.getByRole('textbox', { name: 'Description' }).inputValue(), myDescription);
      await Promise.all([
        page.waitForURL((url) => url.pathname === `/tasks/${task.id}`),
        page.getByRole('button', { name: 'Save changes' }).click(),
      ]);
      const final = await readTask(admin, task.id);
      assert.equal(final.title, theirTitle);
      assert.equal(final.description, myDescription);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('Save is disabled while nothing changed, and Ctrl+Enter submits', slow, async () => {
    const admin = await apiSignIn();
    const title = unique('Keyboard task');
    const task = await createTask(admin, title, '');
    await withSession(browser, async ({ page, graphqlRequests }) => {
      await openEditForm(page, task.id, title);
      const save = page.getByRole('button', { name: 'Save changes' });
      assert.equal(await save.isDisabled(), true);
      await page.getByText('Nothing changed yet.').waitFor();
      const field = page.getByRole('textbox', { name: 'Title' });
      await field.fill(`${title}!`);
      assert.equal(await save.isDisabled(), false);
      // Back to what was loaded: disabled again, and Ctrl+Enter sends nothing.
      await field.fill(title);
      assert.equal(await save.isDisabled(), true);
      await field.press('Control+Enter');
      assert.equal(graphqlRequests.filter((name) => name === 'useUpdateTaskMutation').length, 0);
      // Ctrl+Enter from the description's textarea saves.
      const description = page.getByRole('textbox', { name: 'Description' });
      await description.fill('Saved with the keyboard.');
      await Promise.all([page.waitForURL((url) => url.pathname === `/tasks/${task.id}`), description.press('Control+Enter')]);
      assert.equal((await readTask(admin, task.id)).description, 'Saved with the keyboard.');
    });
  });

  it('the editor toolbar is one tab stop with arrow keys, and a focused input shows a 2px focus ring', slow, async () => {
    await withSession(browser, async ({ page }) => {
      await page.goto('/tasks/new');
      const title = page.getByRole('textbox', { name: 'Title' });
      await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
      await title.focus();
      const ring = await evaluate(page, 'focus ring', () => {
        const style = getComputedStyle(document.activeElement as Element);
        return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, offset: parseFloat(style.outlineOffset) };
      });
      assert.ok(ring.width >= 2, `outline width ${ring.width}`);
      assert.notEqual(ring.style, 'none');
      assert.ok(ring.offset >= 1, `outline offset ${ring.offset}`);

      await page.keyboard.press('Tab');
      assert.equal(await evaluate(page, 'first toolbar stop', () => document.activeElement?.getAttribute('aria-label')), 'Bold');
      await page.keyboard.press('ArrowRight');
      assert.equal(await evaluate(page, 'arrow right', () => document.activeElement?.getAttribute('aria-label')), 'Italic');
      await page.keyboard.press('End');
      assert.equal(await evaluate(page, 'end', () => document.activeElement?.getAttribute('aria-label')), 'Fullscreen');
      await page.keyboard.press('Tab');
      assert.equal(await evaluate(page, 'after the toolbar', () => document.activeElement?.tagName), 'TEXTAREA');
      // Back from the textarea: one Shift+Tab returns to the toolbar's last used button.
      await page.keyboard.press('Shift+Tab');
      assert.equal(await evaluate(page, 'shift tab', () => document.activeElement?.getAttribute('aria-label')), 'Fullscreen');
      // From the title, at most two Tabs reach the textarea.
      await title.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.equal(await evaluate(page, 'two tabs', () => document.activeElement?.tagName), 'TEXTAREA');
    });
  });

  it('the Japanese date picker header reads 2026年11月 style', slow, async () => {
    const token = await apiSignIn();
    const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, 'ja-JP')));
    context.setDefaultTimeout(15_000);
    try {
      const page = await bounded('context.newPage()', context.newPage());
      await page.goto('/ja/tasks/new');
      await page.getByRole('heading', { name: '新しいタスク', level: 1 }).waitFor();
      await page.getByRole('button', { name: '期日' }).or(page.getByLabel('期日')).first().click();
      const header = page.locator('.mantine-DateInput-calendarHeaderLevel, .mantine-CalendarHeader-calendarHeaderLevel').first();
      await header.waitFor();
      const text = (await header.innerText()).trim();
      assert.match(text, /^\d{4}年\d{1,2}月$/);
      // The calendar's controls are labelled in Japanese.
      await page.getByRole('button', { name: '翌月' }).waitFor();
    } finally {
      await bounded('context.close()', context.close());
    }
  });

  it('a member profile edit sends the loaded version and saves', slow, async () => {
    const admin = await apiSignIn();
    const other = await otherAdmin();
    const profile = await api<{ profile: { employeeId: string } }>(other.token, '{ profile { employeeId } }');
    await withSession(
      browser,
      async ({ page, pageErrors }) => {
        await page.goto(`/members/${encodeURIComponent(profile.profile.employeeId)}`);
        await page.getByRole('heading', { name: other.name, level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Edit profile' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit profile' });
        const save = dialog.getByRole('button', { name: 'Save' });
        assert.equal(await save.isDisabled(), true);
        const newName = `${other.name} Jr`;
        await dialog.getByRole('textbox', { name: 'Name' }).fill(newName);
        await dialog.getByRole('textbox', { name: 'Name' }).press('Control+Enter');
        await page.getByText('Profile saved.').waitFor();
        await page.getByRole('heading', { name: newName, level: 1 }).waitFor();
        const data = await api<{ node: { name: string } }>(admin, 'query($id: ID!) { node(id: $id) { ... on Employee { name } } }', {
          id: profile.profile.employeeId,
        });
        assert.equal(data.node.name, newName);
        assert.deepEqual(pageErrors, []);
      },
      { token: other.token },
    );
  });

  it('a stale member profile save shows the conflict view; "Save mine anyway" keeps both changes', slow, async () => {
    const admin = await apiSignIn();
    const other = await otherAdmin();
    const name = unique('Conflict member');
    const email = uniqueEmail('conflict-member');
    const id = await createMember(admin, name, email);
    const loaded = await readMember(admin, id);
    const first = await newSession(browser, true, other.token);
    const second = await newSession(browser, true, admin);
    try {
      const firstDialog = await openProfileForm(first.page, id, name);
      const secondDialog = await openProfileForm(second.page, id, name);

      // The first admin renames the member.
      const theirName = `${name} Renamed`;
      await firstDialog.getByRole('textbox', { name: 'Name' }).fill(theirName);
      await firstDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await first.page.getByText('Profile saved.').waitFor();
      await first.page.getByRole('heading', { name: theirName, level: 1 }).waitFor();
      const afterFirst = await readMember(admin, id);
      assert.deepEqual(afterFirst, { name: theirName, email, version: afterFirst.version });
      assert.ok(afterFirst.version > loaded.version);

      // The second admin, still on the version they opened, changes the email.
      const myEmail = uniqueEmail('conflict-mine');
      await secondDialog.getByRole('textbox', { name: 'Email' }).fill(myEmail);
      await secondDialog.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = secondDialog.getByTestId('conflict-view');
      await conflict.waitFor();
      await conflict.getByText('Someone else changed this after you opened it').waitFor();
      // Who changed what since: the first admin and the rename.
      const since = conflict.getByTestId('history-since');
      await since.getByTestId('history-actor').filter({ hasText: other.name }).first().waitFor();
      await since.getByText(`Name: ${name} → ${theirName}`).waitFor();
      // Yours beside theirs: the email row.
      const row = conflict.getByTestId('conflict-compare').locator('tr[data-field="email"]');
      await row.locator('[data-side="mine"]', { hasText: myEmail }).waitFor();
      await row.locator('[data-side="theirs"]', { hasText: email }).waitFor();
      // Nothing was written by the stale save.
      assert.deepEqual(await readMember(admin, id), afterFirst);

      // "Save mine anyway": my email over the stored record, their name kept.
      await conflict.getByRole('button', { name: 'Save mine anyway' }).click();
      await second.page.getByText('Profile saved.').waitFor();
      await secondDialog.waitFor({ state: 'detached' });
      const final = await readMember(admin, id);
      assert.deepEqual(final, { name: theirName, email: myEmail, version: afterFirst.version + 1 });
      await second.page.getByRole('heading', { name: theirName, level: 1 }).waitFor();
      assert.deepEqual(first.pageErrors, []);
      assert.deepEqual(second.pageErrors, []);
    } finally {
      await closeSession(first);
      await closeSession(second);
    }
  });

  it('on a phone the task detail’s Edit button is fully inside the viewport', slow, async () => {
    const admin = await apiSignIn();
    const title = `${unique('A rather long task title that wraps on a phone screen')} ${'word '.repeat(8)}`.trim();
    const task = await createTask(admin, title, '');
    await withSession(browser, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/tasks/${encodeURIComponent(task.id)}`);
      const edit = page.getByTestId('task-edit');
      await edit.waitFor();
      const box = await edit.boundingBox();
      assert.ok(box, 'the Edit button has a box');
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `Edit button spans ${box.x}…${box.x + box.width}`);
      const scrollWidth = await evaluate(page, 'page width', () => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= 390, `page scrolls sideways (${scrollWidth}px)`);
    });
  });
});
