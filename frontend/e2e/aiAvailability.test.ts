import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, hookTimeout, launchBrowser, slowest, unique, withSession } from './support';

/**
 * Browser tests of AI without a usable model (issue 37 §6): staff are told, in plain words, to
 * ask their administrator, and never see a server setting; an admin is shown how to set AI up
 * and the way to AI models; every action that needs a model ("New chat", "Chat with this agent",
 * "Send") is turned off with the reason on hover, and turns on by itself, without a reload, the
 * moment an admin enables a model. In en and ja. The run's loopback provider is configured, so
 * "no usable model" is made by disabling every enabled model for the test (and enabling them
 * again after it, whatever happens).
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

interface ModelRow {
  id: string;
  modelName: string;
  provider: string;
  enabled: boolean;
}

async function setEnabled(id: string, enabled: boolean): Promise<void> {
  await api(token, 'mutation($input: SetAiModelEnabledInput!) { setAiModelEnabled(input: $input) { aiModel { id } } }', { input: { id, enabled } });
}

/** The loopback chat model (created once, enabled). */
async function chatModel(): Promise<ModelRow> {
  const found = await api<{ aiModels: { edges: { node: ModelRow }[] } }>(
    token,
    'query { aiModels(first: 100, filter: { keyword: "loopback-chat" }) { edges { node { id modelName provider enabled } } } }',
  );
  const existing = found.aiModels.edges.map((edge) => edge.node).find((model) => model.modelName === 'loopback-chat' && model.provider === 'loopback');
  if (existing) {
    if (!existing.enabled) await setEnabled(existing.id, true);
    return existing;
  }
  const created = await api<{ createAiModel: { aiModel: ModelRow } }>(
    token,
    'mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id modelName provider enabled } } }',
    { input: { provider: 'loopback', modelName: 'loopback-chat', displayName: 'Loopback chat', maxTokens: 1024, toolIds: [], enabled: true } },
  );
  return created.createAiModel.aiModel;
}

/** Disables every enabled model; returns their ids, to enable again. */
async function disableAll(): Promise<string[]> {
  const enabled = await api<{ aiModels: { edges: { node: { id: string } }[] } }>(token, 'query { aiModels(first: 100, filter: { enabled: true }) { edges { node { id } } } }');
  const ids = enabled.aiModels.edges.map((edge) => edge.node.id);
  for (const id of ids) await setEnabled(id, false);
  return ids;
}

/** Enables again those of `ids` that are disabled now (the test may have stopped anywhere). */
async function enableAgain(ids: string[]): Promise<void> {
  const all = await api<{ aiModels: { edges: { node: { id: string; enabled: boolean } }[] } }>(token, 'query { aiModels(first: 100) { edges { node { id enabled } } } }');
  for (const { node } of all.aiModels.edges) {
    if (ids.includes(node.id) && !node.enabled) await setEnabled(node.id, true);
  }
}

/** A staff member (an Execution role, not Admin); returns their sign-in token. */
async function staffMember(): Promise<string> {
  const role = await api<{ createRole: { role: { roleId: number } } }>(token, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }', {
    input: { name: unique('AI staff role'), roleCategoryId: 2 },
  });
  const email = `ai-staff-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
  await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
    input: { name: unique('AI staff'), email, password: 'staff-pass-123', roleIds: [role.createRole.role.roleId] },
  });
  return apiSignIn(email, 'staff-pass-123');
}

/** An agent (with a new agent role) to chat with; returns its id. */
async function agent(): Promise<string> {
  const categories = await api<{ roleCategories: { roleCategoryId: number }[] }>(token, '{ roleCategories { roleCategoryId } }');
  const role = await api<{ createAgentRole: { agentRole: { id: string } } }>(token, 'mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }', {
    input: { name: unique('AI gate role'), roleCategoryId: categories.roleCategories[0].roleCategoryId },
  });
  const created = await api<{ createAgent: { agent: { id: string } } }>(token, 'mutation($input: CreateAgentInput!) { createAgent(input: $input) { agent { id } } }', {
    input: { name: unique('Gate agent'), instruction: 'Answer briefly.', roleId: role.createAgentRole.agentRole.id },
  });
  return created.createAgent.agent.id;
}

/** Hovers a turned-off action and returns the reason its tooltip gives. */
async function reasonOf(page: Page, action: Locator): Promise<string> {
  await action.locator('xpath=ancestor::*[@data-testid="ai-gated"][1]').hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  return (await tooltip.innerText()).trim();
}

/** Resolves once the page subscribed to model changes (a change before that would be missed). */
async function subscribed(page: Page, sentFrames: string[]): Promise<void> {
  await bounded(
    'the page subscribes to model changes',
    (async () => {
      while (!sentFrames.some((text) => text.includes('"subscribe"') && text.includes('useAiAvailabilityModelsSubscription'))) await page.waitForTimeout(100);
      await page.waitForTimeout(500);
    })(),
  );
}

/** Waits until the page shows no server setting anywhere. */
async function namesNoSetting(page: Page): Promise<void> {
  const text = await bounded('page text', page.locator('body').innerText());
  assert.doesNotMatch(text, /STAFFHUB_|base URL|ベースURL/, 'staff never see a server setting');
}

describe('AI without a usable model, in a real browser', () => {
  it('tells staff to ask their administrator (en, ja), shows admins how to set it up, turns the AI actions off with the reason, and on again live', slowest, async () => {
    const model = await chatModel();
    const agentId = await agent();
    const staff = await staffMember();
    const disabled = await disableAll();
    try {
      // Staff, in English: plain words, no setting, no link to a page they cannot use.
      await withSession(
        browser,
        async ({ page, pageErrors, sentFrames }) => {
          await page.goto('/new-chat');
          const notice = page.getByTestId('ai-unavailable');
          await notice.getByText('AI isn’t available yet').waitFor();
          await notice.getByText(/ask your administrator to set one up/).waitFor();
          assert.equal(await notice.getByRole('link', { name: 'Go to AI models' }).count(), 0);
          assert.equal(await page.getByRole('textbox', { name: 'Message', exact: true }).count(), 0, 'no form to fill in that could only fail');
          await namesNoSetting(page);

          await page.goto('/chat-with-ai');
          const newChat = page.getByTestId('chat-new');
          await newChat.waitFor();
          assert.ok(await newChat.isDisabled(), '"New chat" is turned off');
          assert.equal(await reasonOf(page, newChat), 'No AI model is available yet. Ask your administrator to set one up.');

          await page.goto(`/agents/${encodeURIComponent(agentId)}`);
          const chatWith = page.getByTestId('agent-chat');
          await chatWith.waitFor();
          assert.ok(await chatWith.isDisabled(), '"Chat with this agent" is turned off');
          assert.equal(await chatWith.getAttribute('href'), null, 'it is not a link any more');

          // Live: an admin enables a model, and the action turns on without a reload.
          await subscribed(page, sentFrames);
          await setEnabled(model.id, true);
          await page.locator('a[data-testid="agent-chat"]').waitFor({ timeout: 15_000 });
          await setEnabled(model.id, false);
          await page.locator('button[data-testid="agent-chat"][disabled]').waitFor({ timeout: 15_000 });
          assert.deepEqual(pageErrors, []);
        },
        { token: staff },
      );
      // Staff, in Japanese.
      await withSession(
        browser,
        async ({ page, pageErrors }) => {
          await page.goto('/ja/new-chat');
          const notice = page.getByTestId('ai-unavailable');
          await notice.getByText('AIはまだ使えません').waitFor();
          await notice.getByText(/管理者に設定を依頼してください/).waitFor();
          await namesNoSetting(page);
          await page.goto('/ja/chat-with-ai');
          const newChat = page.getByTestId('chat-new');
          await newChat.waitFor();
          assert.ok(await newChat.isDisabled());
          assert.equal(await reasonOf(page, newChat), '利用できるAIモデルがまだありません。管理者に設定を依頼してください。');
          assert.deepEqual(pageErrors, []);
        },
        { token: staff },
      );
      // The admin: what to do, and the way to AI models (en, then ja).
      await withSession(browser, async ({ page, pageErrors }) => {
        await page.goto('/new-chat');
        const notice = page.getByTestId('ai-unavailable');
        await notice.getByText('No AI model is available').waitFor();
        await notice.getByText(/an administrator has to enable a model/).waitFor();
        await notice.getByRole('link', { name: 'Go to AI models' }).waitFor();
        await page.goto('/chat-with-ai');
        const newChat = page.getByTestId('chat-new');
        await newChat.waitFor();
        assert.ok(await newChat.isDisabled());
        assert.equal(await reasonOf(page, newChat), 'No AI model is available yet. Add or enable one on the AI models page.');
        await page.goto('/ja/new-chat');
        await page.getByTestId('ai-unavailable').getByRole('link', { name: 'AIモデルへ' }).click();
        await page.waitForURL((url) => url.pathname === '/ja/ai-models');
        assert.deepEqual(pageErrors, []);
      });
    } finally {
      await enableAgain([...disabled, model.id]);
    }
    // With a model again, the same actions are links and buttons that work.
    await withSession(
      browser,
      async ({ page }) => {
        await page.goto(`/agents/${encodeURIComponent(agentId)}`);
        await Promise.all([page.waitForURL((url) => url.pathname === '/new-chat'), page.locator('a[data-testid="agent-chat"]').click()]);
        assert.ok(await page.getByTestId('chat-send').isEnabled());
      },
      { token: staff },
    );
  });
});
