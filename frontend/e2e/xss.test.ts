/**
 * Every vector of the OWASP XSS filter-evasion cheat sheet (e2e/data/xss-vectors.json) in every
 * markdown field the app renders, rendered in Chromium: nothing executes (issue 19, "Markdown and
 * HTML"), and, as HTML, in an email template (whose preview is a sandboxed frame). The entities
 * are made through the API as the admin; each screen is opened once per chunk of vectors.
 *
 * What counts as "executed": a trap installed before the app's own script (alert, confirm,
 * prompt, print, open, document.write), a dialog, an uncaught page error (a vector's script
 * running and throwing, e.g. on `XSS` being undefined), the page navigating away, or a request
 * for a script, frame, stylesheet or object. After render, the markdown's DOM must hold nothing
 * that could run later (`findUnsafeMarkup`: no script or frame elements, no on* attributes, no
 * javascript:/vbscript:/data:text/html URLs, no CSS expressions, no meta refresh, no forms).
 * The unit test `src/modules/markdown/xssVectors.test.ts` runs each vector alone; this one proves
 * the screens all go through the same sanitizer, in a real browser's parser.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findUnsafeMarkup } from '@/modules/markdown/findUnsafeMarkup';
import { api, apiSignIn, baseUrl, bounded, closeBrowser, contextOptions, hookTimeout, launchBrowser, slowest, unique, actionTimeoutMs } from './support';

interface Vector {
  section: string;
  vector: string;
}

const data = JSON.parse(readFileSync(new URL('./data/xss-vectors.json', import.meta.url), 'utf8')) as { vectors: Vector[] };

// Text with a NUL is invalid input to the server (PostgreSQL cannot store it), so the one vector
// with a NUL goes without it here; the unit test renders it as is.
const vectors = data.vectors.map((entry) => entry.vector.replaceAll('\u0000', ''));

/**
 * Between two vectors: closes whatever a vector may leave open (a comment, a raw-text element,
 * an attribute's quotes), so the next one starts in plain HTML again, then a marker that must
 * show in the rendered text (so nothing was swallowed).
 */
const marker = (n: number) => `xss-vector-${n}-end`;
const separator = (n: number) =>
  `\n\n<i x='"'></i>--></script></style></textarea></title></xmp></iframe></noembed></noframes></noscript>\n\n${marker(n)}\n\n`;

/** The vectors cut into markdown documents of at most `maxChars` characters, in order. */
function chunks(maxChars: number): Chunk[] {
  const out: Chunk[] = [];
  let current: Chunk = { source: '', first: 1, last: 0 };
  vectors.forEach((vector, index) => {
    const piece = `${vector}${separator(index + 1)}`;
    if (current.source && current.source.length + piece.length > maxChars) {
      out.push(current);
      current = { source: '', first: index + 1, last: index };
    }
    current.source += piece;
    current.last = index + 1;
  });
  out.push(current);
  return out;
}

// Most markdown fields hold 20,000 characters; documents and application pages hold more.
const small = chunks(19_000);
const whole = chunks(200_000);

let browser: Browser;
let token: string;

before(async () => {
  // The browser staff use: what a sandboxed frame fetches is part of what this file checks.
  browser = await launchBrowser('full');
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/**
 * Runs before any of the page's own script: records every way a vector could show it ran. A
 * string, not a function, so nothing the test's compiler adds to functions reaches the page.
 */
const traps = `(() => {
  // Chromium may run an init script twice in one window (seen once in a fresh-clone run: the
  // second definition threw 'Cannot redefine property: __xss' as a page error); once is enough.
  if (Object.prototype.hasOwnProperty.call(window, '__xss')) return;
  const hits = [];
  Object.defineProperty(window, '__xss', { value: hits });
  const trap = (name) => function () {
    hits.push(name + '(' + Array.from(arguments).map(String).join(', ').slice(0, 80) + ')');
    return name === 'confirm' ? false : null;
  };
  for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) {
    Object.defineProperty(window, name, { value: trap(name), writable: false, configurable: false });
  }
  document.write = trap('document.write');
  document.writeln = trap('document.writeln');
})();`;

interface Watch {
  page: Page;
  pageErrors: string[];
  dialogs: string[];
  foreign: string[];
  navigations: string[];
}

/** A signed-in page with the traps, external requests blocked and recorded. */
async function watchedPage(context: BrowserContext): Promise<Watch> {
  await context.addInitScript({ content: traps });
  const origin = new URL(baseUrl).origin;
  const foreign: string[] = [];
  // No test reaches the internet: a request anywhere else is answered here (refused), and
  // recorded by type so a script, frame or stylesheet a vector pulled in fails the test.
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      foreign.push(`${route.request().resourceType()} ${route.request().url().slice(0, 100)}`);
      return route.abort();
    },
  );
  const page = await bounded('context.newPage()', context.newPage());
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  const navigations: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return { page, pageErrors, dialogs, foreign, navigations };
}

/** Resource types that would mean a vector loaded active content. */
const activeTypes = /^(script|document|stylesheet|object|embed|xhr|fetch|websocket|eventsource|manifest|other) /;

interface Chunk {
  source: string;
  first: number;
  last: number;
}

/**
 * Opens `path` (then `reveal`, for content behind a click), waits until the markdown shows the
 * last marker of every chunk on the screen, gives handlers that fire on load or after a moment
 * their chance, and asserts that nothing ran, nothing was swallowed and nothing unsafe is in
 * the DOM.
 */
async function assertInert(watch: Watch, what: string, path: string, shown: Chunk[], reveal?: (page: Page) => Promise<void>): Promise<void> {
  const { page } = watch;
  watch.navigations.length = 0;
  watch.foreign.length = 0;
  await page.goto(path);
  if (reveal) await reveal(page);
  const bodies = page.getByTestId('markdown-body');
  for (const chunk of shown) {
    await bodies.filter({ hasText: marker(chunk.last) }).first().waitFor({ timeout: 30_000 });
  }
  // Image error and load events, a meta refresh of 0 s, timers a vector might set.
  await page.waitForTimeout(1_500);
  const text = (await bounded(`${what}: markdown texts`, bodies.allTextContents())).join('\n');
  const missing = shown.flatMap((chunk) => vectors.map((_, index) => index + 1).filter((n) => n >= chunk.first && n <= chunk.last && !text.includes(marker(n))));
  assert.deepEqual(missing, [], `${what}: the markers after these vectors are not rendered (swallowed?)`);
  const unsafe = await bounded(
    `${what}: DOM check`,
    bodies.evaluateAll((elements, source) => {
      const check = new Function(`return (${source})`)() as (root: ParentNode) => string[];
      return elements.flatMap((element) => check(element));
    }, findUnsafeMarkup.toString()),
  );
  assert.deepEqual(unsafe, [], `${what}: unsafe markup in the rendered markdown`);
  // React never writes on* attributes, so none may be anywhere on the page.
  const handlers = await bounded(
    `${what}: event handler attributes`,
    page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
          .map((attribute) => `<${element.localName}> ${attribute.name}`),
      ),
    ),
  );
  assert.deepEqual(handlers, [], `${what}: event handler attributes on the page`);
  const hits = await bounded(`${what}: traps`, page.evaluate(() => (window as unknown as { __xss: string[] }).__xss.slice()));
  assert.deepEqual(hits, [], `${what}: a vector ran`);
  assert.deepEqual(watch.dialogs, [], `${what}: a dialog opened`);
  assert.deepEqual(watch.pageErrors, [], `${what}: an uncaught error (a script ran?)`);
  assert.deepEqual(watch.foreign.filter((request) => activeTypes.test(request)), [], `${what}: active content requested from elsewhere`);
  const at = new URL(page.url());
  assert.equal(at.pathname + at.search, path, `${what}: the page navigated away`);
  assert.ok(
    watch.navigations.every((url) => url.startsWith(baseUrl)),
    `${what}: navigated to ${watch.navigations.join(', ')}`,
  );
}

async function create<T>(query: string, input: Record<string, unknown>): Promise<T> {
  return api<T>(token, query, { input });
}

describe('OWASP XSS filter-evasion vectors in every markdown field, in Chromium', () => {
  let context: BrowserContext;
  let watch: Watch;

  before(async () => {
    context = await bounded('browser.newContext()', browser.newContext(contextOptions(token)));
    context.setDefaultTimeout(actionTimeoutMs);
    watch = await watchedPage(context);
  }, hookTimeout);

  after(async () => {
    await bounded('context.close()', context.close());
  }, hookTimeout);

  it('the vectors are all there and fit the fields', () => {
    assert.ok(vectors.length > 300);
    assert.ok(small.every((chunk) => chunk.source.length <= 20_000));
    assert.equal(small[small.length - 1].last, vectors.length);
    assert.equal(whole.length, 1);
  });

  it('task descriptions', slowest, async () => {
    for (const chunk of small) {
      const data = await create<{ createTask: { task: { id: string } } }>('mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
        title: unique('XSS task'),
        description: chunk.source,
      });
      await assertInert(watch, `task (vectors ${chunk.first}–${chunk.last})`, `/tasks/${encodeURIComponent(data.createTask.task.id)}`, [chunk]);
    }
  });

  it('project descriptions', slowest, async () => {
    for (const chunk of small) {
      const data = await create<{ createProject: { project: { id: string } } }>('mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
        name: unique('XSS project'),
        description: chunk.source,
      });
      await assertInert(watch, `project (vectors ${chunk.first}–${chunk.last})`, `/projects/${encodeURIComponent(data.createProject.project.id)}`, [chunk]);
    }
  });

  it('organization descriptions', slowest, async () => {
    for (const chunk of small) {
      const data = await create<{ createOrganization: { organization: { id: string } } }>(
        'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }',
        { name: unique('XSS organization'), description: chunk.source },
      );
      await assertInert(watch, `organization (vectors ${chunk.first}–${chunk.last})`, `/organizations/${encodeURIComponent(data.createOrganization.organization.id)}`, [chunk]);
    }
  });

  it('document bodies', slowest, async () => {
    const data = await create<{ createDocument: { document: { id: string } } }>('mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }', {
      title: unique('XSS document'),
      body: whole[0].source,
    });
    await assertInert(watch, 'document', `/documents/${encodeURIComponent(data.createDocument.document.id)}`, whole);
  });

  it("application descriptions and a page's content (in the markdown editor's preview)", slowest, async () => {
    const project = await create<{ createProject: { project: { id: string } } }>('mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }', {
      name: unique('XSS applications'),
    });
    const projectId = project.createProject.project.id;
    let applicationId = '';
    for (const chunk of small) {
      const data = await create<{ createApplication: { application: { id: string } } }>(
        'mutation($input: CreateApplicationInput!) { createApplication(input: $input) { application { id } } }',
        { projectId, applicationName: unique('XSS application'), description: chunk.source },
      );
      applicationId = data.createApplication.application.id;
      await assertInert(watch, `application (vectors ${chunk.first}–${chunk.last})`, `/applications/${encodeURIComponent(applicationId)}`, [chunk]);
    }
    const node = await create<{ createApplicationNode: { node: { id: string } } }>(
      'mutation($input: CreateApplicationNodeInput!) { createApplicationNode(input: $input) { node { id } } }',
      { applicationId, tree: 'PAGES', kind: 'LEAF', name: unique('XSS page'), content: whole[0].source },
    );
    const path = `/applications/${encodeURIComponent(applicationId)}/pages/${encodeURIComponent(node.createApplicationNode.node.id)}`;
    await assertInert(watch, 'application page content (editor preview)', path, whole, async (page) => {
      await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
      await page.getByTestId('markdown-preview').waitFor();
    });
  });

  it('issue descriptions and comments', slowest, async () => {
    const [first, ...rest] = small;
    const issue = await create<{ createIssue: { issue: { id: string } } }>('mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', {
      title: unique('XSS issue'),
      description: first.source,
    });
    const issueId = issue.createIssue.issue.id;
    for (const chunk of rest) {
      await create('mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) { comment { id } } }', { issueId, body: chunk.source });
    }
    await assertInert(
      watch,
      'issue description and comments',
      `/issues/${encodeURIComponent(issueId)}`,
      small,
    );
  });

  it('questions and answers', slowest, async () => {
    const ids: string[] = [];
    for (let index = 0; index < small.length; index += 2) {
      const asked = await create<{ askQuestion: { question: { id: string } } }>('mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }', {
        scope: 'INTERNAL',
        title: unique('XSS question'),
        body: small[index].source,
      });
      const id = asked.askQuestion.question.id;
      ids.push(id);
      if (small[index + 1]) {
        await create('mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id } } }', { id, answer: small[index + 1].source });
      }
    }
    await assertInert(watch, 'question bodies and answers', '/internal-qas', small, async (page) => {
      for (const id of ids) {
        const item = page.locator(`[data-question-id="${id}"]`);
        await item.getByRole('button', { name: 'Show details' }).click();
      }
    });
  });

  it('agent instructions', slowest, async () => {
    const categories = await api<{ roleCategories: { roleCategoryId: number }[] }>(token, '{ roleCategories { roleCategoryId } }');
    const role = await create<{ createAgentRole: { agentRole: { id: string } } }>('mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }', {
      name: unique('XSS role'),
      roleCategoryId: categories.roleCategories[0].roleCategoryId,
    });
    for (const chunk of small) {
      const agent = await create<{ createAgent: { agent: { id: string } } }>('mutation($input: CreateAgentInput!) { createAgent(input: $input) { agent { id } } }', {
        name: unique('XSS agent'),
        instruction: chunk.source,
        roleId: role.createAgentRole.agentRole.id,
      });
      await assertInert(watch, `agent (vectors ${chunk.first}–${chunk.last})`, `/agents/${encodeURIComponent(agent.createAgent.agent.id)}`, [chunk]);
    }
  });

  it('email template HTML (not markdown: shown only in a sandboxed frame, so nothing in it runs)', slowest, async () => {
    const template = await create<{ createEmailTemplate: { emailTemplate: { id: string } } }>(
      'mutation($input: CreateEmailTemplateInput!) { createEmailTemplate(input: $input) { emailTemplate { id } } }',
      { name: unique('XSS template'), subject: 'Vectors', html: vectors.join('\n'), status: 'DRAFT' },
    );
    const { page } = watch;
    const path = `/email-templates/${encodeURIComponent(template.createEmailTemplate.emailTemplate.id)}`;
    const foreignBefore = watch.foreign.length;
    await page.goto(path);
    const frame = page.getByTestId('email-preview-frame');
    await frame.waitFor();
    await page.waitForTimeout(1_500);
    // The whole defence: an empty sandbox (no allow-scripts, no same origin, no forms, no top
    // navigation). The frame's HTML is the template as written, vectors and all.
    assert.equal(await frame.getAttribute('sandbox'), '');
    assert.match((await frame.getAttribute('srcdoc')) ?? '', /<SCRIPT/i);
    const hits = await bounded('email: traps', page.evaluate(() => (window as unknown as { __xss: string[] }).__xss.slice()));
    assert.deepEqual(hits, []);
    assert.deepEqual(watch.dialogs, []);
    assert.deepEqual(watch.pageErrors, []);
    // A sandboxed frame may still fetch images, stylesheets and documents for nested frames
    // (which inherit the sandbox); never a script.
    assert.deepEqual(
      watch.foreign.slice(foreignBefore).filter((request) => request.startsWith('script ')),
      [],
    );
    assert.equal(new URL(page.url()).pathname, path);
    // Leave the app so nothing the frame still loads is counted against the next screen.
    await page.goto('about:blank');
  });

  it("AI chat answers (the loopback echo model streams the message back as the answer's markdown)", slowest, async () => {
    const model = await create<{ createAiModel: { aiModel: { id: string } } }>('mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id } } }', {
      provider: 'loopback',
      modelName: 'loopback-echo',
      displayName: unique('XSS echo'),
      maxTokens: 64_000,
    });
    for (const chunk of small) {
      const started = await create<{ startChat: { chatRoom: { id: string } } }>('mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }', {
        message: chunk.source,
        aiModelId: model.createAiModel.aiModel.id,
        title: unique('XSS chat'),
      });
      const roomId = started.startChat.chatRoom.id;
      await assertInert(watch, `chat answer (vectors ${chunk.first}–${chunk.last})`, `/chat-with-ai?room=${encodeURIComponent(roomId)}`, [chunk], async (page) => {
        await page.locator('[data-testid="chat-message"][data-author="AI"][data-status="COMPLETED"]').waitFor({ timeout: 90_000 });
      });
    }
  });
});
