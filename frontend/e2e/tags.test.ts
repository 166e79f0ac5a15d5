import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  api,
  apiSignIn,
  bounded,
  closeBrowser,
  closeSession,
  evaluate,
  hookTimeout,
  launchBrowser,
  newSession,
  slower,
  subscriptionStarted,
  unique,
  withSession,
} from './support';

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface ApiTag {
  id: string;
  name: string;
  color: string;
  version: number;
}

async function createTagByApi(name: string, color = 'gray'): Promise<ApiTag> {
  const data = await api<{ createTag: { tag: ApiTag } }>(
    token,
    'mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id name color version } } }',
    { input: { name, color } },
  );
  return data.createTag.tag;
}

async function readTag(id: string): Promise<{ name: string; color: string; version: number }> {
  const data = await api<{ node: { name: string; color: string; version: number } }>(
    token,
    'query($id: ID!) { node(id: $id) { ... on Tag { name color version } } }',
    { id },
  );
  return data.node;
}

/** A second admin with a unique name, for "someone else" (returns their name and a token). */
async function otherAdmin(): Promise<{ name: string; token: string }> {
  const name = unique('Editor');
  const email = `editor-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'editor-pass-123';
  await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name, email, password, roleIds: [1] },
  });
  return { name, token: await apiSignIn(email, password) };
}

/** The tag's edit dialog, opened from its row, with the name loaded. */
async function openTagEdit(page: Page, name: string): Promise<Locator> {
  await page.goto(`/tags?q=${encodeURIComponent(name)}`);
  await tagRow(page, name).getByRole('button', { name: `Edit tag ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).waitFor();
  return dialog;
}

function tagRow(page: Page, name: string): Locator {
  return page.getByTestId('tag-row').filter({ has: page.getByTestId('tag-badge').getByText(name, { exact: true }) });
}

async function badgeColor(page: Page, name: string): Promise<string | null> {
  return bounded('badge colour', tagRow(page, name).getByTestId('tag-badge').getAttribute('data-tag-color'));
}

describe('tags in a real browser', () => {
  it('an admin creates, renames, recolours and deletes a tag; a duplicate name is refused beside the field', slower, async () => {
    const name = uniqueName('Urgent');
    const renamed = uniqueName('Critical');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('navigation').getByRole('link', { name: 'Tags' }).click();
      await page.waitForURL((url) => url.pathname === '/tags');
      await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
      assert.match(await page.title(), /Tags/);

      const form = page.getByRole('region', { name: 'New Tag' });
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('radio', { name: 'Red' }).click();
      await form.getByRole('button', { name: 'Create tag' }).click();
      await tagRow(page, name).waitFor();
      assert.equal(await badgeColor(page, name), 'red');
      // The row can arrive by the live list before the mutation's answer empties the form.
      const nameField = form.getByRole('textbox', { name: 'Name' });
      for (let tries = 0; (await nameField.inputValue()) !== '' && tries < 100; tries += 1) await page.waitForTimeout(100);
      assert.equal(await nameField.inputValue(), '');

      // The same name again: the server's message sits beside the name field.
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('button', { name: 'Create tag' }).click();
      await form.getByText('Name already exists').waitFor();
      assert.equal(await form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid'), 'true');
      const describedBy = await form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-describedby');
      assert.ok(describedBy, 'the error describes the field');
      assert.match((await page.locator(`[id="${describedBy?.split(' ').pop()}"]`).textContent()) ?? '', /Name already exists/);
      assert.equal(await bounded('rows named once', tagRow(page, name).count()), 1);

      // Rename and recolour in one save.
      await tagRow(page, name).getByRole('button', { name: `Edit tag ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
      await dialog.getByRole('radio', { name: 'Green' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await tagRow(page, renamed).waitFor();
      assert.equal(await badgeColor(page, renamed), 'green');
      assert.equal(await bounded('old name gone', tagRow(page, name).count()), 0);

      // Delete behind a confirmation, to the trash (issue 35).
      await tagRow(page, renamed).getByTestId('trash-delete-open').click();
      await page.getByRole('dialog', { name: 'Move to the trash' }).getByRole('button', { name: 'Delete', exact: true }).click();
      await tagRow(page, renamed).waitFor({ state: 'detached' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a stale tag edit shows the conflict view; "Save mine anyway" keeps both changes', slower, async () => {
    const tag = await createTagByApi(uniqueName('Stale'), 'blue');
    const other = await otherAdmin();
    const mine = uniqueName('Mine');
    const first = await newSession(browser, true, other.token);
    const second = await newSession(browser, true, token);
    try {
      const firstDialog = await openTagEdit(first.page, tag.name);
      const secondDialog = await openTagEdit(second.page, tag.name);

      // The first admin recolours the tag.
      await firstDialog.getByRole('radio', { name: 'Orange' }).click();
      await firstDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await first.page.getByText('Tag saved.').waitFor();
      await firstDialog.waitFor({ state: 'detached' });
      const afterFirst = await readTag(tag.id);
      assert.deepEqual(afterFirst, { name: tag.name, color: 'orange', version: afterFirst.version });
      assert.ok(afterFirst.version > tag.version);

      // The second admin, still on the version they opened, renames it.
      await secondDialog.getByRole('textbox', { name: 'Name' }).fill(mine);
      await secondDialog.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = secondDialog.getByTestId('conflict-view');
      await conflict.waitFor();
      await conflict.getByText('Someone else changed this after you opened it').waitFor();
      // Who changed what since: the first admin and the recolour.
      const since = conflict.getByTestId('history-since');
      await since.getByTestId('history-actor').filter({ hasText: other.name }).first().waitFor();
      await since.getByText('Colour: Blue → Orange').waitFor();
      // Yours beside theirs: the name row.
      const row = conflict.getByTestId('conflict-compare').locator('tr[data-field="name"]');
      await row.locator('[data-side="mine"]', { hasText: mine }).waitFor();
      await row.locator('[data-side="theirs"]', { hasText: tag.name }).waitFor();
      // Nothing was written by the stale save.
      assert.deepEqual(await readTag(tag.id), afterFirst);

      // "Save mine anyway": my name over the stored tag, their colour kept.
      await conflict.getByRole('button', { name: 'Save mine anyway' }).click();
      await second.page.getByText('Tag saved.').waitFor();
      await secondDialog.waitFor({ state: 'detached' });
      assert.deepEqual(await readTag(tag.id), { name: mine, color: 'orange', version: afterFirst.version + 1 });
      assert.deepEqual(first.pageErrors, []);
      assert.deepEqual(second.pageErrors, []);
    } finally {
      await closeSession(first);
      await closeSession(second);
    }
  });

  it('shows tags created, changed and deleted elsewhere without reloading', slower, async () => {
    const word = `live${Date.now().toString(36)}`;
    await withSession(browser, async (session) => {
      const { page } = session;
      const listening = subscriptionStarted(session, 'tagsChanged');
      await page.goto(`/tags?q=${word}`);
      await page.getByText('No results').waitFor();
      await listening;
      const tag = await createTagByApi(`Tag ${word}`, 'violet');
      await tagRow(page, tag.name).waitFor({ timeout: 20_000 });
      await api(token, 'mutation($input: UpdateTagInput!) { updateTag(input: $input) { tag { id } } }', {
        input: { id: tag.id, expectedVersion: tag.version, name: tag.name, color: 'teal' },
      });
      await page.waitForFunction((name) => {
        const badge = [...document.querySelectorAll('[data-testid="tag-badge"]')].find((element) => element.textContent === name);
        return badge?.getAttribute('data-tag-color') === 'teal';
      }, tag.name);
      await api(token, 'mutation($input: DeleteTagInput!) { deleteTag(input: $input) { deletedTagId } }', { input: { id: tag.id } });
      await tagRow(page, tag.name).waitFor({ state: 'detached', timeout: 20_000 });
      assert.deepEqual(session.graphqlRequests.filter((name) => name === 'TagsPageQuery').length, 1);
    });
  });

  it('works in Japanese at /ja/tags (「タグ」)', slower, async () => {
    const name = uniqueName('至急');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/tags');
      await page.getByRole('heading', { name: 'タグ', level: 1 }).waitFor();
      assert.match(await page.title(), /タグ/);
      await page.getByRole('navigation').getByRole('link', { name: 'タグ' }).waitFor();
      const form = page.getByRole('region', { name: '新しいタグ' });
      await form.getByRole('textbox', { name: '名前' }).fill(name);
      await form.getByRole('radio', { name: '赤' }).click();
      await form.getByRole('button', { name: 'タグを作成' }).click();
      await tagRow(page, name).waitFor();
      assert.equal(await badgeColor(page, name), 'red');
      // A duplicate is refused beside the field, in Japanese.
      await form.getByRole('textbox', { name: '名前' }).fill(name);
      await form.getByRole('button', { name: 'タグを作成' }).click();
      await page.waitForFunction(() => document.querySelector('section [aria-invalid="true"]') !== null);
      const error = await evaluate(page, 'field error', () => {
        const input = document.querySelector('section [aria-invalid="true"]') as HTMLInputElement;
        const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
        return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      });
      assert.ok(error.trim().length > 0 && !/Name already exists/.test(error), `a Japanese message: ${error}`);
      // Rename in Japanese, then delete.
      await tagRow(page, name).getByRole('button', { name: `タグ「${name}」を編集` }).click();
      const renamed = `${name} 改`;
      await page.getByRole('dialog').getByRole('textbox', { name: '名前' }).fill(renamed);
      await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
      await tagRow(page, renamed).waitFor();
      await tagRow(page, renamed).getByTestId('trash-delete-open').click();
      await page.getByRole('dialog', { name: 'ごみ箱に移動' }).getByRole('button', { name: '削除', exact: true }).click();
      await tagRow(page, renamed).waitFor({ state: 'detached' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('deletes a tag to the trash, Undo brings it back, and once deleted again it is restored from “Deleted tags” onto the items that carry it (issue 35)', slower, async () => {
    const tag = await createTagByApi(uniqueName('Trash'), 'grape');
    const organization = await api<{ createOrganization: { organization: { id: string } } }>(
      token,
      'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }',
      { input: { name: uniqueName('Tagged'), tagIds: [tag.id] } },
    );
    const tagsOf = async (): Promise<string[]> => {
      const data = await api<{ node: { tags: { name: string }[] } }>(token, 'query($id: ID!) { node(id: $id) { ... on Organization { tags { name } } } }', {
        id: organization.createOrganization.organization.id,
      });
      return data.node.tags.map((carried) => carried.name);
    };
    await withSession(browser, async ({ page, pageErrors }) => {
      const deleteFromList = async () => {
        await page.goto(`/tags?q=${encodeURIComponent(tag.name)}`);
        await tagRow(page, tag.name).getByTestId('trash-delete-open').click();
        const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
        await dialog.getByText(`Move “${tag.name}” to the trash?`, { exact: false }).waitFor();
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await tagRow(page, tag.name).waitFor({ state: 'detached' });
        const notice = page.getByTestId('trash-deleted').filter({ hasText: `${tag.name} was moved to the trash.` });
        await notice.hover();
        return notice;
      };

      const notice = await deleteFromList();
      assert.deepEqual(await tagsOf(), [], 'unseen on the item while deleted');
      await Promise.all([page.waitForURL((url) => url.pathname === '/tags'), notice.getByRole('button', { name: `Undo deleting ${tag.name}` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${tag.name} was restored.` }).waitFor();
      assert.deepEqual(await tagsOf(), [tag.name]);

      await deleteFromList();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'Tag'),
        page.getByRole('link', { name: 'Deleted tags', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted tags', level: 1 }).waitFor();
      const row = page.getByTestId('trash-row').filter({ hasText: tag.name });
      await row.getByText('Tag', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${tag.name}` }).click();
      await row.waitFor({ state: 'detached' });
      // Back in the list as it was, and on the item that carries it.
      await page.goto(`/tags?q=${encodeURIComponent(tag.name)}`);
      await tagRow(page, tag.name).waitFor();
      assert.equal(await badgeColor(page, tag.name), 'grape');
      assert.deepEqual(await tagsOf(), [tag.name]);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a member who is not an admin gets the 403 screen and no Tags link', slower, async () => {
    const email = `tags-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    const password = 'member-pass-123';
    const roles = await api<{ roles: { roleId: number }[] }>(token, '{ roles { roleId } }');
    const roleIds = roles.roles.filter((role) => role.roleId !== 1).slice(0, 1).map((role) => role.roleId);
    await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
      input: { name: uniqueName('Member'), email, password, roleIds },
    });
    const memberToken = await apiSignIn(email, password);
    await withSession(
      browser,
      async ({ page }) => {
        await page.goto('/');
        await page.getByRole('navigation').getByRole('link', { name: 'Members' }).waitFor();
        assert.equal(await bounded('Tags links', page.getByRole('navigation').getByRole('link', { name: 'Tags' }).count()), 0);
        await page.goto('/tags');
        await page.getByRole('heading', { name: /403/ }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/tags');
        assert.equal(await bounded('create forms', page.getByRole('button', { name: 'Create tag' }).count()), 0);
      },
      { token: memberToken },
    );
  });
});
