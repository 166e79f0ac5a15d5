import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const baseUrl = (process.env.STAFFHUB_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const adminEmail = process.env.STAFFHUB_ADMIN_EMAIL ?? 'admin@example.com';
export const adminPassword = process.env.STAFFHUB_ADMIN_PASSWORD ?? 'admin-pass-123';

/**
 * Every wait in these tests is bounded, so a stuck step fails within seconds and names itself
 * instead of running into the test's timeout (`slow` and the like, below). Playwright's actions
 * and waits (`click`, `waitFor`, `waitForURL`, `goto`, …) use the context's default timeout (`actionTimeoutMs`);
 * the calls Playwright does not bound (`fetch`, `newContext`, `newPage`, `evaluate`, `count`,
 * `cookies`, `close`) go through `bounded`.
 */
export const actionTimeoutMs = 15_000;
/** For `bounded` steps that are not Playwright actions. */
export const stepTimeoutMs = 15_000;
/** Launching or closing chromium can take a while on a loaded machine. */
const browserTimeoutMs = 30_000;
/** For `before`/`after` hooks (node:test gives hooks no timeout by default). */
export const hookTimeout = { timeout: 60_000 };

/**
 * Whole-test timeouts (node:test's `it(name, slow, fn)`), from a flow of a few pages to one that
 * waits on streams, sends or several browsers. A file picks the smallest its slowest test fits.
 */
export const slow = { timeout: 90_000 };
export const slower = { timeout: 120_000 };
export const slowest = { timeout: 180_000 };

/** Resolves like `work`, or rejects with a message naming `step` once `timeoutMs` has passed. */
export async function bounded<T>(step: string, work: Promise<T>, timeoutMs = stepTimeoutMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: did not finish within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's chromium-headless-shell (never a downloaded browser): Chromium's headless build, which
 * Playwright drives by default, at about two thirds of the full browser's time per test. `full`
 * is Debian's chromium, the browser staff use, for tests of the browser's own defences (the XSS
 * tests: a sandboxed frame fetches differently in the shell). Playwright starts it with a fresh
 * temporary profile directory, and every test uses a new browser context.
 */
export async function launchBrowser(kind: 'shell' | 'full' = 'shell'): Promise<Browser> {
  const [variable, fallback, pkg] =
    kind === 'full' ? ['CHROMIUM_FULL_PATH', '/usr/bin/chromium', 'chromium'] : ['CHROMIUM_PATH', '/usr/bin/chromium-headless-shell', 'chromium-headless-shell'];
  const executablePath = process.env[variable] || fallback;
  if (!existsSync(executablePath)) {
    throw new Error(`No browser at ${executablePath}: install Debian's ${pkg} (apt-get install -y ${pkg}) or set ${variable}`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: chromiumArgs,
    timeout: browserTimeoutMs,
  });
}

export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  try {
    await bounded('browser.close()', browser.close(), browserTimeoutMs);
  } catch (error) {
    // A browser that will not close keeps this test process alive (its pipe stays open), and
    // the runner would wait for it forever. Playwright kills its browsers on exit.
    console.error(error);
    process.exit(1);
  }
}

/** POSTs a GraphQL operation; the request and reading its answer are bounded together. */
async function postGraphQL<T>(step: string, headers: Record<string, string>, query: string, variables: Record<string, unknown>): Promise<T> {
  const send = async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(stepTimeoutMs),
    });
    return (await response.json()) as { data?: T | null; errors?: { message: string }[] };
  };
  const body = await bounded(step, send());
  if (!body.data) throw new Error(`${step} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Signs in through the API (not the UI) and returns a fresh access token. */
export async function apiSignIn(email = adminEmail, password = adminPassword): Promise<string> {
  const data = await postGraphQL<{ signIn: { accessToken: string } }>(
    `API sign-in as ${email}`,
    {},
    'mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }',
    { input: { email, password } },
  );
  return data.signIn.accessToken;
}

/** Calls the GraphQL API directly with a token. */
export async function api<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return postGraphQL<T>(`GraphQL call ${query.slice(0, 60)}`, { 'access-token': token }, query, variables);
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far. */
  pageErrors: Error[];
  /** Every WebSocket message the page sent (graphql-ws frames). */
  sentFrames: string[];
  /** The operation name of every GraphQL request (POST /graphql) the page sent. */
  graphqlRequests: string[];
}

/** Options for a new browser context: the app's locale and viewport, optionally a stored token. */
export function contextOptions(token: string | null, locale = 'en-US') {
  return {
    baseURL: baseUrl,
    locale,
    viewport: { width: 1280, height: 900 },
    // As a user who asks for less motion (the app then skips its transitions): on two shared
    // cores, every animation frame is time taken from the server and the other shard.
    reducedMotion: 'reduce' as const,
    storageState: token
      ? { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'access_token', value: token }] }] }
      : undefined,
  };
}

/** A GraphQL request body's operation name (JSON or multipart), for readable assertions. */
function operationName(body: string | null): string {
  return /"operationName"\s*:\s*"([^"]+)"/.exec(body ?? '')?.[1] ?? (body ?? '').slice(0, 80);
}

/**
 * A new, isolated browser context; signed in (token in local storage) as the admin unless
 * `signedIn` is false, or with `token` when one is given.
 */
export async function newSession(browser: Browser, signedIn = true, token?: string): Promise<Session> {
  const stored = token ?? (signedIn ? await apiSignIn() : null);
  const context = await bounded('browser.newContext()', browser.newContext(contextOptions(stored)));
  context.setDefaultTimeout(actionTimeoutMs);
  const page = await bounded('context.newPage()', context.newPage());
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const sentFrames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      sentFrames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'));
    });
  });
  const graphqlRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') graphqlRequests.push(operationName(request.postData()));
  });
  return { context, page, pageErrors, sentFrames, graphqlRequests };
}

/**
 * Closes a session's browser context, bounded. Close only a settled page: chromium does not
 * answer a context (or page) close that races a cross-document navigation still in flight
 * (for example a `location.assign` whose document has not committed yet), and the close then
 * waits until the whole browser closes.
 */
export async function closeSession(session: Pick<Session, 'context'>): Promise<void> {
  await bounded(
    'browserContext.close() (was a navigation still in flight?)',
    session.context.close(),
  );
}

/**
 * Runs `body` in a new session and closes the session afterwards. If `body` fails, its error is
 * the one reported (a failed close is only logged), so a cleanup problem never hides the cause.
 */
export async function withSession<T>(
  browser: Browser,
  body: (session: Session) => Promise<T>,
  options: { signedIn?: boolean; token?: string } = {},
): Promise<T> {
  const session = await newSession(browser, options.signedIn ?? true, options.token);
  let result: T;
  try {
    result = await body(session);
  } catch (error) {
    await closeSession(session).catch((closeError: unknown) => console.error('while closing after a failure:', closeError));
    throw error;
  }
  await closeSession(session);
  return result;
}

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Creates a task through the UI and returns its detail page URL. */
export async function createTaskInUi(page: Page, title: string, description = ''): Promise<string> {
  await page.goto('/tasks/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  if (description) {
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
  }
  await Promise.all([
    page.waitForURL(/\/tasks\/(?!new)[^/]+$/),
    page.getByRole('button', { name: 'Create task' }).click(),
  ]);
  await page.getByRole('heading', { name: title }).waitFor();
  return page.url();
}

/** The signed-in admin's display name. */
export async function profileName(): Promise<string> {
  const token = await apiSignIn();
  const data = await api<{ profile: { name: string } }>(token, '{ profile { name } }');
  return data.profile.name;
}

/** What `fn` returns in the page, bounded (`page.evaluate` has no timeout of its own). */
export async function evaluate<T>(page: Page, step: string, fn: () => T): Promise<T> {
  return bounded(`page.evaluate: ${step}`, page.evaluate(fn));
}

/**
 * Resolves once the page sends a graphql-ws `subscribe` message for `operation` (and a moment
 * has passed for the server to register it). Call before the navigation that mounts it.
 */
export function subscriptionStarted(session: Session, operation: string, timeoutMs = 15_000): Promise<void> {
  const from = session.sentFrames.length;
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      const sent = session.sentFrames.slice(from).some((text) => text.includes('"subscribe"') && text.includes(operation));
      if (sent) setTimeout(resolve, 500);
      else if (Date.now() > deadline) reject(new Error(`no ${operation} subscription was sent within ${timeoutMs} ms`));
      else setTimeout(poll, 100);
    };
    poll();
  });
}

/**
 * A keyboard drag with dnd-kit's keyboard sensor: Space on `handle`, `key` pressed `times`, Space
 * to drop. Each step waits for what the page says rather than for a fixed time, so a loaded
 * machine cannot drop before the pick-up took or before the move reached its target: the handle
 * becomes aria-pressed once the drag started (the sensor then listens for keys after a tick),
 * and each arrow and the drop wait until the drag's live region announces something new.
 */
export async function keyboardDrag(page: Page, handle: Locator, key: string, times = 1): Promise<void> {
  const region = page.locator('[id^="DndLiveRegion-"]');
  const announced = async () => (await region.allInnerTexts()).join('\n');
  const pressed = async () => (await handle.getAttribute('aria-pressed')) === 'true';
  const until = async (step: string, done: () => Promise<boolean>) =>
    bounded(
      step,
      (async () => {
        while (!(await done())) await page.waitForTimeout(50);
      })(),
    );
  // The region speaks more than once per step (picked up, then over its own place): a step is
  // taken once its text has held still for a moment.
  const settled = async (step: string) => {
    let last = await announced();
    let since = Date.now();
    await until(step, async () => {
      const now = await announced();
      if (now !== last) [last, since] = [now, Date.now()];
      return Date.now() - since >= 250;
    });
    return last;
  };
  await handle.focus();
  await page.keyboard.press('Space');
  await until('the drag starts', pressed);
  let before = await settled('the pick-up is announced');
  for (let n = 0; n < times; n += 1) {
    await page.keyboard.press(key);
    await until(`the drag moves (${key})`, async () => (await announced()) !== before);
    before = await settled(`the move is announced (${key})`);
  }
  // The drop is announced too; the handle is not asked again, as its name may follow its new
  // place ("step 1" once moved up).
  await page.keyboard.press('Space');
  await until('the drop is announced', async () => (await announced()) !== before);
  await settled('the drop is announced');
}
