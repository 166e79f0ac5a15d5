import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { actionTimeoutMs, api, apiSignIn, bounded, closeBrowser, contextOptions, hookTimeout, launchBrowser, slower, unique } from './support';
import { mailsTo, mailTo } from './supportMail';

// Issue 35 §6: notifications by email. An employee chooses per kind on their settings screen;
// a notification of a kind they take by email at once reaches them as a mail in their language,
// whose link opens its subject and whose unsubscribe stops that kind. The e2e server sends it over
// SMTP to the loopback listener `cargo xtask e2e` starts; the test reads the message there, as the
// relay took it for the employee's mailbox, and follows its links (supportMail.ts).

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A notification mail's Message-ID starts with `notification.` (api::mail::notifications). */
const isNotification = (text: string): boolean => /^Message-I[Dd]: <notification\./m.test(text);

/** Every notification mail to `email` the relay took since `since`, as text. */
async function notificationMailsTo(email: string, since: number): Promise<string[]> {
  return (await mailsTo(email, since)).filter(isNotification);
}

/** Waits for a notification mail to `email` that names `title`. */
function mailAbout(email: string, title: string, since: number): Promise<string> {
  return mailTo(email, since, `notification mail about ${title}`, (text) => isNotification(text) && text.includes(title));
}

const flows = [
  {
    locale: 'en-US',
    prefix: '',
    t: {
      email: 'Email',
      password: 'Password',
      signIn: 'Sign in',
      title: 'Notification settings',
      kind: 'A task is assigned to me',
      app: 'In the app only',
      immediately: 'By email at once',
      subject: 'A task was assigned to you: ',
      greeting: 'Hello ',
      confirm: 'Stop task assignment emails',
      done: 'You will no longer get task assignment emails.',
    },
  },
  {
    locale: 'ja-JP',
    prefix: '/ja',
    t: {
      email: 'メールアドレス',
      password: 'パスワード',
      signIn: 'サインイン',
      title: '通知の設定',
      kind: 'タスクが割り当てられたとき',
      app: 'アプリ内のみ',
      immediately: 'すぐにメールで',
      subject: 'タスクが割り当てられました：',
      greeting: ' 様',
      confirm: '「タスクの割り当て」のメールを停止',
      done: '「タスクの割り当て」のメールは今後届きません。',
    },
  },
];

async function staffMember(admin: string, prefix: string) {
  const role = await api<{ createRole: { role: { roleId: number } } }>(
    admin,
    'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
    { input: { name: unique(`${prefix} Clerk`), roleCategoryId: 2 } },
  );
  const name = unique(prefix);
  const email = `${prefix.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'member-pass-123';
  const created = await api<{ createEmployee: { employee: { id: string } } }>(
    admin,
    'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
    { input: { name, email, password, roleIds: [role.createRole.role.roleId] } },
  );
  return { id: created.createEmployee.employee.id, name, email, password };
}

async function assignTask(admin: string, title: string, assigneeId: string): Promise<string> {
  const data = await api<{ createTask: { task: { id: string } } }>(admin, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
    input: { title, assigneeId },
  });
  return data.createTask.task.id;
}

/** Chooses a delivery on the settings screen's row and waits until the server has it and the screen shows it. */
async function choose(page: Page, row: Locator, label: string, delivery: string): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('access_token'));
  assert.ok(token, 'signed in');
  const deadline = Date.now() + actionTimeoutMs;
  while (Date.now() < deadline) {
    if (!(await row.getByRole('radio', { name: label }).isChecked())) await row.locator('label', { hasText: label }).click();
    const data = await api<{ notificationDeliveries: { kind: string; delivery: string }[] }>(token, '{ notificationDeliveries { kind delivery } }');
    if (data.notificationDeliveries.find((s) => s.kind === 'TASK_ASSIGNED')?.delivery === delivery) {
      // And the screen shows it (a throwing live updater once left it on an old choice).
      while (!(await row.getByRole('radio', { name: label }).isChecked())) {
        if (Date.now() > deadline) throw new Error(`${label} was saved but not shown in ${actionTimeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} was not saved in ${actionTimeoutMs} ms`);
}

describe('Notifications by email in a real browser', () => {
  for (const { locale, prefix, t } of flows) {
    it(`an employee chooses email for assignments, gets the mail in their language, follows its link and unsubscribes (${locale})`, slower, async () => {
      const admin = await apiSignIn();
      const member = await staffMember(admin, 'Mailed');
      const context = await bounded('browser.newContext()', browser.newContext(contextOptions(null, locale)));
      context.setDefaultTimeout(actionTimeoutMs);
      try {
        const page = await bounded('context.newPage()', context.newPage());
        // Signing in remembers the language the mail is written in.
        await page.goto(`${prefix}/sign-in`);
        await page.getByRole('textbox', { name: t.email }).fill(member.email);
        await page.getByLabel(t.password, { exact: true }).fill(member.password);
        await Promise.all([
          page.waitForURL((url) => url.pathname === (prefix || '/') || url.pathname === `${prefix}/`),
          page.getByRole('button', { name: t.signIn, exact: true }).click(),
        ]);

        // In the app only: an assignment sends no mail.
        await page.goto(`${prefix}/settings/notifications`);
        await page.getByRole('heading', { name: t.title }).waitFor();
        const row = page.getByTestId('delivery-TASK_ASSIGNED');
        await row.getByText(t.kind).waitFor();
        assert.equal(await row.getByRole('radio', { name: t.immediately }).isChecked(), true, 'assignments go by email by default');
        await choose(page, row, t.app, 'APP');
        const since = Date.now() - 1000;
        const quiet = unique('Quiet chore');
        await assignTask(admin, quiet, member.id);

        // By email at once: the next assignment arrives as a mail.
        await choose(page, row, t.immediately, 'IMMEDIATELY');
        const title = unique('Mailed chore');
        const taskId = await assignTask(admin, title, member.id);
        const mail = await mailAbout(member.email, title, since);
        assert.ok(mail.includes(`${t.subject}${title}`), mail);
        assert.ok(mail.includes(t.greeting), mail);
        assert.match(mail, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
        assert.equal((await notificationMailsTo(member.email, since)).filter((m) => m.includes(quiet)).length, 0, 'no mail for the app-only assignment');

        // Its link opens the task.
        const link = new RegExp(`https?://[^\\s"<]+${prefix}/notifications/[A-Za-z0-9_=-]+`).exec(mail);
        assert.ok(link, `a link to the notification in ${mail}`);
        await Promise.all([page.waitForURL((url) => url.pathname.startsWith(`${prefix}/tasks/`)), page.goto(new URL(link[0]).pathname)]);
        await page.getByRole('heading', { name: title }).first().waitFor();
        assert.ok(page.url().endsWith(`/tasks/${taskId}`) || page.url().includes(`/tasks/${encodeURIComponent(taskId)}`), page.url());

        // Its unsubscribe asks first, then stops this kind; the settings screen shows it.
        const unsubscribe = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(mail)?.[1];
        assert.ok(unsubscribe, mail);
        await page.goto(new URL(unsubscribe).pathname);
        await page.getByRole('button', { name: t.confirm }).click();
        await page.getByText(t.done).waitFor();
        await page.goto(`${prefix}/settings/notifications`);
        const after = page.getByTestId('delivery-TASK_ASSIGNED');
        await after.getByText(t.kind).waitFor();
        assert.equal(await after.getByRole('radio', { name: t.app }).isChecked(), true, 'unsubscribed: in the app only');
      } finally {
        await bounded('browserContext.close()', context.close());
      }
    });
  }
});
