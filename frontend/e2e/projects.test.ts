import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, contextOptions, hookTimeout, launchBrowser, slower, unique, withSession } from './support';

let browser: Browser;
let token: string;
let me: { name: string; employeeId: string };

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  me = (await api<{ profile: { name: string; employeeId: string } }>(token, '{ profile { name employeeId } }')).profile;
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

async function createOrganizationByApi(name: string): Promise<string> {
  const data = await api<{ createOrganization: { organization: { id: string } } }>(
    token,
    'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }',
    { input: { name } },
  );
  return data.createOrganization.organization.id;
}

async function createProjectByApi(name: string, organizationIds: string[] = []): Promise<string> {
  const data = await api<{ createProject: { project: { id: string } } }>(
    token,
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
    { input: { name, description: 'A **markdown** description', organizationIds, employeeIds: [me.employeeId] } },
  );
  return data.createProject.project.id;
}

async function askByApi(projectId: string, title: string): Promise<string> {
  const data = await api<{ askQuestion: { question: { id: string } } }>(
    token,
    'mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }',
    { input: { scope: 'PROJECT', projectId, title, body: 'What is the plan?' } },
  );
  return data.askQuestion.question.id;
}

/** Calls the API and returns the first error's message (or null when it worked). */
async function apiError(query: string, variables: Record<string, unknown>): Promise<string | null> {
  const response = await bounded(
    'GraphQL call expecting an error',
    fetch(`${process.env.STAFFHUB_URL ?? 'http://127.0.0.1:8080'}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'access-token': token },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json() as Promise<{ errors?: { message: string }[] }>),
  );
  return response.errors?.[0]?.message ?? null;
}

function questionItem(page: Page, title: string): Locator {
  return page.getByTestId('question-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Picks `option` in the Mantine select or multiselect labelled `label`. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('projects in a real browser', () => {
  it('a user creates a project through the form and then finds it in the list', slower, async () => {
    const name = unique('Apollo');
    const organization = unique('Acme');
    await createOrganizationByApi(organization);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
      await page.waitForURL((url) => url.pathname === '/projects');
      await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New project' }).click();
      await page.getByRole('heading', { name: 'New Project', level: 1 }).waitFor();

      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Description' }).fill('Launch the **new** site');
      await pick(page, 'Status', 'Active');
      await pick(page, 'Organizations', organization);
      await page.keyboard.press('Escape');
      await pick(page, 'Team', me.name);
      await page.keyboard.press('Escape');
      await Promise.all([page.waitForURL(/\/projects\/(?!new)[^/]+$/), page.getByRole('button', { name: 'Create project' }).click()]);

      await page.getByRole('heading', { name: 'Project Details', level: 1 }).waitFor();
      await page.getByTestId('project-name').getByText(name).waitFor();
      await page.getByTestId('project-status').getByText('Active').waitFor();
      // The description is rendered markdown; the organization links to its page.
      await page.locator('strong', { hasText: 'new' }).waitFor();
      await page.getByRole('link', { name: organization }).waitFor();
      assert.match((await page.getByRole('link', { name: organization }).getAttribute('href')) ?? '', /^\/organizations\//);

      await page.getByRole('link', { name: 'Projects' }).first().click();
      await page.waitForURL((url) => url.pathname === '/projects');
      await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
      await page.waitForURL((url) => url.searchParams.get('q') === name);
      const row = page.getByTestId('project-row').filter({ hasText: name });
      await row.waitFor();
      await row.getByText('Active').waitFor();
      // The full list (which may hold the project too) shows until the filtered one replaces it:
      // count once the list shows only the matching row.
      await page.getByTestId('project-row').filter({ hasNotText: name }).first().waitFor({ state: 'detached' });
      assert.equal(await bounded('rows', page.getByTestId('project-row').count()), 1);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an edit saves the new name, and the status changes on the project page', slower, async () => {
    const id = await createProjectByApi(unique('Borealis'));
    const renamed = unique('Renamed');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects/${encodeURIComponent(id)}`);
      await page.getByTestId('project-status').getByText('Planning').waitFor();
      await pick(page, 'Status', 'Canceled');
      await page.getByTestId('project-status').getByText('Canceled').waitFor();

      await page.getByTestId('project-edit').click();
      await page.getByRole('heading', { name: 'Update Project', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
      await Promise.all([page.waitForURL((url) => url.pathname === `/projects/${id}`), page.getByRole('button', { name: 'Save changes' }).click()]);
      await page.getByTestId('project-name').getByText(renamed).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a stale project edit shows the conflict view, and "Save mine anyway" keeps both changes', slower, async () => {
    const id = await createProjectByApi(unique('Fornax'));
    const mine = unique('Mine');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects/${encodeURIComponent(id)}/update`);
      await page.getByRole('textbox', { name: 'Name' }).fill(mine);
      // Someone else saves a new description in between.
      const current = await api<{ node: { name: string; version: number } }>(token, 'query($id: ID!) { node(id: $id) { ... on Project { name version } } }', { id });
      await api(token, 'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }', {
        input: { id, expectedVersion: current.node.version, name: current.node.name, description: 'Theirs', organizationIds: [], employeeIds: [me.employeeId] },
      });
      await page.getByRole('button', { name: 'Save changes' }).click();
      const conflict = page.getByTestId('conflict-view');
      await conflict.getByText('Someone else changed this after you opened it').waitFor();
      await conflict.locator('tr[data-field="name"] [data-side="mine"]', { hasText: mine }).waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === `/projects/${id}`), conflict.getByRole('button', { name: 'Save mine anyway' }).click()]);
      await page.getByTestId('project-name').getByText(mine).waitFor();
      await page.getByText('Theirs').first().waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('the asker edits a question’s title in place', slower, async () => {
    const id = await createProjectByApi(unique('Gemini'));
    const title = unique('Draft question');
    const edited = unique('Edited question');
    await askByApi(id, title);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects/${encodeURIComponent(id)}`);
      const item = questionItem(page, title);
      await item.getByRole('button', { name: 'Show details' }).click();
      await item.getByRole('button', { name: 'Edit', exact: true }).click();
      const form = item.getByRole('form', { name: 'Edit question' });
      await form.getByRole('textbox', { name: 'Title' }).fill(edited);
      await form.getByRole('button', { name: 'Save question' }).click();
      await questionItem(page, edited).waitFor();
      await form.waitFor({ state: 'detached' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a team member outside Management cannot change the status: the server’s refusal is shown', slower, async () => {
    const role = await api<{ createRole: { role: { roleId: number } } }>(
      token,
      'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
      { input: { name: unique('Engineer'), roleCategoryId: 2 } },
    );
    const email = `engineer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const created = await api<{ createEmployee: { employee: { id: string } } }>(
      token,
      'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
      { input: { name: unique('Engineer'), email, password: 'engineer-pass-123', roleIds: [role.createRole.role.roleId] } },
    );
    const projectId = (
      await api<{ createProject: { project: { id: string } } }>(
        token,
        'mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
        { input: { name: unique('Hydra'), employeeIds: [created.createEmployee.employee.id] } },
      )
    ).createProject.project.id;
    const engineer = await apiSignIn(email, 'engineer-pass-123');
    await withSession(
      browser,
      async ({ page }) => {
        await page.goto(`/projects/${encodeURIComponent(projectId)}`);
        await page.getByTestId('project-status').getByText('Planning').waitFor();
        await pick(page, 'Status', 'Active');
        await page.getByRole('alert').filter({ hasText: 'The status was not changed' }).waitFor();
        await page.getByTestId('project-status').getByText('Planning').waitFor();
      },
      { token: engineer },
    );
  });

  it('a project question asked from the project page is listed in its section', slower, async () => {
    const id = await createProjectByApi(unique('Cygnus'));
    const title = unique('When do we ship?');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects/${encodeURIComponent(id)}`);
      await page.getByRole('region', { name: 'Project questions' }).getByText('No questions yet.').waitFor();
      await page.getByRole('link', { name: 'Ask the team' }).click();
      await page.getByRole('heading', { name: 'New Project Question', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await page.getByRole('textbox', { name: 'Body' }).fill('Is it **this** week?');
      await Promise.all([page.waitForURL((url) => url.pathname === `/projects/${id}`), page.getByRole('button', { name: 'Ask', exact: true }).click()]);
      const section = page.getByRole('region', { name: 'Project questions' });
      const item = section.getByTestId('question-item').filter({ hasText: title });
      await item.waitFor();
      await item.getByTestId('question-status').getByText('Processing').waitFor();
      assert.equal(await bounded('organization section', page.getByRole('region', { name: 'Organization questions' }).getByTestId('question-item').count()), 0);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('an organization question goes to one of the project’s organizations', slower, async () => {
    const organization = unique('Globex');
    const organizationId = await createOrganizationByApi(organization);
    const id = await createProjectByApi(unique('Draco'), [organizationId]);
    const title = unique('Can you send the specs?');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects/${encodeURIComponent(id)}/new-organization-question`);
      await page.getByRole('heading', { name: 'New Organization Question', level: 1 }).waitFor();
      await pick(page, 'Organization', organization);
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await Promise.all([page.waitForURL((url) => url.pathname === `/projects/${id}`), page.getByRole('button', { name: 'Ask', exact: true }).click()]);
      const item = page.getByRole('region', { name: 'Organization questions' }).getByTestId('question-item').filter({ hasText: title });
      await item.waitFor();
      await item.getByText(organization).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a question is answered and then closed; closing it again is refused', slower, async () => {
    const id = await createProjectByApi(unique('Eridanus'));
    const title = unique('Who owns the budget?');
    const questionId = await askByApi(id, title);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/projects/${encodeURIComponent(id)}`);
      const item = questionItem(page, title);
      await item.getByRole('button', { name: 'Show details' }).click();
      await item.getByText('What is the plan?').waitFor();
      await item.getByRole('textbox', { name: 'Answer' }).fill('The **finance** team does.');
      await item.getByRole('button', { name: 'Post answer' }).click();
      await item.getByTestId('question-status').getByText('Answered').waitFor();
      await item.getByTestId('question-answer').locator('strong', { hasText: 'finance' }).waitFor();

      // Answering again: the server's same-status refusal, shown under the field.
      await item.getByRole('textbox', { name: 'Answer' }).fill('Still finance.');
      await item.getByRole('button', { name: 'Post answer' }).click();
      await item.getByText('Current status is same to new status').waitFor();

      await item.getByRole('button', { name: 'Close', exact: true }).click();
      await item.getByTestId('question-status').getByText('Closed').waitFor();
      // A closed question offers Reopen, not Close, and takes no answers.
      await item.getByRole('button', { name: 'Reopen' }).waitFor();
      assert.equal(await bounded('close button', item.getByRole('button', { name: 'Close', exact: true }).count()), 0);
      assert.equal(await bounded('answer field', item.getByRole('textbox', { name: 'Answer' }).count()), 0);
      assert.deepEqual(pageErrors, []);
    });
    const refusal = await apiError('mutation($input: CloseQuestionInput!) { closeQuestion(input: $input) { question { id } } }', { input: { id: questionId } });
    assert.equal(refusal, 'Current status is same to new status');
  });

  it('shows the Japanese titles under /ja', slower, async () => {
    const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, 'ja-JP')));
    try {
      const page = await bounded('context.newPage()', context.newPage());
      await page.goto('/ja/projects');
      await page.getByRole('heading', { name: 'プロジェクト', level: 1 }).waitFor();
      await page.getByRole('navigation').getByRole('link', { name: '社内Q&A' }).waitFor();
      await page.goto('/ja/internal-qas');
      await page.getByRole('heading', { name: '社内Q&A', level: 1 }).waitFor();
      await page.goto('/ja/projects/new');
      await page.getByRole('heading', { name: '新しいプロジェクト', level: 1 }).waitFor();
    } finally {
      await bounded('browserContext.close()', context.close());
    }
  });
});
