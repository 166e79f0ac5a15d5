import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, closeBrowser, hookTimeout, launchBrowser, slower, subscriptionStarted, withSession } from './support';

/**
 * Browser tests of the agents area (issue 18), in ja: an agent created with a new role (the
 * "new role" dialog) and a default model of the loopback provider the e2e run configures
 * (`STAFFHUB_AI_PROVIDERS=loopback=openai:…`), found in the list, edited in its dialog (the
 * version moves on), offered for a chat, archived (it leaves the active list) and restored.
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

/** The provider the e2e run configures, with its fake models. */
const provider = 'loopback';

function word(): string {
  return `agt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface ModelRow {
  id: string;
  modelName: string;
  provider: string;
  enabled: boolean;
  displayName: string;
}

/**
 * The loopback model with this provider model name, created once as the admin (a previous run
 * may have left it: looked up by keyword first) and enabled. Returns its display name.
 */
async function ensureModel(modelName: string, toolKeys: string[] = []): Promise<ModelRow> {
  const found = await api<{ aiModels: { edges: { node: ModelRow }[] } }>(
    token,
    'query($filter: AiModelFilter) { aiModels(first: 100, filter: $filter) { edges { node { id modelName provider enabled displayName } } } }',
    { filter: { keyword: modelName } },
  );
  const existing = found.aiModels.edges.map((edge) => edge.node).find((model) => model.modelName === modelName && model.provider === provider);
  if (existing) {
    if (!existing.enabled) {
      await api(token, 'mutation($input: SetAiModelEnabledInput!) { setAiModelEnabled(input: $input) { aiModel { id } } }', { input: { id: existing.id, enabled: true } });
    }
    return { ...existing, enabled: true };
  }
  const tools = await api<{ aiTools: { id: string; key: string }[] }>(token, '{ aiTools { id key } }');
  const toolIds = tools.aiTools.filter((tool) => toolKeys.includes(tool.key)).map((tool) => tool.id);
  const created = await api<{ createAiModel: { aiModel: ModelRow } }>(
    token,
    'mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id modelName provider enabled displayName } } }',
    { input: { provider, modelName, displayName: `Loopback ${modelName.replace(/^loopback-/, '')}`, maxTokens: 1024, toolIds, enabled: true } },
  );
  return created.createAiModel.aiModel;
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

describe('agents in a real browser', () => {
  it('creates an agent in ja with a new role and a default model, finds it, edits, archives and restores it', slower, async () => {
    const key = word();
    const model = await ensureModel('loopback-chat');
    const name = `営業アシスタント ${key}`;
    const roleName = `営業サポート ${key}`;

    await withSession(browser, async (session) => {
      const { page, pageErrors } = session;
      await page.goto('/ja/agents/new');
      await page.getByRole('heading', { name: '新しいエージェント', level: 1 }).waitFor();
      assert.match(await page.title(), /新しいエージェント/);

      await page.getByRole('textbox', { name: '名前', exact: true }).fill(name);
      await page.getByRole('textbox', { name: '説明', exact: true }).fill('見積もりの下書きを手伝います');
      await page.getByRole('textbox', { name: '指示', exact: true }).fill(`# 役割\n\nあなたは**営業チーム**のアシスタントです。${key}`);

      // A new role from the dialog (the admin is Management): selected at once, its category shown.
      await page.getByRole('button', { name: '新しいロール' }).click();
      const dialog = page.getByRole('dialog', { name: '新しいエージェントロール' });
      await dialog.getByRole('textbox', { name: 'ロール名' }).fill(roleName);
      await dialog.getByRole('button', { name: 'ロールを作成' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await field(page, 'エージェントロール').inputValue(), roleName);
      await page.getByTestId('agent-form-role-category').getByText('実行').waitFor();

      await pick(page, '既定のAIモデル', model.displayName);
      // Emotional level 3 → 4 with the keyboard.
      const slider = page.getByRole('slider', { name: '感情レベル' });
      await slider.focus();
      await slider.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuenow'), '4');

      await Promise.all([page.waitForURL(/\/ja\/agents\/(?!new)[^/?]+$/), page.getByRole('button', { name: 'エージェントを作成' }).click()]);
      const agentPath = new URL(page.url()).pathname;
      const agentId = decodeURIComponent(agentPath.split('/').pop() ?? '');
      await page.getByRole('heading', { name: 'エージェント詳細', level: 1 }).waitFor();
      assert.match(await page.title(), /エージェント詳細/);
      await page.getByTestId('agent-name').getByText(name).waitFor();
      await page.getByTestId('agent-role').getByText(roleName).waitFor();
      await page.getByTestId('agent-default-model').getByText(model.displayName).waitFor();
      await page.getByTestId('agent-emotional-level').getByText(/5段階中4/).waitFor();
      // The instruction is rendered markdown.
      await page.getByTestId('agent-instruction').getByRole('heading', { name: '役割' }).waitFor();
      await page.getByTestId('agent-instruction').locator('strong', { hasText: '営業チーム' }).waitFor();
      await page.getByTestId('agent-version').getByText('1').waitFor();

      // The list finds it by keyword.
      await page.goto(`/ja/agents?q=${encodeURIComponent(key)}`);
      await page.getByRole('heading', { name: 'エージェント', level: 1 }).waitFor();
      assert.match(await page.title(), /エージェント/);
      const row = page.getByTestId('agent-row').filter({ hasText: name });
      await row.waitFor();
      await row.getByText(roleName).waitFor();
      await row.getByText(model.displayName).waitFor();

      // Edit in the dialog: the detail page follows, the version moves on. Listened for before
      // the navigation that mounts the subscription: the page may send it before the URL settles.
      const listening = subscriptionStarted(session, 'agentChanged');
      await Promise.all([page.waitForURL((url) => url.pathname === agentPath), row.getByRole('link', { name }).click()]);
      await page.getByTestId('agent-edit').click();
      const edit = page.getByRole('dialog', { name: 'エージェントを編集' });
      await edit.getByRole('textbox', { name: '説明', exact: true }).fill('見積もりと提案書の下書きを手伝います');
      await edit.getByRole('button', { name: '変更を保存' }).click();
      await edit.waitFor({ state: 'hidden' });
      await page.getByTestId('agent-description').getByText('見積もりと提案書の下書きを手伝います').waitFor();
      await page.getByTestId('agent-version').getByText('2').waitFor();
      await listening;

      // Another browser's edit arrives live.
      await api(token, 'mutation($input: ArchiveAgentInput!) { archiveAgent(input: $input) { agent { id } } }', { input: { id: agentId, archived: true } });
      await page.getByTestId('agent-archived').getByText('アーカイブ済み').waitFor();
      await page.getByTestId('agent-archive').getByText('復元').click();
      await page.getByTestId('agent-archived').waitFor({ state: 'detached' });

      // "Chat with this agent": its default model is preselected.
      await Promise.all([page.waitForURL((url) => url.pathname === '/ja/new-chat'), page.getByTestId('agent-chat').click()]);
      assert.equal(new URL(page.url()).searchParams.get('agent'), agentId);
      await page.getByRole('heading', { name: '新しいチャット', level: 1 }).waitFor();
      assert.match(await page.title(), /新しいチャット/);
      assert.equal(await field(page, 'エージェント').inputValue(), name);
      assert.equal(await field(page, 'AIモデル').inputValue(), model.displayName);

      // Archived from its page: it leaves the active list and shows among the archived.
      await page.goto(agentPath);
      await page.getByTestId('agent-archive').getByText('アーカイブ').click();
      await page.getByTestId('agent-archived').getByText('アーカイブ済み').waitFor();
      await page.goto(`/ja/agents?q=${encodeURIComponent(key)}`);
      await page.getByText('該当する結果はありません').waitFor();
      await page.getByRole('switch', { name: 'アーカイブ済みのエージェント' }).first().click();
      await page.getByTestId('agent-row').filter({ hasText: name }).getByTestId('agent-archived').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
  it('refuses to delete an agent role agents have, counting them; deletes a free one, Undo brings it back, and once deleted again it is restored from “Deleted agent roles”; an agent is deleted from its page and Undo brings it back (issue 35)', slower, async () => {
    const key = word();
    const model = await ensureModel('loopback-chat');
    const createRole = async (name: string): Promise<string> => {
      const data = await api<{ createAgentRole: { agentRole: { id: string } } }>(
        token,
        'mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }',
        { input: { name, roleCategoryId: 2 } },
      );
      return data.createAgentRole.agentRole.id;
    };
    const busy = `Busy ${key}`;
    const busyId = await createRole(busy);
    const helper = `Helper ${key}`;
    const helperData = await api<{ createAgent: { agent: { id: string } } }>(token, 'mutation($input: CreateAgentInput!) { createAgent(input: $input) { agent { id } } }', {
      input: { name: helper, instruction: 'Help.', roleId: busyId, emotionalLevel: 3, defaultAiModelId: model.id, defaultAiToolIds: [] },
    });
    const helperPath = `/agents/${encodeURIComponent(helperData.createAgent.agent.id)}`;
    const spare = `Spare ${key}`;
    const spareId = await createRole(spare);
    const roleUrl = (id: string) => `/agents?role=${encodeURIComponent(id)}`;

    await withSession(browser, async ({ page, pageErrors }) => {
      // Its agent holds the role: the dialog counts it, and Delete stays off.
      await page.goto(roleUrl(busyId));
      const busyActions = page.getByTestId('agent-role-actions').filter({ hasText: busy });
      await busyActions.getByTestId('trash-delete-open').click();
      const refusal = page.getByRole('dialog', { name: 'Move to the trash' });
      await refusal.getByRole('button', { name: 'Delete', exact: true }).click();
      await refusal.getByTestId('trash-delete-in-use').getByText(`“${busy}” is in use by 1 agent, so it cannot be deleted.`).waitFor();
      assert.equal(await refusal.getByRole('button', { name: 'Delete', exact: true }).isDisabled(), true);
      // The dialog's own Close (its corner × is named Close too).
      await refusal.getByRole('button', { name: 'Close', exact: true }).last().click();
      await refusal.waitFor({ state: 'detached' });

      const deleteSpare = async () => {
        await page.goto(roleUrl(spareId));
        const actions = page.getByTestId('agent-role-actions').filter({ hasText: spare });
        await actions.getByTestId('trash-delete-open').click();
        const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
        await dialog.getByText(`Move “${spare}” to the trash?`, { exact: false }).waitFor();
        await Promise.all([page.waitForURL((url) => url.pathname === '/agents' && !url.searchParams.has('role')), dialog.getByRole('button', { name: 'Delete', exact: true }).click()]);
        await dialog.waitFor({ state: 'detached' });
        await actions.waitFor({ state: 'detached' });
        const notice = page.getByTestId('trash-deleted').filter({ hasText: `${spare} was moved to the trash.` });
        await notice.hover();
        return notice;
      };

      const notice = await deleteSpare();
      const roles = async () => (await api<{ agentRoles: { name: string }[] }>(token, '{ agentRoles { name } }')).agentRoles.map((role) => role.name);
      assert.ok(!(await roles()).includes(spare));
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/agents' && url.searchParams.get('role') === spareId),
        notice.getByRole('button', { name: `Undo deleting ${spare}` }).click(),
      ]);
      await page.getByTestId('trash-restored').filter({ hasText: `${spare} was restored.` }).waitFor();
      await page.getByTestId('agent-role-actions').filter({ hasText: spare }).waitFor();
      assert.ok((await roles()).includes(spare));

      await deleteSpare();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'AgentRole'),
        page.getByRole('link', { name: 'Deleted agent roles', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted agent roles', level: 1 }).waitFor();
      const row = page.getByTestId('trash-row').filter({ hasText: spare });
      await row.getByText('Agent role', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${spare}` }).click();
      await row.waitFor({ state: 'detached' });
      await page.goto(roleUrl(spareId));
      await page.getByTestId('agent-role-actions').filter({ hasText: spare }).waitFor();
      assert.ok((await roles()).includes(spare));

      // An agent itself is deleted from its page by whoever edits it, and Undo brings it back.
      await page.goto(helperPath);
      await page.getByTestId('agent-name').filter({ hasText: helper }).waitFor();
      await page.getByTestId('trash-delete-open').click();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
      await Promise.all([page.waitForURL((url) => url.pathname === '/agents'), dialog.getByRole('button', { name: 'Delete', exact: true }).click()]);
      const deleted = page.getByTestId('trash-deleted').filter({ hasText: `${helper} was moved to the trash.` });
      await deleted.hover();
      await page.getByRole('link', { name: 'Deleted agents', exact: true }).waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === helperPath), deleted.getByRole('button', { name: `Undo deleting ${helper}` }).click()]);
      await page.getByTestId('trash-restored').filter({ hasText: `${helper} was restored.` }).waitFor();
      await page.getByTestId('agent-name').filter({ hasText: helper }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
