import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, contextOptions, hookTimeout, launchBrowser, slow, unique, withSession } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

interface Task {
  id: string;
  version: number;
}

async function me(token: string): Promise<{ employeeId: string; name: string }> {
  const data = await api<{ profile: { employeeId: string; name: string } }>(token, '{ profile { employeeId name } }');
  return data.profile;
}

describe('History panel', () => {
  it('names the assignee with a link, shows a description edit as a text diff with the full text on request, and the whole description as of a version', slow, async () => {
    const token = await apiSignIn();
    const admin = await me(token);
    const title = unique('History task');
    const before = [
      'The quarterly report covers revenue, costs and the hiring plan for the next two quarters.',
      'Numbers come from the finance export.',
      'Send it to the board by Friday.',
    ].join('\n');
    const after = [
      'The quarterly report covers revenue, costs and the hiring plan for the next two quarters.',
      'Numbers come from the audited finance export, not the draft.',
      'Send it to the board by Friday.',
    ].join('\n');
    const created = await api<{ createTask: { task: Task } }>(
      token,
      'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id version } } }',
      { input: { title, description: before } },
    );
    const id = created.createTask.task.id;
    const assigned = await api<{ assignTask: { task: Task } }>(
      token,
      'mutation($input: AssignTaskInput!) { assignTask(input: $input) { task { id version } } }',
      { input: { id, assigneeId: admin.employeeId } },
    );
    await api(token, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }', {
      input: { id, expectedVersion: assigned.assignTask.task.version, title, description: after, priorityId: 2, assigneeId: admin.employeeId },
    });

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks/${encodeURIComponent(id)}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const history = page.getByRole('region', { name: 'History' });
      await history.getByTestId('history-entry').nth(2).waitFor();

      // The assignee change names the employee, linked to their page; no raw id anywhere.
      const assignee = history.getByTestId('history-change').filter({ hasText: 'Assignee' }).first();
      const link = assignee.getByRole('link', { name: admin.name });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), `/members/${admin.employeeId}`);
      assert.equal((await history.innerText()).includes(admin.employeeId), false);
      // The actor is named and linked too.
      const actor = history.getByTestId('history-actor').first();
      assert.equal(await actor.innerText(), admin.name);
      assert.equal(await actor.getAttribute('href'), `/members/${admin.employeeId}`);

      // The description edit: a text diff, and the whole old and new text on request.
      const diff = history.getByTestId('history-text-diff').last();
      await diff.locator('ins', { hasText: 'audited' }).first().waitFor();
      await diff.locator('del').first().waitFor();
      await diff.getByRole('button', { name: 'Show full text' }).click();
      const full = diff.getByTestId('history-full-text');
      await full.waitFor();
      const fullText = await full.innerText();
      assert.ok(fullText.includes('Numbers come from the finance export.'), 'the old text is shown whole');
      assert.ok(fullText.includes('Numbers come from the audited finance export, not the draft.'), 'the new text is shown whole');

      // State at a version: the whole description, not cut at 80 characters.
      const operations: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.method() === 'POST') {
          const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
          if (name) operations.push(name);
        }
      });
      await history.getByText('State at a version').click();
      const cell = history.getByTestId('history-as-of').locator('td[data-field="description"]');
      await cell.waitFor();
      const value = await cell.innerText();
      assert.ok(value.includes('Send it to the board by Friday.'), `as-of description: ${value}`);
      assert.ok(value.includes('not the draft'), 'the latest version is shown');
      assert.equal(value.includes('…'), false);
      // Reference fields name the entity, linked, instead of its raw id.
      const assigneeCell = history.getByTestId('history-as-of').locator('td[data-field="assignee_id"], td[data-field="assigneeId"]');
      const assigneeLink = assigneeCell.getByRole('link', { name: admin.name });
      await assigneeLink.waitFor();
      assert.equal(await assigneeLink.getAttribute('href'), `/members/${admin.employeeId}`);
      // The names come with the snapshot (`references`): one request, no second look-up.
      const asOf = operations.filter((name) => name.startsWith('NodeAsOf'));
      assert.ok(asOf.length > 0 && asOf.every((name) => name === 'NodeAsOfSnapshotQuery'), `as-of requests: ${asOf.join(', ')}`);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('names the system actor "System" (en) and 「システム」 (ja), never "Unknown"', slow, async () => {
    const token = await apiSignIn();
    const admin = await me(token);
    // The e2e admin was created by the CLI (`staffhub user create-admin`): the system did it.
    await withSession(browser, async ({ page }) => {
      await page.goto(`/members/${encodeURIComponent(admin.employeeId)}`);
      const history = page.getByRole('region', { name: 'History' });
      const first = history.getByTestId('history-entry').first();
      await first.waitFor();
      assert.equal(await first.getByTestId('history-actor').innerText(), 'System');
      assert.equal(await first.getByTestId('history-actor').getAttribute('href'), null);
      assert.equal((await history.innerText()).includes('Unknown'), false);
    });
    const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, 'ja-JP')));
    context.setDefaultTimeout(15_000);
    try {
      const page = await bounded('context.newPage()', context.newPage());
      await page.goto(`/ja/members/${encodeURIComponent(admin.employeeId)}`);
      const history = page.getByRole('region', { name: '履歴' });
      const first = history.getByTestId('history-entry').first();
      await first.waitFor();
      assert.equal(await first.getByTestId('history-actor').innerText(), 'システム');
    } finally {
      await bounded('context.close()', context.close());
    }
  });
  // Issue 37 §2: an issue's history in en and ja (the workflow instance pages are read in both
  // languages by the spine test, through the server).
  it("reads an issue's history with labels, names and enum labels (issue 37 §2)", slow, async () => {
    const token = await apiSignIn();
    const admin = await me(token);
    const statuses = await api<{ issueStatuses: { edges: unknown[] } }>(token, '{ issueStatuses(first: 1) { edges { node { id } } } }');
    if (statuses.issueStatuses.edges.length === 0) {
      await api(token, 'mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }', {
        input: { labelEn: 'Open', labelJa: '未着手', color: 'blue' },
      });
    }
    const issue = await api<{ createIssue: { issue: { id: string } } }>(
      token,
      'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }',
      { input: { title: unique('Audited issue') } },
    );
    const issueId = issue.createIssue.issue.id;
    await api(token, 'mutation($input: AssignIssueEmployeeInput!) { assignIssueEmployee(input: $input) { issue { id } } }', {
      input: { id: issueId, employeeId: admin.employeeId },
    });
    await api(token, 'mutation($input: ChangeIssuePriorityInput!) { changeIssuePriority(input: $input) { issue { id } } }', {
      input: { id: issueId, priorityId: 1 },
    });

    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const raw = /\b(assignee_?[iI]ds|priority_?[iI]d|status_?[iI]d|reporter_?[iI]d|template_?[iI]d|owner_?[iI]d|steps?:)\b/;
    const pages = [
      { path: `/issues/${encodeURIComponent(issueId)}`, region: 'History', locale: 'en-US', expected: ['Assignees', admin.name, 'Priority', 'High'] },
      // On /ja the panel is 履歴 and every label and enum label is the Japanese one.
      { path: `/ja/issues/${encodeURIComponent(issueId)}`, region: '履歴', locale: 'ja-JP', expected: ['担当者', admin.name, '優先度', '高'] },
    ];
    for (const { path, region, locale, expected } of pages) {
      const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, locale)));
      context.setDefaultTimeout(15_000);
      try {
        const page = await bounded('context.newPage()', context.newPage());
        await page.goto(path);
        const history = page.getByRole('region', { name: region });
        await history.getByTestId('history-change').first().waitFor();
        const text = await history.innerText();
        for (const words of expected) assert.ok(text.includes(words), `${path}: "${words}" in ${text}`);
        assert.equal(uuid.test(text), false, `${path}: an id in ${text}`);
        assert.equal(raw.test(text), false, `${path}: a raw field name in ${text}`);
      } finally {
        await bounded('context.close()', context.close());
      }
    }
  });
});
