import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = (process.env.STAFFHUB_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const adminEmail = process.env.STAFFHUB_ADMIN_EMAIL ?? 'admin@example.com';
export const adminPassword = process.env.STAFFHUB_ADMIN_PASSWORD ?? 'admin-pass-123';

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
 * Debian's chromium (never a downloaded browser), headless. Playwright starts it with a fresh
 * temporary profile directory, and every test uses a new browser context.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No browser at ${executablePath}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: chromiumArgs,
  });
}

export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await browser?.close();
}

/** Signs in through the API (not the UI) and returns a fresh access token. */
export async function apiSignIn(email = adminEmail, password = adminPassword): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }',
      variables: { input: { email, password } },
    }),
  });
  const body = (await response.json()) as { data?: { signIn: { accessToken: string } }; errors?: { message: string }[] };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return body.data.signIn.accessToken;
}

/** Calls the GraphQL API directly with a token. */
export async function api<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far. */
  pageErrors: Error[];
  /** Every WebSocket message the page sent (graphql-ws frames). */
  sentFrames: string[];
}

/** A new, isolated browser context; signed in (token in local storage) unless `signedIn` is false. */
export async function newSession(browser: Browser, signedIn = true): Promise<Session> {
  const token = signedIn ? await apiSignIn() : null;
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    storageState: token
      ? { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'access_token', value: token }] }] }
      : undefined,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const sentFrames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      sentFrames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'));
    });
  });
  return { context, page, pageErrors, sentFrames };
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
  await page.getByRole('button', { name: 'Create task' }).click();
  await page.waitForURL(/\/tasks\/(?!new)[^/]+$/);
  await page.getByRole('heading', { name: title }).waitFor();
  return page.url();
}

/** The signed-in admin's display name. */
export async function profileName(): Promise<string> {
  const token = await apiSignIn();
  const data = await api<{ profile: { name: string } }>(token, '{ profile { name } }');
  return data.profile.name;
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
      else if (Date.now() > deadline) reject(new Error(`no ${operation} subscription was sent`));
      else setTimeout(poll, 100);
    };
    poll();
  });
}
