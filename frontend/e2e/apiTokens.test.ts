import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { actionTimeoutMs, api, apiSignIn, baseUrl, bounded, closeBrowser, contextOptions, hookTimeout, launchBrowser, slow, unique } from './support';

/**
 * Personal API tokens (issue 34 §3): an employee makes one on "API tokens", sees its secret once,
 * uses it as `Authorization: Bearer`, and revokes it; in en and ja.
 */

let browser: Browser;
let token: string;
let me: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  me = (await api<{ profile: { employeeId: string } }>(token, '{ profile { employeeId } }')).profile.employeeId;
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** POST /graphql with the token as a bearer: the status and the body. */
async function asBearer(secret: string, query: string): Promise<{ status: number; body: { data?: unknown; errors?: { extensions?: { code?: string } }[] } }> {
  const response = await bounded(
    'POST /graphql as a bearer',
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query }),
    }),
  );
  return { status: response.status, body: (await response.json()) as never };
}

async function freshPage<T>(locale: string, body: (page: Page) => Promise<T>): Promise<T> {
  const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, locale)));
  context.setDefaultTimeout(actionTimeoutMs);
  try {
    const page = await context.newPage();
    return await body(page);
  } finally {
    await context.close();
  }
}

/** Makes a read-write token named `name` on the page and returns the secret the dialog showed once. */
async function createToken(page: Page, name: string): Promise<string> {
  await page.getByTestId('api-token-create').click();
  const form = page.getByTestId('api-token-form');
  await form.getByTestId('api-token-name').fill(name);
  await form.getByTestId('api-token-scope').locator('label').nth(1).click();
  await form.getByTestId('api-token-submit').click();
  const secret = (await page.getByTestId('api-token-secret').innerText()).trim();
  assert.match(secret, /^shp_[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('api-token-secret-done').click();
  await page.getByTestId('api-token-secret').waitFor({ state: 'detached' });
  return secret;
}

async function revoke(page: Page, name: string): Promise<void> {
  const row = page.locator(`[data-testid="api-token-row"][data-name="${name}"]`);
  await row.getByTestId('api-token-revoke').click();
  await page.getByTestId('api-token-revoke-confirm').click();
}

describe('API tokens', () => {
  for (const { locale, path, title, active, revoked } of [
    { locale: 'en-US', path: '/settings/api-tokens', title: 'API tokens', active: 'Active', revoked: 'Revoked' },
    { locale: 'ja-JP', path: '/ja/settings/api-tokens', title: 'APIトークン', active: '有効', revoked: '失効済み' },
  ]) {
    it(`are made, shown once, used as a bearer and revoked (${locale})`, slow, async () => {
      await freshPage(locale, async (page) => {
        await page.goto(path);
        await page.getByRole('heading', { name: title }).waitFor();
        const name = unique('Script');
        const secret = await createToken(page, name);

        // Listed with its visible start; the secret itself is on the page no more.
        const row = page.locator(`[data-testid="api-token-row"][data-name="${name}"]`);
        await row.getByTestId('api-token-status').filter({ hasText: active }).waitFor();
        assert.ok((await row.innerText()).includes(secret.slice(0, 10)));
        assert.ok(!(await page.content()).includes(secret));

        // It acts as its owner.
        const used = await asBearer(secret, '{ profile { employeeId } }');
        assert.equal(used.status, 200);
        assert.deepEqual(used.body.data, { profile: { employeeId: me } });

        // Revoked: the row says so, and the token is refused with its code.
        await revoke(page, name);
        await row.getByTestId('api-token-status').filter({ hasText: revoked }).waitFor();
        const refused = await asBearer(secret, '{ profile { employeeId } }');
        assert.equal(refused.status, 401);
        assert.equal(refused.body.errors?.[0]?.extensions?.code, '102.U001.003');

        // After a reload the list still shows it revoked, and no secret anywhere.
        await page.reload();
        await row.getByTestId('api-token-status').filter({ hasText: revoked }).waitFor();
        assert.ok(!(await page.content()).includes(secret));
      });
    });
  }

  it('an admin sees a member’s tokens on their profile and revokes one', slow, async () => {
    const email = `tokens-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = 'tokens-pass-123';
    const made = await api<{ createEmployee: { employee: { id: string } } }>(
      token,
      'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }',
      { input: { name: unique('Scripter'), email, password, roleIds: [] } },
    );
    const theirs = await apiSignIn(email, password);
    const name = unique('Their script');
    const created = await api<{ createApiToken: { secret: string } }>(theirs, 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', {
      input: { name, scope: 'READ' },
    });
    const secret = created.createApiToken.secret;
    await freshPage('en-US', async (page) => {
      await page.goto(`/members/${made.createEmployee.employee.id}`);
      const row = page.locator(`[data-testid="api-token-row"][data-name="${name}"]`);
      await row.getByTestId('api-token-status').filter({ hasText: 'Active' }).waitFor();
      await revoke(page, name);
      await row.getByTestId('api-token-status').filter({ hasText: 'Revoked' }).waitFor();
    });
    const refused = await asBearer(secret, '{ profile { employeeId } }');
    assert.equal(refused.status, 401);
    assert.equal(refused.body.errors?.[0]?.extensions?.code, '102.U001.003');
  });
});
