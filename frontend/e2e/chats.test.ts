import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, hookTimeout, launchBrowser, newSession, closeSession, slowest, subscriptionStarted, unique, withSession } from './support';

/**
 * Browser tests of the AI chat (issue 18) against the loopback provider the e2e run starts
 * (`STAFFHUB_AI_PROVIDERS=loopback=openai:…`): its models answer for real over the provider's
 * streaming protocol (`loopback-chat` ~80 tokens 40 ms apart, `loopback-slow` 300 ms apart,
 * `loopback-tools` calls `list_my_tasks`, `loopback-broken` cuts its stream off). An answer grows
 * on screen, survives leaving and reopening the room, shows in a second tab, stops on Stop; a
 * broken one shows its coded error and is retried with another model; a document is generated
 * and saved as a draft; a tool call shows as a card.
 */

let browser: Browser;
let token: string;

before(async () => {
  // The full chromium: this file's second tab must hear live changes while another tab has the
  // focus, which twice failed to arrive within 15 s in the headless shell (and never in the full
  // browser).
  browser = await launchBrowser('full');
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** How long a slow answer (80 tokens, 300 ms apart) may take to finish, with some room. */
const answerTimeoutMs = 90_000;

const provider = 'loopback';

interface ModelRow {
  id: string;
  modelName: string;
  provider: string;
  enabled: boolean;
  displayName: string;
}

/**
 * The loopback model with this provider model name, created once as the admin (a previous run
 * may have left it: looked up by keyword first) and enabled, with the tools named by key.
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

/** Opens the select labelled `label` and picks `option` (an option whose name starts with it: a tool's carries its description). */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  await page
    .getByRole('option', { name: option, exact: true })
    .or(page.getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }))
    .first()
    .click();
  await page.keyboard.press('Escape');
}

/** The last AI answer on the page. */
function lastAnswer(page: Page): Locator {
  return page.locator('[data-testid="chat-message"][data-author="AI"]').last();
}

/**
 * The rendered text of the last answer so far ('' before any), white space collapsed (a code
 * block lays out a little differently once the highlighter has loaded).
 */
async function answerText(page: Page): Promise<string> {
  const text = lastAnswer(page).getByTestId('chat-answer-text');
  if ((await bounded('answer text present', text.count())) === 0) return '';
  return (await text.innerText()).replace(/\s+/g, ' ').trim();
}

/** Resolves once the last answer's text is longer than `than` characters. */
async function textGrowsPast(page: Page, than: number, timeoutMs = 30_000): Promise<number> {
  return bounded(
    `the answer grows past ${than} characters`,
    (async () => {
      for (;;) {
        const length = (await answerText(page)).length;
        if (length > than) return length;
        await page.waitForTimeout(150);
      }
    })(),
    timeoutMs,
  );
}

/**
 * How far the room's messages are scrolled from their end (px), once it is within the auto
 * scroll's slack: a room opens at its newest messages and follows its answer down.
 */
async function scrolledToEnd(page: Page): Promise<number> {
  const log = page.getByTestId('chat-messages');
  return bounded(
    'the messages are scrolled to their end',
    (async () => {
      for (;;) {
        const gap = await log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
        if (gap <= 48) return gap;
        await page.waitForTimeout(150);
      }
    })(),
  );
}

/** Starts a chat on /new-chat with `model` and lands in its room; returns the room's URL. */
async function startChat(page: Page, message: string, model: string, options: { tools?: string[] } = {}): Promise<string> {
  await page.goto('/new-chat');
  await page.getByRole('heading', { name: 'New Chat', level: 1 }).waitFor();
  assert.match(await page.title(), /New Chat/);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await pick(page, 'AI model', model);
  for (const tool of options.tools ?? []) await pick(page, 'Tools', tool);
  await Promise.all([page.waitForURL((url) => url.pathname === '/chat-with-ai' && url.searchParams.has('room')), page.getByRole('button', { name: 'Start chat' }).click()]);
  await page.getByRole('heading', { name: 'Chat with AI', level: 1 }).waitFor();
  assert.match(await page.title(), /Chat with AI/);
  await page.locator('[data-testid="chat-message"][data-author="HUMAN"]').getByText(message).waitFor();
  return page.url();
}

describe('AI chat in a real browser', () => {
  it('streams an answer that grows, goes on after the room is left and reopened, shows the same in a second tab, and finishes whole', slowest, async () => {
    const model = await ensureModel('loopback-slow');
    const message = unique('Tell me about our onboarding');
    await withSession(browser, async (session) => {
      const { page, pageErrors } = session;
      const listening = subscriptionStarted(session, 'useChatAnswerStreamSubscription');
      const roomUrl = await startChat(page, message, model.displayName);
      await listening;
      const answer = lastAnswer(page);
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="STREAMING"]').waitFor();
      await answer.getByText(model.displayName).waitFor();
      await answer.getByTestId('chat-stop').waitFor();

      // It grows on screen, token by token.
      const first = await textGrowsPast(page, 0);
      const second = await textGrowsPast(page, first);
      assert.ok(second > first);
      // The room is in the list with its "answering" dot.
      await page.locator('[data-testid="chat-room"][data-answering="true"]').first().waitFor();

      // Leave the room mid-answer, come back: the text so far is there at once, and it goes on.
      await page.goto('/tasks');
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      await page.goto(roomUrl);
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="STREAMING"]').waitFor();
      const reopened = await textGrowsPast(page, 0);
      assert.ok(reopened >= second, `reopened with the text so far (${reopened} ≥ ${second})`);
      await textGrowsPast(page, reopened);

      // A second tab on the same room follows the same stream.
      const other = await newSession(browser, true, token);
      try {
        await other.page.goto(roomUrl);
        await other.page.locator('[data-testid="chat-message"][data-author="AI"][data-status="STREAMING"]').waitFor();
        const otherFirst = await textGrowsPast(other.page, 0);
        await textGrowsPast(other.page, otherFirst);

        // Both end with the full answer, the same text as the stored one.
        await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
        await other.page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
        const streamed = await answerText(page);
        const streamedOther = await answerText(other.page);
        assert.equal(streamedOther, streamed);
        await lastAnswer(page).getByTestId('chat-answer-meta').getByText(/tokens in/).waitFor();
        await page.reload();
        await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor();
        assert.equal(await answerText(page), streamed, 'the streamed text is the stored text');
        // Reopened at its end; two messages are one page, with nothing earlier to offer.
        await scrolledToEnd(page);
        assert.equal(await bounded('the earlier-messages button', page.getByTestId('chat-earlier').count()), 0);
        assert.deepEqual(other.pageErrors, []);
      } finally {
        await closeSession(other);
      }
      assert.deepEqual(pageErrors, []);
    });
  });

  it('stops an answer with Stop', slowest, async () => {
    const model = await ensureModel('loopback-slow');
    await withSession(browser, async ({ page, pageErrors }) => {
      await startChat(page, unique('Write a long story'), model.displayName);
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="STREAMING"]').waitFor();
      await textGrowsPast(page, 0);
      await lastAnswer(page).getByTestId('chat-stop').click();
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="STOPPED"]').waitFor();
      await lastAnswer(page).getByTestId('chat-message-stopped').getByText('Stopped').waitFor();
      const stopped = await answerText(page);
      await page.waitForTimeout(1_500);
      assert.equal(await answerText(page), stopped, 'nothing more arrives after Stop');
      await lastAnswer(page).getByTestId('chat-retry').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('shows a broken answer with its coded error, and Retry with another model answers', slowest, async () => {
    const broken = await ensureModel('loopback-broken');
    const chat = await ensureModel('loopback-chat');
    await withSession(browser, async ({ page, pageErrors }) => {
      await startChat(page, unique('Summarise the week'), broken.displayName);
      const failed = page.locator('[data-testid="chat-message"][data-author="AI"][data-status="FAILED"]');
      await failed.waitFor({ timeout: 60_000 });
      const errorText = ((await failed.getByTestId('chat-answer-error-message').textContent()) ?? '').trim();
      assert.ok(errorText.length > 0, 'the server’s message is shown');
      const code = ((await failed.getByTestId('chat-answer-error-code').textContent()) ?? '').trim();
      assert.match(code, /\d{3}\.[A-Z]\d{3}\.\d{3}/);

      await failed.getByTestId('chat-retry-with').click();
      await page.getByRole('menuitem', { name: chat.displayName }).click();
      const answered = page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]');
      await answered.waitFor({ timeout: answerTimeoutMs });
      await answered.getByText(chat.displayName).waitFor();
      assert.ok((await answered.getByTestId('chat-answer-text').innerText()).trim().length > 0);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('shows the tool call a tool model makes as a card', slowest, async () => {
    const model = await ensureModel('loopback-tools', ['list_my_tasks']);
    const tools = await api<{ aiTools: { key: string; name: string }[] }>(token, '{ aiTools { key name } }');
    const toolName = tools.aiTools.find((tool) => tool.key === 'list_my_tasks')?.name ?? 'list_my_tasks';
    await withSession(browser, async ({ page, pageErrors }) => {
      await startChat(page, unique('What are my tasks?'), model.displayName, { tools: [toolName] });
      const card = page.locator('[data-testid="tool-call"][data-tool="list_my_tasks"]');
      await card.waitFor({ timeout: 60_000 });
      await card.getByTestId('tool-call-name').getByText(toolName).waitFor();
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
      // Opened: its input and output as JSON.
      await card.getByRole('button').first().click();
      await card.getByTestId('tool-call-input').waitFor();
      await card.getByTestId('tool-call-output').waitFor();
      assert.ok((await answerText(page)).length > 0, 'the model summarised after the tool');
      assert.deepEqual(pageErrors, []);
    });
  });

  it('sends a file and a document with a message: both show as chips, the document links to its page', slowest, async () => {
    const model = await ensureModel('loopback-echo');
    const title = unique('Travel policy');
    const created = await api<{ createDocument: { document: { id: string } } }>(
      token,
      'mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }',
      { input: { title, body: 'Economy class for flights under six hours.' } },
    );
    const documentId = created.createDocument.document.id;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/new-chat');
      await page.getByRole('heading', { name: 'New Chat', level: 1 }).waitFor();
      const message = unique('Please echo this');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
      await pick(page, 'AI model', model.displayName);
      await field(page, 'Attach documents').fill(title);
      await page.getByRole('option', { name: title }).click();
      await page.keyboard.press('Escape');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Attach files' }).click();
      await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Meeting notes: travel policy review.\n') });
      await page.getByTestId('chat-composer-files').getByText('notes.txt').waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === '/chat-with-ai' && url.searchParams.has('room')), page.getByRole('button', { name: 'Start chat' }).click()]);
      const question = page.locator('[data-testid="chat-message"][data-author="HUMAN"]').filter({ hasText: message });
      await question.getByTestId('chat-file-chip').getByText('notes.txt').waitFor();
      const chip = question.getByTestId('chat-document-chip').getByText(title);
      await chip.waitFor();
      // The echo model answers with the question's words.
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
      assert.match(await answerText(page), /echo/i);
      await Promise.all([page.waitForURL((url) => url.pathname === `/documents/${documentId}`), chip.click()]);
      await page.getByRole('heading', { name: title }).first().waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('generates a document on /documents/generate, saves it as a draft and lands on it', slowest, async () => {
    const model = await ensureModel('loopback-chat');
    const title = unique('Onboarding guide');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/documents/generate');
      await page.getByRole('heading', { name: 'Generate Document', level: 1 }).waitFor();
      assert.match(await page.title(), /Generate Document/);
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('A one-page onboarding guide for new sales staff');
      await pick(page, 'AI model', model.displayName);
      await Promise.all([page.waitForURL((url) => url.pathname === '/documents/generate' && url.searchParams.has('room')), page.getByRole('button', { name: 'Generate' }).click()]);
      await page.getByTestId('generated-document-prompt').getByText('A one-page onboarding guide for new sales staff').waitFor();
      // It streams in place, then the save form comes with the answer as the body.
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
      const save = page.getByTestId('generated-document-save');
      await save.waitFor();
      const body = save.getByRole('textbox', { name: 'Body', exact: true });
      await body.waitFor();
      assert.ok((await body.inputValue()).trim().length > 0, 'the body starts from the answer');
      await body.press('End');
      await body.pressSequentially('\n\nReviewed by the team.');
      await save.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      // A second tab on the same generation, its save form open too.
      const generationUrl = page.url();
      const other = await page.context().newPage();
      await other.goto(generationUrl);
      await other.getByTestId('generated-document-save').waitFor();
      await Promise.all([page.waitForURL(/\/documents\/(?!generate)[^/?]+$/), save.getByRole('button', { name: 'Save as draft' }).click()]);
      await page.getByRole('heading', { name: title }).first().waitFor();
      await page.getByText('Reviewed by the team.').first().waitFor();
      const documentPath = new URL(page.url()).pathname;
      // The other tab learns of the save without a reload: no second save, the way to the document instead.
      await other.getByTestId('generated-document-open').waitFor();
      assert.equal(await other.getByTestId('generated-document-save').count(), 0);
      await other.getByTestId('generated-document-saved').getByText(`Saved as the document “${title}”.`).waitFor();
      await Promise.all([other.waitForURL((url) => url.pathname === documentPath), other.getByRole('link', { name: 'Open saved document' }).click()]);
      await other.close();
      // Found again later, in Japanese: the generation lists the document it became.
      await page.goto('/ja/documents/generate');
      const row = page.getByTestId('generation-row').filter({ hasText: 'A one-page onboarding guide for new sales staff' }).first();
      await row.getByText('保存済み').waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === `/ja${documentPath}`), row.getByRole('link', { name: '保存したドキュメントを開く' }).click()]);
      await page.getByRole('heading', { name: title }).first().waitFor();
      // And the generation itself opens again from the list, saved.
      await page.goto('/documents/generate');
      await page.getByTestId('generation-row').filter({ hasText: 'A one-page onboarding guide for new sales staff' }).first().getByRole('link', { name: 'A one-page onboarding guide for new sales staff' }).click();
      await page.getByTestId('generated-document-open').waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
  it('deletes a chat from its room, Undo brings it back, and once deleted again it is restored from “Deleted chats” (issue 35)', slowest, async () => {
    const chat = await ensureModel('loopback-chat');
    const message = unique('Plan the team offsite');
    await withSession(browser, async ({ page, pageErrors }) => {
      const roomUrl = await startChat(page, message, chat.displayName);
      const roomId = new URL(roomUrl).searchParams.get('room') ?? '';
      // Deleted once its answer is written (one being written is stopped first).
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
      const title = ((await page.getByTestId('chat-room-title').textContent()) ?? '').trim();
      assert.ok(title.length > 0);
      const room = page.locator(`[data-testid="chat-room"][data-id="${roomId}"]`);
      await room.waitFor();
      const deleteFromRoom = async () => {
        await page.getByTestId('trash-delete-open').click();
        const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
        await dialog.getByText(`Move “${title}” to the trash?`, { exact: false }).waitFor();
        await Promise.all([page.waitForURL((url) => url.pathname === '/new-chat'), dialog.getByRole('button', { name: 'Delete', exact: true }).click()]);
        await dialog.waitFor({ state: 'detached' });
        const notice = page.getByTestId('trash-deleted').filter({ hasText: `${title} was moved to the trash.` });
        await notice.hover();
        return notice;
      };

      const notice = await deleteFromRoom();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/chat-with-ai' && url.searchParams.get('room') === roomId),
        notice.getByRole('button', { name: `Undo deleting ${title}` }).click(),
      ]);
      await page.getByTestId('trash-restored').filter({ hasText: `${title} was restored.` }).waitFor();
      await page.locator('[data-testid="chat-message"][data-author="HUMAN"]').getByText(message).waitFor();
      await room.waitFor();

      await page.goto(roomUrl);
      await page.getByTestId('chat-room-title').filter({ hasText: title }).waitFor();
      await deleteFromRoom();
      await page.goto('/chat-with-ai');
      await room.waitFor({ state: 'detached' });
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.get('type') === 'ChatRoom'),
        page.getByRole('link', { name: 'Deleted chats', exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: 'Deleted chats', level: 1 }).waitFor();
      const row = page.getByTestId('trash-row').filter({ hasText: title });
      await row.getByText('Chat', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${title}` }).click();
      await row.waitFor({ state: 'detached' });
      // Back with its messages, the question and its answer.
      await page.goto(roomUrl);
      await page.locator('[data-testid="chat-message"][data-author="HUMAN"]').getByText(message).waitFor();
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor();
      await room.waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('renames and deletes a chat from the list’s menu without opening it; Undo brings it back (issue 35)', slowest, async () => {
    const chat = await ensureModel('loopback-chat');
    const other = unique('Draft the newsletter');
    const message = unique('Book the venue');
    await withSession(browser, async ({ page, pageErrors }) => {
      const otherId = new URL(await startChat(page, other, chat.displayName)).searchParams.get('room') ?? '';
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
      const roomId = new URL(await startChat(page, message, chat.displayName)).searchParams.get('room') ?? '';
      await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: answerTimeoutMs });
      // The other room, not the open one, is renamed and deleted from its row's menu.
      const row = page.locator('.mantine-Group-root').filter({ has: page.locator(`[data-testid="chat-room"][data-id="${otherId}"]`) }).last();
      const renamed = unique('Newsletter');
      await row.getByTestId('chat-room-menu').click();
      await page.getByTestId('chat-room-menu-rename').click();
      const renameDialog = page.getByRole('dialog', { name: 'Rename chat' });
      await renameDialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
      await renameDialog.getByRole('button', { name: 'Rename', exact: true }).click();
      await renameDialog.waitFor({ state: 'detached' });
      const otherRoom = page.locator(`[data-testid="chat-room"][data-id="${otherId}"]`);
      await otherRoom.filter({ hasText: renamed }).waitFor();
      await row.getByRole('button', { name: `Actions for ${renamed}` }).click();
      await page.getByTestId('chat-room-menu-delete').click();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
      await dialog.getByText(`Move “${renamed}” to the trash?`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await otherRoom.waitFor({ state: 'detached' });
      // The open room stays open.
      assert.equal(new URL(page.url()).searchParams.get('room'), roomId);
      const notice = page.getByTestId('trash-deleted').filter({ hasText: `${renamed} was moved to the trash.` });
      await notice.hover();
      await notice.getByRole('button', { name: `Undo deleting ${renamed}` }).click();
      await otherRoom.filter({ hasText: renamed }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
