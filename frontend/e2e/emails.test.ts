import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, evaluate, hookTimeout, launchBrowser, slow, slowest, subscriptionStarted, unique, withSession } from './support';
import { mailTo } from './supportMail';

/**
 * Browser tests of the email area (issue 17): a template written on /ja with its sandboxed
 * preview and activated; a single email from that kind of template, scheduled a few seconds
 * ahead, whose status badge moves live to Completed (the test server's sender runs in-process and
 * sends over SMTP to the loopback listener, where the test reads the message), then its report
 * and one event's details; the new-batch page with the deal stages and a live recipient count.
 * Issue 37 §6: the preview with the real recipient and the question before sending with empty
 * variables; a batch's confirmation with its count and a test to me; a draft edited, copied and
 * deleted (and none of it offered on a colleague's draft); the list's search by recipient.
 */

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** How long a scheduled job may take to be queued, sent and completed by the in-process sender. */
const sendTimeoutMs = 60_000;

function word(): string {
  return `mail${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A local moment as the schedule field takes it: `YYYY-MM-DD HH:mm:ss` (the browser runs in this machine's time zone). */
function localTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

async function createTemplate(input: { name: string; subject: string; html: string; status: 'DRAFT' | 'ACTIVE' }): Promise<string> {
  const data = await api<{ createEmailTemplate: { emailTemplate: { id: string } } }>(
    token,
    'mutation($input: CreateEmailTemplateInput!) { createEmailTemplate(input: $input) { emailTemplate { id } } }',
    { input },
  );
  return data.createEmailTemplate.emailTemplate.id;
}

async function templateStatus(id: string): Promise<string> {
  const data = await api<{ node: { status: string } }>(token, 'query($id: ID!) { node(id: $id) { ... on EmailTemplate { status } } }', { id });
  return data.node.status;
}

async function createTag(name: string): Promise<string> {
  const data = await api<{ createTag: { tag: { id: string } } }>(token, 'mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }', {
    input: { name, color: 'teal' },
  });
  return data.createTag.tag.id;
}

async function createOrganization(name: string, dealStatusId: number, tagIds: string[]): Promise<string> {
  const data = await api<{ createOrganization: { organization: { id: string } } }>(
    token,
    'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }',
    { input: { name, dealStatusId, tagIds } },
  );
  return data.createOrganization.organization.id;
}

async function addMember(organizationId: string, name: string, email: string): Promise<void> {
  await api(token, 'mutation($input: AddOrganizationMemberInput!) { addOrganizationMember(input: $input) { organization { id } } }', {
    input: { organizationId, name, email },
  });
}

/** A Mantine input by its label, whether it exposes itself as a textbox or a combobox. */
function field(scope: Page | Locator, label: string): Locator {
  return scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first();
}

/** Opens the select labelled `label` and picks `option`. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function statusBadge(page: Page, value: string): Locator {
  return page.locator(`[data-testid="email-job-status"][data-value="${value}"]`);
}

describe('email in a real browser', () => {
  it('writes a template on /ja with a sandboxed live preview, and activates it', slowest, async () => {
    const key = word();
    const name = `ご案内テンプレート ${key}`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/email-templates');
      await page.getByRole('heading', { name: 'メールテンプレート', level: 1 }).waitFor();
      assert.match(await page.title(), /メールテンプレート/);
      await page.getByRole('link', { name: '新規テンプレート' }).click();
      await page.waitForURL((url) => url.pathname === '/ja/email-templates/new');
      await page.getByRole('heading', { name: '新規メールテンプレート', level: 1 }).waitFor();
      assert.match(await page.title(), /新規メールテンプレート/);

      await page.getByRole('textbox', { name: '名前', exact: true }).fill(name);
      await page.getByRole('textbox', { name: '件名', exact: true }).fill(`春のご案内 ${key}`);
      // A new template starts in markdown; this one is written as HTML.
      await page.getByTestId('email-template-format').getByText('HTML', { exact: true }).click();
      const html = page.getByRole('textbox', { name: 'HTML', exact: true });
      await html.fill(`<h1 id="greeting">こんにちは ${key}</h1><p>`);
      // The caret is at the end: the variable goes there.
      await page.getByRole('button', { name: '{{recipient_name}}', exact: true }).click();
      await html.press('End');
      await html.pressSequentially('</p><script>parent.document.title = "pwned"</script>');
      assert.equal(await html.inputValue(), `<h1 id="greeting">こんにちは ${key}</h1><p>{{recipient_name}}</p><script>parent.document.title = "pwned"</script>`);

      // The preview is rendered by the server, and only inside a sandboxed frame (no allow-scripts).
      const frame = page.getByTestId('email-preview-frame');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('sandbox'), '');
      await bounded(
        'the preview shows the latest HTML',
        (async () => {
          for (;;) {
            const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
            if (srcdoc.includes(`こんにちは ${key}`) && !srcdoc.includes('{{recipient_name}}')) return;
            await page.waitForTimeout(200);
          }
        })(),
      );
      await page.frameLocator('[data-testid="email-preview-frame"]').locator('#greeting').getByText(`こんにちは ${key}`).waitFor();
      // Nothing of it is in the app's own page, and its script did not run.
      assert.equal(await bounded('headings in the page', page.locator('#greeting').count()), 0);
      assert.doesNotMatch(await page.title(), /pwned/);

      await Promise.all([page.waitForURL(/\/ja\/email-templates\/(?!new)[^/]+$/), page.getByRole('button', { name: 'テンプレートを作成' }).click()]);
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await page.getByRole('heading', { name: 'メールテンプレートの詳細', level: 1 }).waitFor();
      assert.match(await page.title(), /メールテンプレートの詳細/);
      await page.getByTestId('email-template-name').getByText(name).waitFor();
      await page.locator('[data-testid="email-template-status"][data-value="DRAFT"]').getByText('下書き').waitFor();
      assert.equal(await page.getByTestId('email-preview-frame').getAttribute('sandbox'), '');

      // Draft → Active with the toggle.
      await page.getByRole('switch', { name: '有効' }).click();
      await page.locator('[data-testid="email-template-status"][data-value="ACTIVE"]').getByText('有効').waitFor();
      assert.equal(await templateStatus(id), 'ACTIVE');

      // It left the drafts.
      await page.goto(`/ja/draft-email-templates?q=${encodeURIComponent(key)}`);
      await page.getByRole('heading', { name: 'メールテンプレート', level: 1 }).waitFor();
      await page.getByText('該当する結果はありません').waitFor();
      await page.goto(`/ja/email-templates?q=${encodeURIComponent(key)}`);
      await page.getByTestId('email-template-row').filter({ hasText: name }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('writes a template in markdown: previewed as the server renders it, saved with its source, reopened in markdown (issue 37 §6)', slowest, async () => {
    const key = word();
    const name = unique(`Markdown ${key}`);
    const source = `# Hello ${key}\n\nDear {{recipient_name}}, **welcome** aboard.`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/email-templates/new');
      await page.getByRole('heading', { name: 'New Email Template', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(`News ${key}`);
      await page.getByRole('textbox', { name: 'Body', exact: true }).fill(source);
      // The preview is the HTML the server will mail, in the sandboxed frame, with sample names.
      const frame = page.frameLocator('[data-testid="email-preview-frame"]');
      await frame.locator('h1').getByText(`Hello ${key}`).waitFor();
      await frame.locator('strong').getByText('welcome').waitFor();
      await Promise.all([page.waitForURL(/\/email-templates\/(?!new)[^/]+$/), page.getByRole('button', { name: 'Create template' }).click()]);
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const saved = await api<{ node: { html: string; markdown: string | null } }>(token, 'query($id: ID!) { node(id: $id) { ... on EmailTemplate { html markdown } } }', { id });
      assert.equal(saved.node.markdown, source);
      assert.match(saved.node.html, new RegExp(`<h1>Hello ${key}</h1>`));
      assert.match(saved.node.html, /<strong>welcome<\/strong>/);
      // The edit form reopens in markdown, with the source as written; on /ja with its labels.
      await page.goto(`/ja/email-templates/${encodeURIComponent(id)}/edit`);
      await page.getByTestId('email-template-markdown').waitFor();
      assert.equal(await page.getByRole('textbox', { name: '本文', exact: true }).inputValue(), source);
      await page.getByTestId('email-template-format').getByText('Markdown', { exact: true }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('sends a single email from a template a few seconds ahead: the badge moves live to Completed; then its report and an event', slowest, async () => {
    const key = word();
    const templateName = unique(`Welcome ${key}`);
    const subject = `Welcome aboard ${key}`;
    await createTemplate({ name: templateName, subject, html: `<h1>Welcome ${key}</h1><p>Hello {{recipient_name}}</p>`, status: 'ACTIVE' });
    const recipient = `${key}@example.com`;

    await withSession(browser, async (session) => {
      const { page, pageErrors } = session;
      await page.goto('/email-jobs');
      await page.getByRole('heading', { name: 'Email Jobs Page', level: 1 }).waitFor();
      assert.match(await page.title(), /Email Jobs Page/);
      await page.getByRole('link', { name: 'New email' }).click();
      await page.waitForURL((url) => url.pathname === '/email-jobs/new');
      await page.getByRole('heading', { name: 'New Individual Email Job', level: 1 }).waitFor();
      assert.match(await page.title(), /New Individual Email Job/);

      await page.getByRole('textbox', { name: "Sender's email", exact: true }).fill('news@example.com');
      await page.getByRole('textbox', { name: "Sender's name", exact: true }).fill('Staffhub News');
      const to = field(page, 'To');
      await to.fill('not-an-address');
      await to.press('Enter');
      await page.getByText('Not an email address: not-an-address').waitFor();
      await page.getByRole('button', { name: 'Remove not-an-address' }).click();
      await to.fill(recipient);
      await to.press('Enter');
      await page.getByTestId('email-address').filter({ hasText: recipient }).waitFor();

      // The template fills the subject and the HTML.
      await pick(page, 'Use a template', templateName);
      await page.waitForFunction((expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected), subject);
      assert.match(await page.getByRole('textbox', { name: 'HTML', exact: true }).inputValue(), /Hello \{\{recipient_name\}\}/);
      await page.getByTestId('email-preview-frame').waitFor();

      // A few seconds ahead, to see it go Scheduled → Queued → Completed.
      await page.getByRole('radio', { name: 'At a set time' }).click();
      const at = page.getByRole('textbox', { name: 'Send time', exact: true });
      await at.fill(localTime(new Date(Date.now() + 10_000)));
      await at.press('Escape');
      // The recipient is no saved contact, so {{recipient_name}} will be empty: sending asks first (issue 37 §6).
      const since = Date.now() - 1000;
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      const listening = subscriptionStarted(session, 'emailJobChanged');
      await Promise.all([page.waitForURL(/\/email-jobs\/(?!new)[^/]+$/), page.getByTestId('email-send-anyway').click()]);
      const jobPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: 'Email Job Details', level: 1 }).waitFor();
      assert.match(await page.title(), /Email Job Details/);
      await page.getByTestId('email-job-subject').getByText(subject).waitFor();
      await statusBadge(page, 'SCHEDULED').getByText('Scheduled').waitFor();
      await listening;
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });

      // The sender picks it up; the page follows without a reload.
      await statusBadge(page, 'COMPLETED').getByText('Completed').waitFor({ timeout: sendTimeoutMs });
      await page.locator('[data-testid="email-report-count"][data-key="accepted"][data-count="1"]').waitFor({ timeout: sendTimeoutMs });
      await page.getByTestId('email-delivery-row').filter({ hasText: recipient }).waitFor({ timeout: sendTimeoutMs });
      // The relay took the message: the job page keeps no copy of it (`.eml` files and
      // 'View message' are the transport without a relay's, README's STAFFHUB_SMTP_URL).
      assert.equal(await bounded('count "View message"', page.getByTestId('email-delivery-view').count()), 0);
      assert.equal(await evaluate(page, 'same document', () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true), true);
      assert.equal(session.graphqlRequests.filter((operation) => operation === 'EmailJobDetailPageQuery').length, 1);

      // The report: the funnel and failures as a chart and a table, and the events.
      await Promise.all([page.waitForURL((url) => url.pathname === `${jobPath}/report`), page.getByTestId('email-job-report-link').click()]);
      await page.getByRole('heading', { name: 'Email Job Events', level: 1 }).waitFor();
      assert.match(await page.title(), /Email Job Events/);
      await page.getByTestId('email-report-funnel').waitFor();
      await page.getByTestId('email-report-problems').waitFor();
      await page.locator('[data-testid="email-report-row"][data-key="accepted"] [data-column="count"][data-count="1"]').waitFor();
      const accepted = page.getByTestId('email-event-row').filter({ has: page.locator('[data-testid="email-event-type"][data-value="ACCEPTED"]') }).filter({ hasText: recipient });
      await accepted.first().waitFor();

      // The recipient opens the message (its tracking pixel, in the message the loopback SMTP
      // listener took for them): the event arrives at the top of the list and the count follows,
      // without a reload.
      const mail = await mailTo(recipient, since, `message "${subject}"`, (text) => text.includes(subject));
      const pixel = /src=["']([^"']*\/t\/o\/[^"']+)["']/.exec(mail)?.[1];
      assert.ok(pixel, `an open pixel in ${mail}`);
      await bounded('the tracking pixel', fetch(pixel));
      await page.getByTestId('email-event-row').first().locator('[data-testid="email-event-type"][data-value="OPENED"]').waitFor();
      await page.locator('[data-testid="email-report-row"][data-key="opened"] [data-column="count"][data-count="1"]').waitFor();
      assert.equal(session.graphqlRequests.filter((operation) => operation === 'EmailJobReportPageQuery').length, 1);

      // One event's details: type, recipient, source, headers and the raw data.
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith(`${jobPath}/report/`)),
        accepted.first().getByTestId('email-event-link').click(),
      ]);
      await page.getByRole('heading', { name: 'Email Event Details', level: 1 }).waitFor();
      assert.match(await page.title(), /Email Event Details/);
      await page.locator('[data-testid="email-event-type"][data-value="ACCEPTED"]').waitFor();
      await page.getByTestId('email-event-recipient').getByText(recipient).waitFor();
      await page.getByTestId('email-event-headers').getByText(subject).first().waitFor();
      assert.ok(((await page.getByTestId('email-event-raw').textContent()) ?? '').trim().length > 0);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('the new batch page lists the deal stages and counts who a batch would reach', slowest, async () => {
    const key = word();
    // The audience picker offers the first 100 tags by name: this one sorts first.
    const tagName = unique(`0 Newsletter ${key}`);
    const tagId = await createTag(tagName);
    const organizationId = await createOrganization(unique(`Umbrella ${key}`), 6, [tagId]);
    const memberEmail = `${key}.buyer@example.com`;
    await addMember(organizationId, `Buyer ${key}`, memberEmail);

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/batch-email-jobs');
      await page.getByRole('heading', { name: 'Batch Email Jobs Page', level: 1 }).waitFor();
      assert.match(await page.title(), /Batch Email Jobs Page/);
      await page.getByRole('link', { name: 'New batch email' }).click();
      await page.waitForURL((url) => url.pathname === '/batch-email-jobs/new');
      await page.getByRole('heading', { name: 'New Batch Email Job', level: 1 }).waitFor();
      assert.match(await page.title(), /New Batch Email Job/);

      // The nine deal stages, as checkboxes in the reader's language.
      const contractSent = page.getByRole('checkbox', { name: 'Contract sent' });
      await contractSent.waitFor();
      assert.equal(await bounded('deal stages', page.locator('[data-status-id]').count()), 9);
      await page.getByText('Choose a deal stage to count the recipients.').waitFor();

      // One stage: at least our organization's member.
      await contractSent.click();
      const count = page.getByTestId('batch-recipient-count');
      await count.waitFor();
      await page.waitForFunction(() => Number(document.querySelector('[data-testid="batch-recipient-count"]')?.getAttribute('data-count')) >= 1);

      // With the organization's tag: exactly that member, in the sample.
      await pick(page, 'Organization tags', tagName);
      await page.locator('[data-testid="batch-recipient-count"][data-count="1"]').getByText('1 recipient now').waitFor();
      await page.getByTestId('batch-recipient-sample').getByText(memberEmail).waitFor();
      const limit = Number(await count.getAttribute('data-limit'));
      assert.ok(limit >= 1, `a limit is shown (${limit})`);
      assert.equal(await bounded('over-limit warning', page.getByTestId('batch-recipient-over-limit').count()), 0);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('previews a single email with its real recipient and asks before sending with variables that will be empty (issue 37 §6)', slowest, async () => {
    const key = word();
    const organizationId = await createOrganization(unique(`Initech ${key}`), 2, []);
    const contact = `${key}.contact@example.com`;
    await addMember(organizationId, `Carla ${key}`, contact);
    const stranger = `${key}.stranger@example.com`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/email-jobs/new');
      await page.getByRole('heading', { name: 'New Individual Email Job', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: "Sender's email", exact: true }).fill('news@example.com');
      await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(`Hello ${key}`);
      await page.getByRole('textbox', { name: 'HTML', exact: true }).fill('<p id="greeting">Dear {{recipient_name}},</p>');
      // No recipient yet: sample names.
      await page.getByTestId('email-preview-to').getByText('Shown with sample names.').waitFor();
      const to = field(page, 'To');
      await to.fill(contact);
      await to.press('Enter');
      // A saved contact: the preview is theirs, by name, and nothing is empty.
      await page.getByTestId('email-preview-to').getByText(`To: Carla ${key} <${contact}>`).waitFor();
      await page.frameLocator('[data-testid="email-preview-frame"]').locator('#greeting').getByText(`Dear Carla ${key},`).waitFor();
      assert.equal(await bounded('warnings', page.getByTestId('email-preview-warnings').count()), 0);

      // An address that is no contact: the preview shows the blank, and says so.
      await page.getByRole('button', { name: `Remove ${contact}` }).click();
      await to.fill(stranger);
      await to.press('Enter');
      await page.getByTestId('email-preview-to').getByText(`To: ${stranger}`).waitFor();
      const warning = page.locator('[data-testid="email-preview-warning"][data-variable="recipient_name"]');
      await warning.getByText(`{{recipient_name}} for ${stranger}: This variable will be empty for this recipient`).waitFor();
      assert.equal(await warning.getAttribute('data-code'), '203.E001.009');
      await page.frameLocator('[data-testid="email-preview-frame"]').locator('#greeting').getByText('Dear ,').waitFor();

      // Sending asks first, and the user may still send.
      await page.getByTestId('email-send').click();
      const dialog = page.getByRole('dialog', { name: 'Send with empty variables?' });
      await dialog.getByText('{{recipient_name}}', { exact: false }).waitFor();
      await Promise.all([page.waitForURL(/\/email-jobs\/(?!new)[^/]+$/), dialog.getByTestId('email-send-anyway').click()]);
      await page.getByRole('heading', { name: 'Email Job Details', level: 1 }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('warns about empty variables in Japanese on /ja (issue 37 §6)', slow, async () => {
    const key = word();
    const stranger = `${key}.ja@example.com`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/email-jobs/new');
      await page.getByRole('heading', { name: '新規個別メールジョブ', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: '送信者のメールアドレス', exact: true }).fill('news@example.com');
      await page.getByRole('textbox', { name: '件名', exact: true }).fill(`ご案内 ${key}`);
      await page.getByRole('textbox', { name: 'HTML', exact: true }).fill('<p>{{organization_name}} {{recipient_name}} 様</p>');
      const to = field(page, '宛先');
      await to.fill(stranger);
      await to.press('Enter');
      const warnings = page.getByTestId('email-preview-warnings');
      await warnings.getByText('空になる変数があります').waitFor();
      await warnings.locator('[data-variable="organization_name"]').getByText(`{{organization_name}}（${stranger}）：この宛先ではこの変数が空になります`).waitFor();
      await page.getByTestId('email-send').click();
      const dialog = page.getByRole('dialog', { name: '空の変数のまま送信しますか？' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('asks before a batch goes out, saying how many it reaches, and sends a test to me first (issue 37 §6)', slowest, async () => {
    const key = word();
    const tagName = unique(`0 Confirm ${key}`);
    const tagId = await createTag(tagName);
    const organizationId = await createOrganization(unique(`Vandelay ${key}`), 6, [tagId]);
    const memberEmail = `${key}.buyer@example.com`;
    await addMember(organizationId, `Buyer ${key}`, memberEmail);
    const subject = `Batch news ${key}`;

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/batch-email-jobs/new');
      await page.getByRole('heading', { name: 'New Batch Email Job', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: "Sender's email", exact: true }).fill('news@example.com');
      await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
      await page.getByRole('textbox', { name: 'HTML', exact: true }).fill('<p>Dear {{recipient_name}}</p>');
      await page.getByRole('checkbox', { name: 'Contract sent' }).click();
      await pick(page, 'Organization tags', tagName);
      await page.locator('[data-testid="batch-recipient-count"][data-count="1"]').waitFor();

      // "Send now" asks first, with the count as of now.
      await page.getByTestId('email-send').click();
      const dialog = page.getByRole('dialog', { name: 'Send this batch?' });
      await dialog.locator('[data-testid="batch-confirm-count"][data-count="1"]').getByText('It goes to 1 recipient now.', { exact: false }).waitFor();
      // Nothing was written yet.
      assert.equal(page.url().endsWith('/batch-email-jobs/new'), true);

      // A test to me, as the first recipient will get it.
      await dialog.getByTestId('email-send-test').click();
      await dialog.getByTestId('email-test-sent').getByText(/A test was sent to .+@.+, as the first recipient will get it\./).waitFor();

      // Cancel keeps the form; sending again asks again, and confirming sends.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('email-send').click();
      await Promise.all([page.waitForURL(/\/batch-email-jobs\/(?!new)[^/]+$/), dialog.getByRole('button', { name: 'Send to 1 recipient' }).click()]);
      await page.getByRole('heading', { name: 'Batch Email Job Details', level: 1 }).waitFor();
      // The test counts nowhere: once sent, the report has its one real recipient.
      const jobId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      const report = await bounded(
        'the batch is sent',
        (async () => {
          for (;;) {
            const data = await api<{ node: { status: string; report: { recipients: number; accepted: number } } }>(
              token,
              'query($id: ID!) { node(id: $id) { ... on EmailJob { status report { recipients accepted } } } }',
              { id: jobId },
            );
            if (data.node.status === 'COMPLETED') return data.node.report;
            await page.waitForTimeout(250);
          }
        })(),
        sendTimeoutMs,
      );
      assert.deepEqual(report, { recipients: 1, accepted: 1 });
      assert.deepEqual(pageErrors, []);
    });

    // On /ja, the same question in Japanese.
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/ja/batch-email-jobs/new');
      await page.getByRole('textbox', { name: '送信者のメールアドレス', exact: true }).fill('news@example.com');
      await page.getByRole('textbox', { name: '件名', exact: true }).fill(subject);
      await page.getByRole('textbox', { name: 'HTML', exact: true }).fill('<p>{{recipient_name}} 様</p>');
      await page.getByRole('checkbox', { name: '契約書送付済み' }).click();
      await page.getByTestId('email-send').click();
      const dialog = page.getByRole('dialog', { name: 'このバッチを送信しますか？' });
      await dialog.getByTestId('batch-confirm-count').waitFor();
      await dialog.getByRole('button', { name: '自分にテスト送信' }).waitFor();
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it("edits, copies and deletes a saved draft, and offers none of it on a colleague's draft (issue 37 §6)", slowest, async () => {
    const key = word();
    const draftSubject = `Draft ${key}`;
    const created = await api<{ createEmailJob: { emailJob: { id: string } } }>(
      token,
      'mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }',
      { input: { senderEmail: 'news@example.com', senderName: 'News', subject: draftSubject, html: '<p>Hello</p>', targetEmails: [`${key}@example.com`], send: false } },
    );
    const id = created.createEmailJob.emailJob.id;

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/email-jobs/${encodeURIComponent(id)}`);
      await page.getByTestId('email-job-subject').getByText(draftSubject).waitFor();
      // Edit: the form holds the draft; saving returns to its page with the change.
      await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/edit')), page.getByTestId('email-job-edit').click()]);
      await page.getByRole('heading', { name: 'Edit Email Job', level: 1 }).waitFor();
      const subject = page.getByRole('textbox', { name: 'Subject', exact: true });
      await page.waitForFunction((expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected), draftSubject);
      await page.getByTestId('email-address').filter({ hasText: `${key}@example.com` }).waitFor();
      await subject.fill(`${draftSubject} edited`);
      await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/edit')), page.getByTestId('email-save-draft').click()]);
      await page.getByTestId('email-job-subject').getByText(`${draftSubject} edited`).waitFor();

      // Duplicate: a new draft of mine, opened in its edit form.
      await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/edit') && !url.pathname.includes(encodeURIComponent(id))), page.getByTestId('email-job-duplicate').click()]);
      await page.waitForFunction((expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected), `${draftSubject} edited`);
      const copyPath = new URL(page.url()).pathname.replace(/\/edit$/, '');
      await page.goto(copyPath);
      await page.getByTestId('email-job-subject').getByText(`${draftSubject} edited`).waitFor();

      // Delete the copy to the trash, confirmed: back to the list; Undo brings it back to its
      // page (issue 35 §1), and a second delete stands.
      const deleteCopy = async () => {
        await page.getByTestId('trash-delete-open').click();
        await page.getByRole('dialog', { name: 'Move to the trash' }).waitFor();
        await Promise.all([page.waitForURL((url) => url.pathname === '/email-jobs'), page.getByTestId('trash-delete-confirm').click()]);
      };
      await deleteCopy();
      await page.getByTestId('trash-deleted').getByText(`${draftSubject} edited was moved to the trash.`).waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === copyPath), page.getByTestId('trash-undo').click()]);
      await page.getByTestId('email-job-subject').getByText(`${draftSubject} edited`).waitFor();
      await deleteCopy();
      await page.goto(`/email-jobs?q=${encodeURIComponent(key)}`);
      await page.getByTestId('email-job-row').filter({ hasText: `${draftSubject} edited` }).first().waitFor();
      assert.equal(await bounded('rows', page.getByTestId('email-job-row').filter({ hasText: `${draftSubject} edited` }).count()), 1);
      assert.deepEqual(pageErrors, []);
    });

    // A colleague (staff, not management) sees the draft, may copy it, and is offered nothing else.
    const roleName = unique(`Writer ${key}`);
    const role = await api<{ createRole: { role: { roleId: number } } }>(token, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }', {
      input: { name: roleName, roleCategoryId: 2 },
    });
    const email = `colleague-${key}@example.com`;
    await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
      input: { name: unique('Colleague'), email, password: 'colleague-pass-123', roleIds: [role.createRole.role.roleId] },
    });
    const colleague = await apiSignIn(email, 'colleague-pass-123');
    await withSession(
      browser,
      async ({ page, pageErrors }) => {
        await page.goto(`/ja/email-jobs/${encodeURIComponent(id)}`);
        await page.getByTestId('email-job-subject').getByText(`${draftSubject} edited`).waitFor();
        await page.getByTestId('email-job-duplicate').getByText('複製').waitFor();
        for (const action of ['email-job-edit', 'trash-delete-open', 'email-job-schedule']) {
          assert.equal(await bounded(action, page.getByTestId(action).count()), 0, action);
        }
        // Its edit form is not theirs either.
        await page.goto(`/ja/email-jobs/${encodeURIComponent(id)}/edit`);
        await page.getByTestId('email-job-not-editable').waitFor();
        // Only management sends batches (issue 37 §3): no "New batch email" for them, and the
        // form's address says so instead of offering a form the server would refuse.
        await page.goto('/ja/batch-email-jobs');
        await page.getByRole('heading', { name: '一括メールジョブ一覧', level: 1 }).waitFor();
        assert.equal(await bounded('new batch link', page.getByRole('link', { name: '新規一括メール' }).count()), 0);
        await page.goto('/ja/batch-email-jobs/new');
        await page.getByTestId('email-job-not-creatable').waitFor();
        assert.equal(await bounded('batch form', page.getByTestId('batch-recipient-count').count()), 0);
        // A single email is theirs to write.
        await page.goto('/ja/email-jobs');
        await page.getByRole('link', { name: '新規メール' }).waitFor();
        assert.deepEqual(pageErrors, []);
      },
      { token: colleague },
    );
  });

  it('finds a job by its recipient in the list search, on /ja too (issue 37 §6)', slow, async () => {
    const key = word();
    const recipient = `${key}.findme@example.com`;
    const subject = `Quarterly ${key}`;
    await api(token, 'mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }', {
      input: { senderEmail: 'news@example.com', senderName: 'News', subject, html: '<p>Hi</p>', targetEmails: [recipient], send: false },
    });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/email-jobs?q=${encodeURIComponent(recipient)}`);
      await page.getByTestId('email-job-row').filter({ hasText: subject }).waitFor();
      assert.equal(await bounded('rows', page.getByTestId('email-job-row').count()), 1);
      await page.goto(`/ja/email-jobs?q=${encodeURIComponent(`${key}.findme`)}`);
      await page.getByTestId('email-job-row').filter({ hasText: subject }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('deletes a template from its page to the trash with Undo, refused while a draft uses it, and restores it from "Deleted email templates", in en and ja (issue 35)', slowest, async () => {
    const key = word();
    const name = `Trash template ${key}`;
    const id = await createTemplate({ name, subject: `Hello ${key}`, html: '<p>Hello</p>', status: 'ACTIVE' });
    const path = `/email-templates/${encodeURIComponent(id)}`;
    const draft = await api<{ createEmailJob: { emailJob: { id: string } } }>(
      token,
      'mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }',
      { input: { senderEmail: 'news@example.com', senderName: 'News', subject: `Hello ${key}`, html: '<p>Hello</p>', templateId: id, targetEmails: ['ann@example.com'], send: false } },
    );
    const rows = (page: Page) => page.getByTestId('trash-row').filter({ hasText: name });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(path);
      await page.getByTestId('email-template-name').getByText(name).waitFor();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });

      // A draft still uses it: the dialog says so, and Delete is disabled.
      await page.getByTestId('trash-delete-open').click();
      await dialog.getByText(`Move “${name}” to the trash?`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.getByTestId('trash-delete-in-use').getByText(`“${name}” is in use by 1 email job not yet sent, so it cannot be deleted.`).waitFor();
      await dialog.getByRole('alert').getByText('Template is in use').waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Delete', exact: true }).isDisabled(), true);
      // The footer's Close (the corner's × is labelled Close too).
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await api(token, 'mutation($input: DeleteEmailJobInput!) { deleteEmailJob(input: $input) { deletedEmailJobId } }', {
        input: { id: draft.createEmailJob.emailJob.id },
      });

      // Nothing uses it now: it goes, and the notice's Undo brings it back to its page.
      const remove = async () => {
        await page.getByTestId('trash-delete-open').click();
        await dialog.getByText(`Move “${name}” to the trash?`, { exact: false }).waitFor();
        await Promise.all([page.waitForURL((url) => url.pathname === '/email-templates'), dialog.getByRole('button', { name: 'Delete', exact: true }).click()]);
        await dialog.waitFor({ state: 'detached' });
        const notice = page.getByTestId('trash-deleted').filter({ hasText: `${name} was moved to the trash.` });
        // Pointed at, it stays up (Mantine pauses its time while hovered).
        await notice.hover();
        return notice;
      };
      const notice = await remove();
      await Promise.all([page.waitForURL((url) => url.pathname === path), notice.getByRole('button', { name: `Undo deleting ${name}` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${name} was restored.` }).waitFor();
      await page.getByTestId('email-template-name').getByText(name).waitFor();

      // Deleted again, it leaves the list and waits in the templates' own trash until restored.
      await remove();
      await page.goto(`/email-templates?q=${encodeURIComponent(key)}`);
      await page.getByText('No results').waitFor();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'EmailTemplate'),
        page.getByRole('link', { name: 'Deleted email templates', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted email templates', level: 1 }).waitFor();
      await rows(page).getByText('Email template', { exact: true }).waitFor();

      // The same trash under /ja, reached from the Japanese list.
      await page.goto('/ja/email-templates');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/ja/trash' && url.searchParams.get('type') === 'EmailTemplate'),
        page.getByRole('link', { name: '削除したメールテンプレート', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: '削除したメールテンプレート', level: 1 }).waitFor();
      await rows(page).getByText('メールテンプレート', { exact: true }).waitFor();
      await rows(page).getByRole('button', { name: `${name} を復元` }).click();
      await rows(page).waitFor({ state: 'detached' });
      await page.goto(`/email-templates?q=${encodeURIComponent(key)}`);
      await page.getByTestId('email-template-row').filter({ hasText: name }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
