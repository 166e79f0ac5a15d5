import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, hookTimeout, keyboardDrag, launchBrowser, newSession, closeSession, slowest, subscriptionStarted, unique, withSession, type Session } from './support';

/**
 * Browser tests of the workflows area (issue 20). A manager (the e2e admin) builds a template
 * with two steps in the form, the first approved by a role; starts an instance; attaches a
 * document as the step's approval document; an employee holding the role approves in a second
 * browser and the owner's page moves on to the next step live; a rejection with its comment
 * reaches the owner's page live and is resubmitted; a non-owner's attempt is refused in
 * Japanese on /ja; a stale template edit opens the conflict view; and the loopback provider's
 * echo model (it answers with the message it was sent) proposes steps from JSON that are
 * edited and accepted, while a prose answer shows its coded error and applies nothing.
 * Every name is unique, so the tests run beside each other and on a reused database.
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

/** Answers, approvals and live notices may take a while on a loaded machine. */
const liveTimeoutMs = 30_000;

function key(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface Approver {
  token: string;
  roleId: number;
  roleName: string;
  name: string;
}

/** A new Execution role and an employee holding it (the approver of the steps that name it). */
async function approverWithRole(): Promise<Approver> {
  const roleName = unique('Legal review');
  const role = await api<{ createRole: { role: { roleId: number } } }>(
    token,
    'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
    { input: { name: roleName, roleCategoryId: 2 } },
  );
  const roleId = role.createRole.role.roleId;
  const email = `approver-${key()}@example.com`;
  const name = unique('Approver');
  await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name, email, password: 'approver-pass-123', roleIds: [roleId] },
  });
  return { token: await apiSignIn(email, 'approver-pass-123'), roleId, roleName, name };
}

/** A document without permission category: its author (the admin unless `as` says otherwise) and Admins read it. */
async function createDocument(title: string, as = token): Promise<string> {
  const data = await api<{ createDocument: { document: { id: string } } }>(
    as,
    'mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }',
    { input: { title, body: `The body of ${title}.` } },
  );
  return data.createDocument.document.id;
}

interface StepInput {
  name: string;
  approverRoleId?: number | null;
  expectedDocuments?: string[];
  dueAfterHours?: number | null;
}

/** A template created through the API by the admin (Management). */
async function createTemplate(name: string, steps: StepInput[]): Promise<string> {
  const data = await api<{ createWorkflowTemplate: { workflowTemplate: { id: string } } }>(
    token,
    'mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }',
    { input: { name, description: 'Set up by the browser tests', visibility: 'ACTIVE', steps } },
  );
  return data.createWorkflowTemplate.workflowTemplate.id;
}

interface StartedInstance {
  id: string;
  firstStepKey: string;
}

/** An instance of the template, owned by the admin, started through the API. */
async function startInstance(templateId: string, name: string): Promise<StartedInstance> {
  const data = await api<{ startWorkflowInstance: { workflowInstance: { id: string; steps: { key: string }[] } } }>(
    token,
    'mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id steps { key } } } }',
    { input: { templateId, name } },
  );
  const instance = data.startWorkflowInstance.workflowInstance;
  return { id: instance.id, firstStepKey: instance.steps[0].key };
}

/** The admin attaches a document to a step through the API (as the approval document when asked). */
async function attach(instance: StartedInstance, documentId: string, isApproval: boolean): Promise<void> {
  await api(token, 'mutation($input: AttachWorkflowStepDocumentInput!) { attachWorkflowStepDocument(input: $input) { workflowInstance { id } } }', {
    input: { instanceId: instance.id, stepKey: instance.firstStepKey, documentId, isApproval },
  });
}

interface ModelRow {
  id: string;
  modelName: string;
  provider: string;
  enabled: boolean;
  displayName: string;
}

/** The loopback model with this provider model name, created once and enabled (a previous run may have left it). */
async function ensureModel(modelName: string): Promise<ModelRow> {
  const found = await api<{ aiModels: { edges: { node: ModelRow }[] } }>(
    token,
    'query($filter: AiModelFilter) { aiModels(first: 100, filter: $filter) { edges { node { id modelName provider enabled displayName } } } }',
    { filter: { keyword: modelName } },
  );
  const existing = found.aiModels.edges.map((edge) => edge.node).find((model) => model.modelName === modelName && model.provider === 'loopback');
  if (existing) {
    if (!existing.enabled) {
      await api(token, 'mutation($input: SetAiModelEnabledInput!) { setAiModelEnabled(input: $input) { aiModel { id } } }', { input: { id: existing.id, enabled: true } });
    }
    return { ...existing, enabled: true };
  }
  const created = await api<{ createAiModel: { aiModel: ModelRow } }>(
    token,
    'mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id modelName provider enabled displayName } } }',
    { input: { provider: 'loopback', modelName, displayName: `Loopback ${modelName.replace(/^loopback-/, '')}`, maxTokens: 1024, toolIds: [], enabled: true } },
  );
  return created.createAiModel.aiModel;
}

/** A Mantine input by its label, whether it exposes itself as a textbox or a combobox. */
function field(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true })).first();
}

/** Opens the select labelled `label` inside `scope`, types `search` when given, and picks `option`. */
async function pick(page: Page, scope: Page | Locator, label: string, option: string, search?: string): Promise<void> {
  const input = field(scope, label);
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The editor's step number `n` (1-based). */
function stepEditor(page: Page, n: number): Locator {
  return page.getByRole('listitem', { name: `Step ${n}`, exact: true });
}

/** The names of the editor's steps, in order. */
async function editorStepNames(page: Page): Promise<string[]> {
  const count = await bounded('editor steps', page.getByTestId('workflow-step-editor').count());
  const names: string[] = [];
  for (let n = 1; n <= count; n += 1) names.push(await field(stepEditor(page, n), 'Step name').inputValue());
  return names;
}

/** Resolves once the editor's steps are `names`, in order. */
async function stepsBecome(page: Page, names: string[]): Promise<void> {
  let last: string[] = [];
  await bounded(
    `the steps become ${names.join(', ')}`,
    (async () => {
      for (;;) {
        last = await editorStepNames(page);
        if (last.join('\n') === names.join('\n')) return;
        await page.waitForTimeout(100);
      }
    })(),
  ).catch((error: unknown) => {
    throw new Error(`${String(error)} (still ${last.join(', ')})`);
  });
}

/** The flow diagram's box of the step named `name`. */
function flowBox(page: Page, name: string): Locator {
  return page.getByTestId('workflow-flow-step').filter({ has: page.getByTestId('workflow-flow-name').getByText(name, { exact: true }) });
}

/** Resolves once the step panel shows the step named `name` with `status` (NOT_STARTED, IN_PROGRESS, DONE). */
async function panelShows(page: Page, name: string, status: string, timeout = liveTimeoutMs): Promise<void> {
  const panel = page.locator(`[data-testid="workflow-step-panel"][data-status="${status}"]`);
  await panel.getByTestId('workflow-step-name').getByText(new RegExp(`: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).waitFor({ timeout });
}

/** An instance page, open with its live subscription registered. */
async function openInstance(session: Session, id: string, prefix = ''): Promise<void> {
  const listening = subscriptionStarted(session, 'useWorkflowInstanceChangedSubscription');
  await session.page.goto(`${prefix}/workflow-instances/${encodeURIComponent(id)}`);
  await session.page.getByTestId('workflow-flow').waitFor();
  await listening;
}

describe('workflows in a real browser', () => {
  it('a manager builds a template with two steps, starts it, submits an approval document; the approver approves in another browser and the owner’s page moves on live', slowest, async () => {
    const approver = await approverWithRole();
    const k = key();
    const templateName = `Contract signing ${k}`;
    const instanceName = `Contract for Acme ${k}`;
    const documentTitle = `Signed contract Acme ${k}`;
    await createDocument(documentTitle);

    await withSession(browser, async (owner) => {
      const { page, pageErrors } = owner;
      // The list offers "New template" to Management.
      await page.goto('/workflow-templates');
      await page.getByRole('heading', { name: 'Workflow Templates', level: 1 }).waitFor();
      assert.match(await page.title(), /Workflow Templates/);
      await Promise.all([page.waitForURL((url) => url.pathname === '/workflow-templates/new'), page.getByTestId('workflow-template-new').click()]);
      await page.getByRole('heading', { name: 'New Workflow Template', level: 1 }).waitFor();
      assert.match(await page.title(), /New Workflow Template/);

      await field(page, 'Name').fill(templateName);
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill('From the signed contract to the archived file.');
      // Saving without steps says what is missing, beside the steps.
      await page.getByRole('button', { name: 'Create template' }).click();
      await page.getByTestId('workflow-steps-error').getByText('Add at least one step.').waitFor();

      // Two steps typed in the wrong order, then put right by keyboard drag and drop.
      await page.getByTestId('workflow-step-add').click();
      await field(stepEditor(page, 1), 'Step name').fill('Archive the file');
      await page.getByTestId('workflow-step-add').click();
      const review = stepEditor(page, 2);
      await field(review, 'Step name').fill('Legal review');
      await pick(page, review, 'Approver role', approver.roleName, approver.roleName);
      const documents = field(review, 'Expected documents');
      await documents.fill('Signed contract');
      await documents.press('Enter');
      await field(review, 'Due after (hours)').fill('24');
      assert.deepEqual(await editorStepNames(page), ['Archive the file', 'Legal review']);
      const handle = page.getByRole('button', { name: 'Drag to reorder step 2 Legal review' });
      await keyboardDrag(page, handle, 'ArrowUp');
      await stepsBecome(page, ['Legal review', 'Archive the file']);
      // The arrow buttons move a step too (down and back up).
      await stepEditor(page, 1).getByRole('button', { name: 'Move step 1 down' }).click();
      assert.deepEqual(await editorStepNames(page), ['Archive the file', 'Legal review']);
      await stepEditor(page, 2).getByRole('button', { name: 'Move step 2 up' }).click();
      assert.deepEqual(await editorStepNames(page), ['Legal review', 'Archive the file']);

      await Promise.all([page.waitForURL(/\/workflow-templates\/(?!new)[^/]+$/), page.getByRole('button', { name: 'Create template' }).click()]);
      await page.getByRole('heading', { name: 'Workflow Template Details', level: 1 }).waitFor();
      await page.getByTestId('workflow-template-name').getByText(templateName).waitFor();
      await page.getByTestId('workflow-visibility').getByText('Active').first().waitFor();
      const planned = await bounded('template steps', page.getByTestId('workflow-template-step').allInnerTexts());
      assert.match(planned[0], /1\. Legal review/);
      assert.match(planned[0], /Signed contract/);
      assert.match(planned[1], /2\. Archive the file/);
      await page.getByTestId('workflow-flow').getByText(`Approver: ${approver.roleName}`).waitFor();
      await page.getByTestId('history-entry').first().waitFor();

      // Start an instance: the name defaults to the template's.
      await page.getByTestId('workflow-template-start').click();
      const dialog = page.getByRole('dialog', { name: 'Start an instance' });
      const nameInput = dialog.getByRole('textbox', { name: 'Instance name' });
      assert.equal(await nameInput.inputValue(), templateName);
      await nameInput.fill(instanceName);
      const listening = subscriptionStarted(owner, 'useWorkflowInstanceChangedSubscription');
      await Promise.all([page.waitForURL(/\/workflow-instances\/[^/]+$/), dialog.getByRole('button', { name: 'Start' }).click()]);
      const instancePath = new URL(page.url()).pathname;
      await page.getByRole('heading', { name: 'Workflow Details', level: 1 }).waitFor();
      assert.match(await page.title(), new RegExp(`${instanceName} · Workflow Details`));
      await page.getByTestId('workflow-instance-name').getByText(instanceName).waitFor();
      await page.getByTestId('workflow-instance-template').getByText(templateName).waitFor();
      await page.getByTestId('workflow-instance-template-version').getByText('version 1').waitFor();
      await listening;
      // The flow: two boxes in order, the first in progress and waiting for the owner.
      const boxes = await bounded('flow boxes', page.getByTestId('workflow-flow-name').allInnerTexts());
      assert.deepEqual(boxes, ['Legal review', 'Archive the file']);
      await flowBox(page, 'Legal review').getByTestId('workflow-flow-next').getByText('Next: the owner').waitFor();
      await panelShows(page, 'Legal review', 'IN_PROGRESS');
      await page.locator('[data-testid="workflow-expected-document"]:not([data-present])').getByText('Signed contract', { exact: true }).waitFor();
      await page.getByTestId('workflow-instance-done').getByText('0 of 2 done').waitFor();

      // Attach the signed contract as the approval document: the step waits for the approver role.
      const attachForm = page.getByTestId('workflow-step-attach');
      await pick(page, attachForm, 'Document to attach', documentTitle, documentTitle);
      await attachForm.getByTestId('workflow-step-as-approval').check();
      await attachForm.getByTestId('workflow-step-attach-button').click();
      await page.locator('[data-testid="workflow-step-document"][data-approval="true"]').getByText(documentTitle).waitFor();
      await page.locator('[data-testid="workflow-step-approval"][data-state="pending"]').waitFor();
      await page.locator('[data-testid="workflow-expected-document"][data-present]').getByText('Signed contract', { exact: true }).waitFor();
      await flowBox(page, 'Legal review').getByText(`Next: ${approver.roleName}`).waitFor();
      // The owner may not decide their own step.
      assert.equal(await bounded('approve buttons for the owner', page.getByTestId('workflow-approve').count()), 0);
      const requestsBefore = owner.graphqlRequests.length;

      // The approver finds it waiting for them and approves it in their own browser.
      const second = await newSession(browser, true, approver.token);
      try {
        await second.page.goto('/workflow-instances?waiting=1');
        await second.page.getByRole('heading', { name: 'Workflows', level: 1 }).waitFor();
        const row = second.page.getByTestId('workflow-instance-row').filter({ hasText: instanceName });
        await row.getByTestId('workflow-instance-waiting-for-me').waitFor();
        await Promise.all([second.page.waitForURL((url) => url.pathname === instancePath), row.getByRole('link', { name: instanceName }).click()]);
        await second.page.getByTestId('workflow-flow').waitFor();
        await second.page.getByTestId('workflow-approve').click();
        await second.page.locator('[data-testid="workflow-step-approval"][data-state="approved"]').waitFor();
        assert.deepEqual(second.pageErrors, []);
      } finally {
        await closeSession(second);
      }

      // The owner's page moved on by itself: the review is done, the next step is the current one.
      await panelShows(page, 'Archive the file', 'IN_PROGRESS');
      await flowBox(page, 'Legal review').locator('[data-testid="workflow-flow-status"]').getByText('Done').waitFor();
      await page.getByTestId('workflow-instance-done').getByText('1 of 2 done').waitFor();
      assert.ok(
        !owner.graphqlRequests.slice(requestsBefore).includes('WorkflowInstanceDetailPageQuery'),
        `the page was not read again: ${owner.graphqlRequests.slice(requestsBefore).join(', ')}`,
      );
      // The approved review keeps its decision.
      await flowBox(page, 'Legal review').click();
      await page.locator('[data-testid="workflow-step-approval"][data-state="approved"]').getByText(approver.name).waitFor();
      await flowBox(page, 'Archive the file').click();

      // The last step has no approver: the owner marks it done and the workflow completes.
      await page.getByTestId('workflow-mark-done').click();
      await page.locator('[data-testid="workflow-progress"][data-value="COMPLETED"]').first().waitFor({ timeout: liveTimeoutMs });
      await page.getByTestId('workflow-instance-done').getByText('2 of 2 done').waitFor();
      await page.getByTestId('history-entry').first().waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a rejection with its comment reaches the owner’s page live, and the owner resubmits', slowest, async () => {
    const approver = await approverWithRole();
    const k = key();
    const templateId = await createTemplate(`Expense approval ${k}`, [
      { name: 'Manager approval', approverRoleId: approver.roleId, expectedDocuments: ['Receipt'] },
      { name: 'Payout' },
    ]);
    const instance = await startInstance(templateId, `Trip to Osaka ${k}`);
    const documentTitle = `Receipt Osaka ${k}`;
    await attach(instance, await createDocument(documentTitle), true);
    const comment = `The hotel receipt is missing (${k}).`;

    await withSession(browser, async (owner) => {
      await openInstance(owner, instance.id);
      const { page } = owner;
      await page.locator('[data-testid="workflow-step-approval"][data-state="pending"]').waitFor();
      assert.equal(await bounded('resubmit while pending', page.getByTestId('workflow-resubmit').count()), 0);

      await withSession(
        browser,
        async (second) => {
          await second.page.goto(`/workflow-instances/${encodeURIComponent(instance.id)}`);
          await second.page.getByTestId('workflow-reject').click();
          // A rejection needs its comment.
          await second.page.getByTestId('workflow-reject-confirm').click();
          await second.page.getByText('Write why it is rejected.').waitFor();
          await second.page.getByRole('textbox', { name: 'Why is it rejected?' }).fill(comment);
          await second.page.getByTestId('workflow-reject-confirm').click();
          await second.page.locator('[data-testid="workflow-step-approval"][data-state="rejected"]').waitFor();
          assert.deepEqual(second.pageErrors, []);
        },
        { token: approver.token },
      );

      // Live on the owner's page: rejected, with the approver's words, and the step still in progress.
      const rejected = page.locator('[data-testid="workflow-step-approval"][data-state="rejected"]');
      await rejected.waitFor({ timeout: liveTimeoutMs });
      await rejected.getByTestId('workflow-approval-comment').getByText(comment).waitFor();
      await rejected.getByText(approver.name).waitFor();
      await flowBox(page, 'Manager approval').getByTestId('workflow-flow-rejected').waitFor();
      await panelShows(page, 'Manager approval', 'IN_PROGRESS');

      // The owner resubmits: pending again, waiting for the role.
      await page.getByTestId('workflow-resubmit').click();
      await page.locator('[data-testid="workflow-step-approval"][data-state="pending"]').waitFor();
      await flowBox(page, 'Manager approval').getByText(`Next: ${approver.roleName}`).waitFor();
      assert.deepEqual(owner.pageErrors, []);
    });
  });

  it('refuses a non-owner’s attempt with the server’s Japanese message on /ja', slowest, async () => {
    const approver = await approverWithRole();
    const k = key();
    const templateId = await createTemplate(`稟議 ${k}`, [{ name: '部長承認', approverRoleId: approver.roleId }, { name: '保管' }]);
    const instance = await startInstance(templateId, `備品購入 ${k}`);
    // A document the approver may read (their own): the refusal is about the instance, not the document.
    const documentTitle = `見積書 ${k}`;
    await createDocument(documentTitle, approver.token);

    await withSession(
      browser,
      async (other) => {
        await openInstance(other, instance.id, '/ja');
        const { page, pageErrors } = other;
        await page.getByRole('heading', { name: 'ワークフローの詳細', level: 1 }).waitFor();
        assert.match(await page.title(), /ワークフローの詳細/);
        await panelShows(page, '部長承認', 'IN_PROGRESS');
        // The approver is not the owner: nothing to decide yet, and no owner's actions.
        assert.equal(await bounded('approve buttons', page.getByTestId('workflow-approve').count()), 0);
        assert.equal(await bounded('archive buttons', page.getByTestId('workflow-instance-archive').count()), 0);
        const attachForm = page.getByTestId('workflow-step-attach');
        await pick(page, attachForm, '添付するドキュメント', documentTitle, documentTitle);
        await attachForm.getByTestId('workflow-step-attach-button').click();
        const refusal = page.getByTestId('workflow-step-error-message');
        await refusal.waitFor();
        assert.match((await refusal.textContent()) ?? '', /ワークフローインスタンスの所有者ではありません/);
        assert.equal(await bounded('attached documents', page.getByTestId('workflow-step-document').count()), 0);
        assert.deepEqual(pageErrors, []);
      },
      { token: approver.token },
    );
  });

  it('a manager reassigns the approver of a step nobody can approve, with a reason the instance’s history then shows', slowest, async () => {
    // The step's only approver is deactivated: the step is stranded (no active holder of its role).
    const roleName = unique('Procurement');
    const role = await api<{ createRole: { role: { roleId: number } } }>(
      token,
      'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }',
      { input: { name: roleName, roleCategoryId: 2 } },
    );
    const roleId = role.createRole.role.roleId;
    const approver = await api<{ createEmployee: { employee: { id: string } } }>(
      token,
      'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
      { input: { name: unique('Leaving buyer'), email: `buyer-${key()}@example.com`, password: 'buyer-pass-123', roleIds: [roleId] } },
    );
    const k = key();
    const templateId = await createTemplate(`Purchase order ${k}`, [{ name: 'Buyer approval', approverRoleId: roleId }, { name: 'Order' }]);
    const instance = await startInstance(templateId, `Laptops for the team ${k}`);
    await api(token, 'mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { id } } }', {
      input: { employeeId: approver.createEmployee.employee.id },
    });
    const reason = `The only buyer left; the owner signs off this order (${k}).`;

    await withSession(browser, async (manager) => {
      await openInstance(manager, instance.id);
      const { page, pageErrors } = manager;
      await panelShows(page, 'Buyer approval', 'IN_PROGRESS');
      const panel = page.getByTestId('workflow-step-panel');
      // Stranded, in plain words: never "no approver: you complete it".
      const warning = panel.getByTestId('workflow-step-stranded');
      await warning.getByText('Nobody can approve this step', { exact: true }).waitFor();
      await warning.getByText(`No active member holds the approver role “${roleName}”, so nobody can approve this step.`).waitFor();
      await flowBox(page, 'Buyer approval').getByTestId('workflow-flow-stranded').waitFor();
      await panel.getByTestId('workflow-step-approver').getByText(roleName, { exact: true }).waitFor();
      assert.equal(await bounded('mark-done buttons on a stranded step', page.getByTestId('workflow-mark-done').count()), 0);
      assert.equal(await bounded('"you complete it" hints', page.getByText(/you complete it/).count()), 0);

      await warning.getByRole('button', { name: 'Reassign approver' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reassign approver' });
      await dialog.getByText('Step: Buyer approval').waitFor();
      await dialog.getByText(`Approver now: ${roleName}`).waitFor();
      // A reason is required, and an approver to change to.
      await dialog.getByRole('button', { name: 'Reassign approver' }).click();
      await dialog.getByText('Choose the new approver.').waitFor();
      await dialog.getByText('Write why the approver changes.').waitFor();
      await pick(page, dialog, 'New approver', 'No approver: the owner completes the step');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await dialog.getByRole('button', { name: 'Reassign approver' }).click();
      await page.getByText('Approver reassigned.').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The step is the owner's now, and the history says who overrode it and why (the reason is one of the event's facts, labelled by the server).
      await panel.getByTestId('workflow-step-approver').getByText('Completed by the owner').waitFor();
      assert.equal(await bounded('stranded warnings after the override', panel.getByTestId('workflow-step-stranded').count()), 0);
      const history = page.getByRole('region', { name: 'History' });
      const entry = history.getByTestId('history-entry').filter({ hasText: 'Approver reassigned by a manager' });
      await entry.getByTestId('history-fact').getByText(`Reason: ${reason}`).waitFor({ timeout: liveTimeoutMs });
      await entry.getByTestId('history-actor').waitFor();

      // The owner completes the step, and the workflow moves on.
      await page.getByTestId('workflow-mark-done').click();
      await panelShows(page, 'Order', 'IN_PROGRESS');
      assert.deepEqual(pageErrors, []);
    });
  });

  it('keeps both lists live: a new template and a new instance appear, a completed step moves the row on', slowest, async () => {
    const k = key();
    await withSession(browser, async (session) => {
      const { page, pageErrors } = session;
      // Templates, searched by this test's word: empty, then the new one appears without a reload.
      const templatesLive = subscriptionStarted(session, 'WorkflowTemplateListSubscription');
      await page.goto(`/workflow-templates?q=${k}`);
      await page.getByRole('heading', { name: 'Workflow Templates', level: 1 }).waitFor();
      await page.getByText('No results').waitFor();
      await templatesLive;
      const templateName = `Visitor badge ${k}`;
      const templateId = await createTemplate(templateName, [{ name: 'Request the badge' }, { name: 'Hand it over' }]);
      const templateRow = page.getByTestId('workflow-template-row').filter({ hasText: templateName });
      await templateRow.waitFor({ timeout: liveTimeoutMs });
      await templateRow.getByText('2 steps').waitFor();

      // Instances of that template: the new one appears, then follows its steps.
      const instancesLive = subscriptionStarted(session, 'WorkflowInstanceListSubscription');
      await page.goto(`/workflow-instances?template=${encodeURIComponent(templateId)}`);
      await page.getByRole('heading', { name: 'Workflows', level: 1 }).waitFor();
      assert.match(await page.title(), /Workflows/);
      await instancesLive;
      const instance = await startInstance(templateId, `Badge for Sato ${k}`);
      const row = page.getByTestId('workflow-instance-row').filter({ hasText: `Badge for Sato ${k}` });
      await row.waitFor({ timeout: liveTimeoutMs });
      await row.getByTestId('workflow-instance-current-step').getByText('Request the badge').waitFor();
      await row.getByTestId('workflow-instance-done').getByText('0 of 2 done').waitFor();
      await api(token, 'mutation($input: ChangeWorkflowStepStatusInput!) { changeWorkflowStepStatus(input: $input) { workflowInstance { id } } }', {
        input: { instanceId: instance.id, stepKey: instance.firstStepKey, status: 'DONE' },
      });
      await row.getByTestId('workflow-instance-current-step').getByText('Hand it over').waitFor({ timeout: liveTimeoutMs });
      await row.getByTestId('workflow-instance-done').getByText('1 of 2 done').waitFor();
      // The Templates tab leads to the templates.
      await Promise.all([page.waitForURL((url) => url.pathname === '/workflow-templates'), page.getByTestId('workflow-tab-templates').click()]);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('staff start active templates only and manage none; a manager hides, archives and restores one', slowest, async () => {
    const staff = await approverWithRole();
    const k = key();
    const templateName = `Leave request ${k}`;
    const templateId = await createTemplate(templateName, [{ name: 'Ask' }]);
    const detailPath = `/workflow-templates/${encodeURIComponent(templateId)}`;

    await withSession(
      browser,
      async ({ page, pageErrors }) => {
        await page.goto(`/workflow-templates?q=${k}`);
        await page.getByTestId('workflow-template-row').filter({ hasText: templateName }).waitFor();
        assert.equal(await bounded('new template buttons for staff', page.getByTestId('workflow-template-new').count()), 0);
        await page.goto(detailPath);
        await page.getByTestId('workflow-template-start').waitFor();
        assert.equal(await bounded('manager actions for staff', page.getByTestId('workflow-template-edit').or(page.getByTestId('workflow-template-archive')).count()), 0);
        await page.goto('/workflow-templates/new');
        await page.getByRole('heading', { name: 'Error: 403 - Forbidden' }).waitFor();
        assert.deepEqual(pageErrors, []);
      },
      { token: staff.token },
    );

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(detailPath);
      await page.getByTestId('workflow-template-visibility-menu').click();
      await page.getByRole('menuitem', { name: 'Hidden' }).click();
      await page.locator('[data-testid="workflow-visibility"][data-value="HIDDEN"]').waitFor();
      await page.getByText('Only active templates can be started.').waitFor();
      assert.equal(await bounded('start buttons on a hidden template', page.getByTestId('workflow-template-start').count()), 0);
      await page.getByTestId('workflow-template-archive').click();
      await page.getByTestId('workflow-template-archived').waitFor();
      await page.goto(`/workflow-templates?q=${k}&archived=1`);
      await page.getByTestId('workflow-template-row').filter({ hasText: templateName }).getByTestId('workflow-template-archived').waitFor();
      await page.goto(detailPath);
      await page.getByRole('button', { name: 'Restore' }).click();
      await page.getByTestId('workflow-template-archived').waitFor({ state: 'detached' });
      assert.deepEqual(pageErrors, []);
    });

    // Hidden: staff no longer find it.
    await withSession(
      browser,
      async ({ page }) => {
        await page.goto(`/workflow-templates?q=${k}`);
        await page.getByText('No results').waitFor();
      },
      { token: staff.token },
    );
  });

  it('a manager deletes a template from its page, Undo brings it back, and once deleted again it is restored from “Deleted workflow templates” (issue 35)', slowest, async () => {
    const k = key();
    const templateName = `Expense claim ${k}`;
    const templateId = await createTemplate(templateName, [{ name: 'Collect receipts' }]);
    // A running instance does not hold the template back: it runs on its own copy of the steps.
    await startInstance(templateId, `Trip to Osaka ${k}`);
    const detailPath = `/workflow-templates/${encodeURIComponent(templateId)}`;
    const deleteFromPage = async (page: Page) => {
      await page.getByTestId('trash-delete-open').click();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
      await dialog.getByText(`Move “${templateName}” to the trash?`, { exact: false }).waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === '/workflow-templates'), dialog.getByRole('button', { name: 'Delete', exact: true }).click()]);
      await dialog.waitFor({ state: 'detached' });
      const notice = page.getByTestId('trash-deleted').filter({ hasText: `${templateName} was moved to the trash.` });
      await notice.hover();
      return notice;
    };

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(detailPath);
      await page.getByTestId('workflow-template-name').filter({ hasText: templateName }).waitFor();
      const notice = await deleteFromPage(page);
      await Promise.all([page.waitForURL((url) => url.pathname === detailPath), notice.getByRole('button', { name: `Undo deleting ${templateName}` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${templateName} was restored.` }).waitFor();
      await page.getByTestId('workflow-template-name').filter({ hasText: templateName }).waitFor();

      await deleteFromPage(page);
      await page.goto(`/workflow-templates?q=${k}`);
      await page.getByText('No results').waitFor();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'WorkflowTemplate'),
        page.getByRole('link', { name: 'Deleted workflow templates', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted workflow templates', level: 1 }).waitFor();
      const row = page.getByTestId('trash-row').filter({ hasText: templateName });
      await row.getByText('Workflow template', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${templateName}` }).click();
      await row.waitFor({ state: 'detached' });
      await page.goto(`/workflow-templates?q=${k}`);
      await page.getByTestId('workflow-template-row').filter({ hasText: templateName }).waitFor();
      await page.goto(detailPath);
      await page.getByTestId('workflow-template-running').filter({ hasText: '1' }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a stale template edit opens the conflict view with the other change', slowest, async () => {
    const k = key();
    const templateId = await createTemplate(`Onboarding ${k}`, [{ name: 'Laptop' }]);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/workflow-templates/${encodeURIComponent(templateId)}/edit`);
      await page.getByRole('heading', { name: 'Edit Workflow Template', level: 1 }).waitFor();
      assert.equal(await field(stepEditor(page, 1), 'Step name').inputValue(), 'Laptop');
      // Someone else saves first (a new name, the same step).
      const current = await api<{ node: { version: number; steps: { key: string }[] } }>(
        token,
        'query($id: ID!) { node(id: $id) { ... on WorkflowTemplate { version steps { key } } } }',
        { id: templateId },
      );
      await api(token, 'mutation($input: UpdateWorkflowTemplateInput!) { updateWorkflowTemplate(input: $input) { workflowTemplate { id } } }', {
        input: {
          id: templateId,
          expectedVersion: current.node.version,
          name: `Onboarding ${k} (HR)`,
          description: 'Set up by the browser tests',
          steps: [{ key: current.node.steps[0].key, name: 'Laptop' }],
        },
      });
      await field(stepEditor(page, 1), 'Step name').fill('Laptop and badge');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const conflict = page.getByTestId('conflict-view');
      await conflict.waitFor();
      await conflict.getByTestId('conflict-compare').getByText('Laptop and badge', { exact: false }).first().waitFor();
      // Save mine anyway: my steps over their name.
      await conflict.getByRole('button', { name: 'Save mine anyway' }).click();
      await page.waitForURL((url) => url.pathname === `/workflow-templates/${encodeURIComponent(templateId)}`);
      await page.getByTestId('workflow-template-name').getByText(`Onboarding ${k} (HR)`).waitFor();
      await page.getByTestId('workflow-template-steps').getByText('1. Laptop and badge').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('generates steps with the loopback model, edits and accepts them; the instance gets them', slowest, async () => {
    const approver = await approverWithRole();
    const model = await ensureModel('loopback-echo');
    const k = key();
    const templateId = await createTemplate(`Business trip ${k}`, [{ name: 'Plan the trip' }]);
    const instance = await startInstance(templateId, `Trip to Fukuoka ${k}`);
    // The echo model answers with the message it was sent: the description is the JSON the
    // server asks models for.
    const description = JSON.stringify({
      steps: [
        { name: 'Collect receipts', description: 'Every receipt of the trip', approverRole: null, documents: ['Receipts'], dueAfterHours: 8 },
        { name: 'Approve expenses', description: 'Checked against the policy', approverRole: approver.roleName, documents: ['Expense report'], dueAfterHours: 48 },
      ],
    });

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/workflow-instances/${encodeURIComponent(instance.id)}`);
      await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/flow-generate')), page.getByTestId('workflow-generate-link').click()]);
      await page.getByRole('heading', { name: 'Generate Steps with AI', level: 1 }).waitFor();
      assert.match(await page.title(), /Generate Steps with AI/);
      await page.getByRole('textbox', { name: 'Describe the work', exact: true }).fill(description);
      await pick(page, page, 'AI model', model.displayName);
      await Promise.all([page.waitForURL((url) => url.searchParams.has('room')), page.getByTestId('workflow-generate-submit').click()]);
      await page.getByTestId('workflow-generation-prompt').waitFor();
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: 90_000 });

      // The proposal: two steps, the role matched by name; edit one, then accept.
      const proposal = page.getByTestId('workflow-proposal');
      await proposal.waitFor({ timeout: liveTimeoutMs });
      assert.deepEqual(await editorStepNames(page), ['Collect receipts', 'Approve expenses']);
      assert.equal(await field(stepEditor(page, 2), 'Approver role').inputValue(), approver.roleName);
      await field(stepEditor(page, 1), 'Step name').fill('Collect all receipts');
      await Promise.all([page.waitForURL((url) => url.pathname === `/workflow-instances/${encodeURIComponent(instance.id)}`), proposal.getByTestId('workflow-proposal-accept').click()]);

      // The instance now runs its started step, then the two accepted ones, marked as proposed by AI.
      await page.getByTestId('workflow-flow').waitFor();
      await bounded(
        'the accepted steps in the flow',
        (async () => {
          for (;;) {
            const names = await page.getByTestId('workflow-flow-name').allInnerTexts();
            if (names.length === 3) return names;
            await page.waitForTimeout(150);
          }
        })(),
        liveTimeoutMs,
      ).then((names) => assert.deepEqual(names, ['Plan the trip', 'Collect all receipts', 'Approve expenses']));
      await flowBox(page, 'Approve expenses').getByText(`Approver: ${approver.roleName}`).waitFor();
      await flowBox(page, 'Collect all receipts').getByText('AI', { exact: true }).waitFor();
      await page.getByTestId('workflow-instance-generations').getByText(/2 steps by/).waitFor();

      // Back on the generation, the proposal is not offered again: it leads to the workflow (issue 37 §6).
      await page.goBack();
      const applied = page.getByTestId('workflow-generation-applied');
      await applied.waitFor({ timeout: liveTimeoutMs });
      assert.equal(await bounded('proposal editors once applied', page.getByTestId('workflow-proposal').count()), 0);
      await Promise.all([
        page.waitForURL((url) => url.pathname === `/workflow-instances/${encodeURIComponent(instance.id)}`),
        applied.getByTestId('workflow-generation-open').click(),
      ]);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('shows a prose answer’s coded error and applies nothing', slowest, async () => {
    const model = await ensureModel('loopback-echo');
    const k = key();
    const templateId = await createTemplate(`Office move ${k}`, [{ name: 'Book the movers' }, { name: 'Pack' }]);
    const instance = await startInstance(templateId, `Move to Shibuya ${k}`);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/workflow-instances/${encodeURIComponent(instance.id)}/flow-generate`);
      await page.getByRole('textbox', { name: 'Describe the work', exact: true }).fill(`Please plan our office move, no JSON here ${k}`);
      await pick(page, page, 'AI model', model.displayName);
      await Promise.all([page.waitForURL((url) => url.searchParams.has('room')), page.getByTestId('workflow-generate-submit').click()]);
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: 90_000 });
      const failure = page.getByTestId('workflow-proposal-error');
      await failure.waitFor({ timeout: liveTimeoutMs });
      await failure.getByTestId('workflow-proposal-error-code').getByText('Code 205.Y001.002').waitFor();
      assert.ok(((await failure.getByTestId('workflow-proposal-error-message').textContent()) ?? '').trim().length > 0);
      assert.equal(await bounded('proposal editors', page.getByTestId('workflow-proposal').count()), 0);
      // Nothing changed on the instance.
      const steps = await api<{ node: { steps: { name: string }[] } }>(token, 'query($id: ID!) { node(id: $id) { ... on WorkflowInstance { steps { name } } } }', { id: instance.id });
      assert.deepEqual(
        steps.node.steps.map((step) => step.name),
        ['Book the movers', 'Pack'],
      );
      // The page errors include the boundary's log of the refusal only as a console warning, never an uncaught error.
      assert.deepEqual(pageErrors, []);
    });
  });
});
