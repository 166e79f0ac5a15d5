import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
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
  slow,
  unique,
  withSession,
  type Session,
} from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

interface HeldRole {
  roleId: number;
  roleName: string;
  memberId: string;
  memberName: string;
  email: string;
  password: string;
}

/** A new Execution role (its name starting with `prefix`) held by a new active member, through the API. */
async function roleHeldByNewMember(prefix: string): Promise<HeldRole> {
  const token = await apiSignIn();
  const roleName = unique(prefix);
  const created = await api<{ createRole: { role: { roleId: number } } }>(
    token,
    'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
    { input: { name: roleName, roleCategoryId: 2 } },
  );
  const roleId = created.createRole.role.roleId;
  const memberName = unique('Holder');
  const email = `holder-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'holder-pass-123';
  const member = await api<{ createEmployee: { employee: { id: string } } }>(
    token,
    'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
    { input: { name: memberName, email, password, roleIds: [roleId] } },
  );
  return { roleId, roleName, memberId: member.createEmployee.employee.id, memberName, email, password };
}

/** A browser session signed in as someone other than the admin (token in local storage). */
async function sessionAs(email: string, password: string): Promise<Session> {
  return newSession(browser, true, await apiSignIn(email, password));
}

describe('Members in a real browser', () => {
  const roleName = unique('Operator');
  const memberName = unique('Member');
  const memberEmail = `member-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const memberPassword = 'member-pass-123';
  let memberUrl = '';
  let member: Session | undefined;

  before(async () => {
    const token = await apiSignIn();
    await api(token, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }', {
      input: { name: roleName, roleCategoryId: 2 },
    });
  }, hookTimeout);

  after(async () => {
    if (member) await closeSession(member);
  }, hookTimeout);

  it('an admin creates a member with an Execution role, who signs in and sees only what the role allows', slow, async () => {
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/members');
      await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/members/new'),
        page.getByRole('link', { name: 'New member' }).click(),
      ]);
      // Client validation first.
      await page.getByRole('button', { name: 'Create member' }).click();
      await page.getByText('Enter a name.').waitFor();
      await page.getByText('Enter a valid email address.').waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill(memberName);
      await page.getByRole('textbox', { name: 'Email' }).fill(memberEmail);
      await page.getByLabel('Initial password').fill(memberPassword);
      await page.getByRole('combobox', { name: 'Roles' }).click();
      await page.getByRole('option', { name: roleName }).click();
      await page.keyboard.press('Escape');
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith('/members/') && !url.pathname.endsWith('/new')),
        page.getByRole('button', { name: 'Create member' }).click(),
      ]);
      await page.getByRole('heading', { name: memberName, level: 1 }).waitFor();
      memberUrl = new URL(page.url()).pathname;

      // The list finds the member by keyword and by role.
      await page.goto(`/members?q=${encodeURIComponent(memberName)}`);
      await page.getByRole('link', { name: memberName }).waitFor();
      await page.getByText(roleName).first().waitFor();
      assert.deepEqual(pageErrors, []);
    });

    member = await sessionAs(memberEmail, memberPassword);
    const { page: memberPage } = member;
    await memberPage.goto('/tasks');
    await memberPage.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    await memberPage.goto('/members');
    await memberPage.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await memberPage.getByRole('link', { name: memberName }).waitFor();
    assert.equal(await bounded('count "New member" links', memberPage.getByRole('link', { name: 'New member' }).count()), 0);
    await memberPage.goto('/members/new');
    await memberPage.getByRole('heading', { name: /Error: 403/ }).waitFor();
    await memberPage.getByText("You don't have access to this page. Ask an administrator if you need it.").waitFor();
  });

  it('a role change takes effect without the member signing in again', slow, async () => {
    assert.ok(memberUrl && member, 'the first test created the member');
    await withSession(browser, async ({ page }) => {
      await page.goto(memberUrl);
      await page.getByRole('heading', { name: memberName, level: 1 }).waitFor();
      const roles = page.getByRole('combobox', { name: 'Roles' });
      await roles.click();
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Save roles' }).click();
      await page.getByText('Roles saved.').waitFor();
      // The toast's close button is named (Mantine leaves it unlabelled).
      await page.getByRole('button', { name: 'Close notification' }).click();
      await page.getByText('Roles saved.').waitFor({ state: 'detached' });
    });
    // The member's open session: the next navigation is refused.
    const memberPage = member.page;
    await memberPage.goto('/members');
    await memberPage.getByRole('link', { name: 'Tasks', exact: true }).click();
    await memberPage.getByRole('heading', { name: /Error: 403/ }).waitFor();
  });

  it('the member timeline shows the role change as a readable diff, and the state at a version', slow, async () => {
    assert.ok(memberUrl, 'the first test created the member');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(memberUrl);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText(`Roles: ${roleName} → (none)`).waitFor();
      const text = await history.innerText();
      assert.ok(!text.includes('role_ids'), 'field names are translated');
      assert.ok(!/[[\]{}"]/.test(text), `no raw JSON in: ${text}`);
      await history.getByText('State at a version').click();
      const table = history.getByTestId('history-as-of');
      await table.getByText(memberEmail).waitFor();
      await table.getByText(/As it was at version \d+/).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a member edits their own profile and avatar; a wrong type or size is refused', slow, async () => {
    assert.ok(member, 'the first test created the member');
    const token = await apiSignIn(memberEmail, memberPassword);
    const { profile } = await api<{ profile: { employeeId: string } }>(token, '{ profile { employeeId } }');
    const page = member.page;
    await page.goto(`/members/${encodeURIComponent(profile.employeeId)}`);
    await page.getByRole('heading', { name: memberName, level: 1 }).waitFor();
    assert.equal(await bounded('count Deactivate buttons', page.getByRole('button', { name: 'Deactivate' }).count()), 0);
    assert.equal(await bounded('count "Save roles" buttons', page.getByRole('button', { name: 'Save roles' }).count()), 0);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Invalid file format').waitFor();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByText('Invalid file size').waitFor();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Avatar changed.').waitFor();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a valid email address.').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(memberEmail);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`${memberName} Jr`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `${memberName} Jr`, level: 1 }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(`Name: ${memberName} → ${memberName} Jr`).waitFor();
  });

  it('the task detail page uses the same timeline, with translated status values', slow, async () => {
    const token = await apiSignIn();
    const title = unique('Audited task');
    const created = await api<{ createTask: { task: { id: string } } }>(
      token,
      'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }',
      { input: { title } },
    );
    const id = created.createTask.task.id;
    await api(token, 'mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }', {
      input: { id, statusId: 2 },
    });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks/${encodeURIComponent(id)}`);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText(/Status: Open → Processing/).waitFor();
      await history.getByText('State at a version').click();
      await history.getByTestId('history-as-of').getByText(title).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an admin creates a role, deletes it after confirming, undoes, deletes it again and restores it from "Deleted roles": the roles section and the role filter follow without a reload', slow, async () => {
    const newRole = unique('Reviewer');
    await withSession(browser, async ({ page, pageErrors, graphqlRequests }) => {
      await page.goto('/members');
      await page.getByRole('heading', { name: 'Roles', level: 2 }).waitFor();
      await page.getByRole('cell', { name: roleName, exact: true }).waitFor();
      // A full page load would drop this marker; a re-run loader would send MembersPageQuery again.
      await evaluate(page, 'mark the document', () => {
        (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
      });
      const sentBefore = graphqlRequests.length;
      const filter = page.getByRole('combobox', { name: 'Role', exact: true });
      const cell = page.getByRole('cell', { name: newRole, exact: true });
      const deletedRoles = page.getByRole('region', { name: 'Deleted roles' });

      await page.getByRole('textbox', { name: 'Role name' }).fill(newRole);
      await page.getByRole('button', { name: 'Add role' }).click();
      await page.getByText('Role created.').waitFor();
      const row = page.getByRole('row').filter({ has: cell });
      await row.getByRole('cell', { name: 'Execution', exact: true }).waitFor();
      await row.getByRole('cell', { name: '0', exact: true }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Role name' }).inputValue(), '');
      await filter.click();
      await page.getByRole('option', { name: newRole, exact: true }).waitFor();
      await page.keyboard.press('Escape');

      // The trash button asks first: nothing uses the new role.
      await page.getByRole('button', { name: `Delete ${newRole}` }).click();
      let dialog = page.getByRole('dialog', { name: 'Delete role' });
      await dialog.getByText(`Delete the role “${newRole}”?`).waitFor();
      await cell.waitFor();
      await dialog.getByRole('button', { name: 'Delete role' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Role “${newRole}” deleted.`).waitFor();
      await cell.waitFor({ state: 'detached' });
      await deletedRoles.getByText(newRole, { exact: true }).waitFor();
      await page.getByRole('cell', { name: roleName, exact: true }).waitFor();
      await filter.click();
      await page.getByRole('option', { name: roleName, exact: true }).waitFor();
      assert.equal(await bounded('count the deleted role in the filter', page.getByRole('option', { name: newRole, exact: true }).count()), 0);
      await page.keyboard.press('Escape');

      // Undo, from the notification, brings it back.
      await page.getByRole('button', { name: `Undo deleting ${newRole}` }).click();
      await page.getByText(`Role “${newRole}” restored.`).waitFor();
      await cell.waitFor();
      await page.getByText(`Role “${newRole}” deleted.`).waitFor({ state: 'detached' });
      assert.equal(await bounded('count the role among the deleted ones', deletedRoles.getByText(newRole, { exact: true }).count()), 0);
      await filter.click();
      await page.getByRole('option', { name: newRole, exact: true }).waitFor();
      await page.keyboard.press('Escape');

      // Deleted again, then restored from "Deleted roles".
      await page.getByRole('button', { name: `Delete ${newRole}` }).click();
      dialog = page.getByRole('dialog', { name: 'Delete role' });
      await dialog.getByText(`Delete the role “${newRole}”?`).waitFor();
      await dialog.getByRole('button', { name: 'Delete role' }).click();
      await cell.waitFor({ state: 'detached' });
      await deletedRoles.getByRole('button', { name: `Restore ${newRole}` }).click();
      await cell.waitFor();
      await deletedRoles.getByText(newRole, { exact: true }).waitFor({ state: 'detached' });

      assert.equal(
        await evaluate(page, 'read the marker', () => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument === true),
        true,
        'the page was not reloaded',
      );
      assert.deepEqual(graphqlRequests.slice(sentBefore), [
        'useCreateRoleMutation',
        'RoleDeleteModalQuery',
        'useDeleteRoleMutation',
        'useRestoreRoleMutation',
        'RoleDeleteModalQuery',
        'useDeleteRoleMutation',
        'useRestoreRoleMutation',
      ]);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an admin trying to delete a role a member holds sees who depends on it and cannot delete it', slow, async () => {
    const held = await roleHeldByNewMember('Dispatcher');
    await withSession(browser, async ({ page, pageErrors, graphqlRequests }) => {
      await page.goto('/members');
      // The roles section's row (the members table also shows the role, on the member's row).
      await page.getByRole('button', { name: `Delete ${held.roleName}` }).waitFor();
      await page.getByRole('button', { name: `Delete ${held.roleName}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete role' });
      await dialog.getByText(`“${held.roleName}” cannot be deleted`).waitFor();
      await dialog.getByText('It is in use. Take the role off everything below first, then delete it.').waitFor();
      const dependents = dialog.getByTestId('role-dependents');
      await dependents.getByText('1 active member holds it').waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Delete role' }).isDisabled(), true);
      // The members who hold it, one click away: the list filtered by the role.
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/members' && url.searchParams.get('role') === String(held.roleId)),
        dependents.getByRole('link', { name: 'Show these members' }).click(),
      ]);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: held.memberName }).waitFor();
      await page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: held.roleName, exact: true }).waitFor();
      assert.ok(!graphqlRequests.includes('useDeleteRoleMutation'), 'nothing was sent to delete it');
      assert.deepEqual(pageErrors, []);
    });
  });

  it('in Japanese (/ja/members): a role in use cannot be deleted; an unused one is deleted after confirming, undone and restored', slow, async () => {
    const held = await roleHeldByNewMember('配車係');
    const unused = unique('監査役');
    const token = await apiSignIn();
    await api(token, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }', { input: { name: unused, roleCategoryId: 2 } });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/members');
      await page.getByRole('heading', { name: 'ロール', level: 2 }).waitFor();
      await page.getByRole('button', { name: `${held.roleName} を削除` }).click();
      let dialog = page.getByRole('dialog', { name: 'ロールを削除' });
      await dialog.getByText(`「${held.roleName}」は削除できません`).waitFor();
      await dialog.getByText('有効なメンバー 1人がこのロールを持っています').waitFor();
      await dialog.getByRole('link', { name: '該当するメンバーを表示' }).waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'ロールを削除' }).isDisabled(), true);
      await dialog.getByRole('button', { name: '閉じる' }).first().click();
      await dialog.waitFor({ state: 'detached' });

      const cell = page.getByRole('cell', { name: unused, exact: true });
      const deletedRoles = page.getByRole('region', { name: '削除されたロール' });
      await page.getByRole('button', { name: `${unused} を削除` }).click();
      dialog = page.getByRole('dialog', { name: 'ロールを削除' });
      await dialog.getByText(`ロール「${unused}」を削除しますか？`).waitFor();
      await dialog.getByRole('button', { name: 'ロールを削除' }).click();
      await page.getByText(`ロール「${unused}」を削除しました。`).waitFor();
      await cell.waitFor({ state: 'detached' });
      await deletedRoles.getByText(unused, { exact: true }).waitFor();
      await page.getByRole('button', { name: `${unused} の削除を取り消す` }).click();
      await page.getByText(`ロール「${unused}」を元に戻しました。`).waitFor();
      await cell.waitFor();

      await page.getByRole('button', { name: `${unused} を削除` }).click();
      dialog = page.getByRole('dialog', { name: 'ロールを削除' });
      await dialog.getByRole('button', { name: 'ロールを削除' }).click();
      await cell.waitFor({ state: 'detached' });
      await deletedRoles.getByRole('button', { name: `${unused} を元に戻す` }).click();
      await cell.waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an admin deactivates a member after seeing what stays assigned to them, then reactivates them', slow, async () => {
    const held = await roleHeldByNewMember('Courier');
    const token = await apiSignIn();
    const title = unique('Deliver the parcels');
    await api(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', { input: { title, assigneeId: held.memberId } });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/members/${encodeURIComponent(held.memberId)}`);
      await page.getByRole('heading', { name: held.memberName, level: 1 }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      assert.equal(await bounded('count Reactivate buttons', page.getByRole('button', { name: 'Reactivate' }).count()), 0);

      await page.getByRole('button', { name: 'Deactivate' }).click();
      let dialog = page.getByRole('dialog', { name: 'Deactivate member?' });
      await dialog.getByText(`${held.memberName} will no longer be able to sign in. Their history is kept.`).waitFor();
      const leaves = dialog.getByTestId('member-deactivate-leaves');
      await leaves.getByRole('link', { name: '1 open task' }).waitFor();
      // The member is the only active holder of the role, which no running workflow waits for.
      assert.equal(await bounded('count sole-approver warnings', dialog.getByTestId('member-deactivate-sole-approver').count()), 0);
      await dialog.getByText('You can reactivate them later from this page; they get back the roles they held.').waitFor();
      await dialog.getByRole('button', { name: 'Deactivate member' }).click();
      await page.getByText('Member deactivated.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Deactivated', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Reactivate' }).waitFor();
      assert.equal(await bounded('count Deactivate buttons', page.getByRole('button', { name: 'Deactivate' }).count()), 0);
      await assert.rejects(apiSignIn(held.email, held.password), 'a deactivated member cannot sign in');

      await page.getByRole('button', { name: 'Reactivate' }).click();
      dialog = page.getByRole('dialog', { name: 'Reactivate member?' });
      await dialog.getByText(`${held.memberName} will be able to sign in again, with the roles they held.`).waitFor();
      await dialog.getByRole('button', { name: 'Reactivate member' }).click();
      await page.getByText('Member reactivated.').waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Deactivate' }).waitFor();
      // Signed in again, with the role they held.
      const memberToken = await apiSignIn(held.email, held.password);
      const { profile } = await api<{ profile: { roles: { roleId: number }[] } }>(memberToken, '{ profile { roles { roleId } } }');
      assert.deepEqual(profile.roles.map((role) => role.roleId), [held.roleId]);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('renders /ja/members in Japanese', slow, async () => {
    await withSession(browser, async ({ page }) => {
      await page.goto('/ja/members');
      await page.getByRole('heading', { name: 'メンバー', level: 1 }).waitFor();
      await page.getByRole('link', { name: '新規メンバー' }).waitFor();
      await page.getByLabel('無効化されたメンバーを含める').waitFor();
    });
  });
});
