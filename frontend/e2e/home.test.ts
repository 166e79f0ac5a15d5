import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, evaluate, hookTimeout, launchBrowser, slowest, subscriptionStarted, unique, withSession, type Session } from './support';

/**
 * Browser tests of the home page and the notification centre (issue 21). Each test makes its own
 * employees (holding a role made for the run), so counts start at zero and names never clash with
 * another run on a reused database. Changes come from "another session": GraphQL calls with the
 * other employee's token while the page is open; the page must follow live, without a reload.
 */

let browser: Browser;
let admin: string;
let roleId: number;

before(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn();
  const role = await api<{ createRole: { role: { roleId: number } } }>(
    admin,
    'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
    { input: { name: unique('Home staff'), roleCategoryId: 2 } },
  );
  roleId = role.createRole.role.roleId;
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** Live notices may take a while on a loaded machine. */
const liveTimeoutMs = 30_000;

interface Employee {
  id: string;
  name: string;
  token: string;
}

function key(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new employee holding the run's role, signed in through the API. */
async function employee(prefix: string): Promise<Employee> {
  const k = key();
  const email = `home-${prefix.toLowerCase()}-${k}@example.com`;
  const name = `${prefix} ${k}`;
  const created = await api<{ createEmployee: { employee: { id: string } } }>(
    admin,
    'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
    { input: { name, email, password: 'home-pass-1234', roleIds: [roleId] } },
  );
  return { id: created.createEmployee.employee.id, name, token: await apiSignIn(email, 'home-pass-1234') };
}

/** A task created by `as`, assigned to `assignee` when given. */
async function createTask(as: Employee, title: string, assignee?: Employee): Promise<string> {
  const data = await api<{ createTask: { task: { id: string } } }>(
    as.token,
    'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }',
    { input: { title, ...(assignee ? { assigneeId: assignee.id } : {}) } },
  );
  return data.createTask.task.id;
}

/** `as` makes `assignee` the task's assignee (the notification "assigned you a task"). */
async function assignTask(as: Employee, taskId: string, assignee: Employee): Promise<void> {
  await api(as.token, 'mutation($input: AssignTaskInput!) { assignTask(input: $input) { task { id } } }', {
    input: { id: taskId, assigneeId: assignee.id },
  });
}

async function completeTask(as: Employee, taskId: string): Promise<void> {
  await api(as.token, 'mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }', {
    input: { id: taskId, statusId: 4 },
  });
}

/** Marks the document so a full reload (which would drop the mark) can be told apart from a live update. */
async function markDocument(page: Page): Promise<void> {
  await evaluate(page, 'mark the document', () => {
    (window as unknown as { homeMark?: string }).homeMark = 'kept';
  });
}

async function documentKept(page: Page): Promise<boolean> {
  return evaluate(page, 'read the mark', () => (window as unknown as { homeMark?: string }).homeMark === 'kept');
}

/** Resolves once the header's bell shows `count` unread notifications. */
async function bellShows(page: Page, count: number): Promise<void> {
  await page.locator(`[data-testid="notification-bell"][data-unread="${count}"]`).waitFor({ timeout: liveTimeoutMs });
}

/** Opens a page with the bell's subscription registered. */
async function openWithBell(session: Session, path: string): Promise<void> {
  const listening = subscriptionStarted(session, 'useNotificationsChangedSubscription');
  await session.page.goto(path);
  await session.page.getByTestId('notification-bell').waitFor();
  await listening;
}

describe('the home page in a real browser', () => {
  it('lists a task assigned to me, drops it live when another session completes it, and shows a new assignment live', slowest, async () => {
    const me = await employee('Mina');
    const colleague = await employee('Kenji');
    const first = unique('Prepare the kick-off');
    const second = unique('Book the meeting room');
    const firstId = await createTask(colleague, first, me);

    await withSession(
      browser,
      async (session) => {
        const { page, pageErrors } = session;
        const listening = subscriptionStarted(session, 'useHomeLiveSubscription');
        await page.goto('/');
        await page.getByRole('heading', { name: `Welcome, ${me.name}`, level: 1 }).waitFor();
        assert.match(await page.title(), /Home/);
        const tasks = page.getByTestId('home-tasks');
        await tasks.getByRole('heading', { name: 'My open tasks' }).waitFor();
        await tasks.getByRole('link', { name: first }).waitFor();
        assert.equal(await tasks.getByRole('link', { name: 'View all: My open tasks' }).getAttribute('href'), '/my-tasks');
        // Every block of an employee with a role is there, each with a heading.
        for (const block of ['home-tasks', 'home-issues', 'home-approvals', 'home-questions', 'home-deals', 'home-emails', 'home-activity']) {
          await page.getByTestId(block).getByRole('heading', { level: 2 }).waitFor();
        }
        await page.getByTestId('home-issues').getByText('No issues assigned to you').waitFor();
        await listening;
        await markDocument(page);

        // Completed from another session: it leaves the list of open tasks.
        await completeTask(colleague, firstId);
        await tasks.getByRole('link', { name: first }).waitFor({ state: 'detached', timeout: liveTimeoutMs });
        await tasks.getByText('No open tasks').waitFor({ timeout: liveTimeoutMs });

        // Assigned from another session: it appears without a reload.
        const secondId = await createTask(colleague, second);
        await assignTask(colleague, secondId, me);
        await tasks.getByRole('link', { name: second }).waitFor({ timeout: liveTimeoutMs });
        assert.equal(await tasks.getByRole('link', { name: second }).getAttribute('href'), `/tasks/${encodeURIComponent(secondId)}`);
        // The recent activity follows too.
        await page.getByTestId('home-activity').getByRole('link', { name: second }).first().waitFor({ timeout: liveTimeoutMs });
        assert.ok(await documentKept(page), 'the page was not reloaded');
        assert.deepEqual(pageErrors, []);
      },
      { token: me.token },
    );
  });

  it('fills the other blocks from what is mine: an issue, a question for my board, a deal I own and today\'s email with its funnel, live', slowest, async () => {
    const me = await employee('Haruto');
    const colleague = await employee('Emi');
    const k = key();
    const issueTitle = `Printer jams ${k}`;
    const questionTitle = `Where is the style guide ${k}?`;
    const organization = `Acme Trading ${k}`;
    const subject = `Quarterly update ${k}`;
    // Mine before the page opens: a deal in "Meeting scheduled" worth ¥1,200,000.
    await api(me.token, 'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }', {
      input: { name: organization, ownerId: me.id, dealStatusId: 3, dealAmount: 1_200_000, dealCurrency: 'JPY' },
    });

    await withSession(
      browser,
      async (session) => {
        const { page, pageErrors } = session;
        const listening = subscriptionStarted(session, 'useHomeLiveSubscription');
        await page.goto('/');
        const deals = page.getByTestId('home-deals');
        const stage = deals.locator('[data-testid="home-deal-stage"][data-stage-id="3"]');
        await stage.getByText('Meeting scheduled').waitFor();
        await stage.getByText(/1 deal · ¥1,200,000/).waitFor();
        await page.getByTestId('home-emails').getByText('You sent no emails today').waitFor();
        await listening;
        await markDocument(page);

        // An issue assigned to me by a colleague: listed with its status and priority.
        await api(colleague.token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
          input: { title: issueTitle, priorityId: 1, assigneeIds: [me.id] },
        });
        const issues = page.getByTestId('home-issues');
        const issue = issues.getByTestId('home-issue').filter({ hasText: issueTitle });
        await issue.waitFor({ timeout: liveTimeoutMs });
        await issue.getByTestId('issue-status').waitFor();
        await issue.getByTestId('issue-priority').getByText('High').waitFor();
        assert.equal(
          await issues.getByRole('link', { name: 'View all: Issues assigned to me' }).getAttribute('href'),
          `/issues?assignee=${encodeURIComponent(me.id)}`,
        );

        // A colleague's internal question waits for an answer: it is addressed to me.
        await api(colleague.token, 'mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }', {
          input: { scope: 'INTERNAL', title: questionTitle, body: 'The latest one, please.' },
        });
        const question = page.getByTestId('home-questions').getByRole('link', { name: questionTitle });
        await question.waitFor({ timeout: liveTimeoutMs });
        assert.equal(await question.getAttribute('href'), '/internal-qas');

        // An email I send now: listed under today's with its funnel, which fills as it is accepted.
        await api(me.token, 'mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }', {
          input: { senderEmail: 'sales@example.com', senderName: 'Sales', subject, html: '<p>Hello</p>', targetEmails: [`client-${k}@example.com`], send: true },
        });
        const job = page.getByTestId('home-email-job').filter({ hasText: subject });
        await job.getByRole('link', { name: subject }).waitFor({ timeout: liveTimeoutMs });
        await job.getByRole('img', { name: /^1 accepted, / }).waitFor({ timeout: liveTimeoutMs });
        assert.ok(await documentKept(page), 'the page was not reloaded');
        assert.deepEqual(pageErrors, []);
      },
      { token: me.token },
    );
  });

  it('shows an employee without a role the notice and the recent activity only', slowest, async () => {
    const k = key();
    const email = `home-norole-${k}@example.com`;
    const name = `Nobody ${k}`;
    await api(admin, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
      input: { name, email, password: 'home-pass-1234', roleIds: [] },
    });
    const token = await apiSignIn(email, 'home-pass-1234');
    await withSession(
      browser,
      async ({ page, pageErrors }) => {
        await page.goto('/');
        await page.getByRole('heading', { name: `Welcome, ${name}`, level: 1 }).waitFor();
        await page.getByText('No role yet', { exact: true }).waitFor();
        await page.getByTestId('home-activity').waitFor();
        for (const block of ['home-tasks', 'home-issues', 'home-approvals', 'home-questions', 'home-deals', 'home-emails']) {
          assert.equal(await bounded(`${block} blocks`, page.getByTestId(block).count()), 0, block);
        }
        assert.deepEqual(pageErrors, []);
      },
      { token },
    );
  });
});

describe('the notification centre in a real browser', () => {
  it('counts a task assigned by a colleague live, lists it in English, opens it and marks everything read', slowest, async () => {
    const me = await employee('Aiko');
    const colleague = await employee('Taro');
    const title = unique('Review the budget');

    await withSession(
      browser,
      async (session) => {
        const { page, pageErrors } = session;
        await openWithBell(session, '/');
        await bellShows(page, 0);
        await page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
        await markDocument(page);

        const taskId = await createTask(colleague, title);
        await assignTask(colleague, taskId, me);
        await bellShows(page, 1);
        await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
        const panel = page.getByRole('dialog');
        await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
        const item = panel.getByTestId('notification-item').filter({ hasText: title });
        await item.getByText(`${colleague.name} assigned you a task: ${title}`).waitFor();
        await item.getByTestId('notification-unread').waitFor();
        assert.ok(await documentKept(page), 'the count and the list arrived without a reload');

        // Opening it goes to the task and marks it read.
        await Promise.all([page.waitForURL((url) => url.pathname === `/tasks/${encodeURIComponent(taskId)}`), item.click()]);
        await page.getByRole('heading', { name: title }).waitFor();
        await bellShows(page, 0);

        // Two more arrive; "Mark all as read" clears them.
        for (const more of [unique('Sign the contract'), unique('Call the client')]) {
          await assignTask(colleague, await createTask(colleague, more), me);
        }
        await bellShows(page, 2);
        await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
        await panel.getByTestId('notification-unread').first().waitFor();
        await panel.getByRole('button', { name: 'Mark all as read' }).click();
        await bellShows(page, 0);
        await page.getByRole('button', { name: 'Notifications, none unread' }).waitFor();
        assert.deepEqual(pageErrors, []);
      },
      { token: me.token },
    );
  });

  it('says the same in Japanese on /ja', slowest, async () => {
    const me = await employee('Yui');
    const colleague = await employee('Sora');
    const title = unique('予算の確認');

    await withSession(
      browser,
      async (session) => {
        const { page, pageErrors } = session;
        await openWithBell(session, '/ja');
        await page.getByRole('heading', { name: `ようこそ、${me.name} さん`, level: 1 }).waitFor();
        await bellShows(page, 0);

        const taskId = await createTask(colleague, title);
        await assignTask(colleague, taskId, me);
        await bellShows(page, 1);
        await page.getByRole('button', { name: '通知（未読 1 件）' }).click();
        const panel = page.getByRole('dialog');
        await panel.getByRole('heading', { name: '通知' }).waitFor();
        const item = panel.getByTestId('notification-item').filter({ hasText: title });
        await item.getByText(`${colleague.name} さんがあなたにタスクを割り当てました: ${title}`).waitFor();

        await Promise.all([page.waitForURL((url) => url.pathname === `/ja/tasks/${encodeURIComponent(taskId)}`), item.click()]);
        await page.getByRole('heading', { name: title }).waitFor();
        await bellShows(page, 0);

        await assignTask(colleague, await createTask(colleague, unique('契約書に署名')), me);
        await bellShows(page, 1);
        await page.getByRole('button', { name: '通知（未読 1 件）' }).click();
        await panel.getByRole('button', { name: 'すべて既読にする' }).click();
        await bellShows(page, 0);
        await page.getByRole('button', { name: '通知（未読なし）' }).waitFor();
        assert.deepEqual(pageErrors, []);
      },
      { token: me.token },
    );
  });
});
