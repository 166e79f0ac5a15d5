import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  api,
  apiSignIn,
  bounded,
  closeBrowser,
  closeSession,
  hookTimeout,
  launchBrowser,
  newSession,
  slower,
  subscriptionStarted,
  unique,
  withSession,
} from './support';

/** Browser tests of the Organizations area (issue 13): board, live moves, report, members, stale edits, ja. */

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** The spec's stage ids (§4). */
const stage = { lead: 1, prospect: 2, meetingScheduled: 3, proposalSent: 4, negotiation: 5, contractSent: 6, activeClient: 7, lost: 8, inactive: 9 };

/** A word no other organization contains, so a board filtered by it shows only this test's deals. */
function keyword(): string {
  return `kw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface ApiOrganization {
  id: string;
  name: string;
  version: number;
}

async function createOrganization(name: string, input: Record<string, unknown> = {}): Promise<ApiOrganization> {
  const data = await api<{ createOrganization: { organization: ApiOrganization } }>(
    token,
    'mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id name version } } }',
    { input: { name, ...input } },
  );
  return data.createOrganization.organization;
}

async function moveDeal(organizationId: string, dealStatusId: number): Promise<void> {
  await api(token, 'mutation($input: MoveDealInput!) { moveDeal(input: $input) { organization { id } } }', { input: { organizationId, dealStatusId } });
}

interface ReportRow {
  dealStatus: { statusId: number };
  entered: number;
  advanced: number;
}

async function report(from: Date, to: Date): Promise<Map<number, ReportRow>> {
  const data = await api<{ pipelineReport: { stages: ReportRow[] } }>(
    token,
    'query($from: DateTime, $to: DateTime) { pipelineReport(from: $from, to: $to) { stages { dealStatus { statusId } entered advanced } } }',
    { from: from.toISOString(), to: to.toISOString() },
  );
  return new Map(data.pipelineReport.stages.map((row) => [row.dealStatus.statusId, row]));
}

async function readOrganization(id: string): Promise<{ name: string; website: string; version: number }> {
  const data = await api<{ node: { name: string; website: string; version: number } }>(
    token,
    'query($id: ID!) { node(id: $id) { ... on Organization { name website version } } }',
    { id },
  );
  return data.node;
}

function column(page: Page, statusId: number): Locator {
  return page.locator(`[data-testid="deal-column"][data-status-id="${statusId}"]`);
}

function card(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-testid="deal-card"][data-name="${name}"]`);
}

/** Waits until the column's count (from the server) is `count`. */
async function columnCount(page: Page, statusId: number, count: number): Promise<void> {
  await column(page, statusId).locator(`[data-testid="deal-column-count"][data-count="${count}"]`).waitFor();
}

describe('organizations in a real browser', () => {
  it('creates an organization through the form and sees it in the Lead column with its count and total', slower, async () => {
    const word = keyword();
    const name = `Acme ${word}`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/');
      await page.getByRole('navigation').getByRole('link', { name: 'Organizations' }).click();
      await page.waitForURL((url) => url.pathname === '/organizations');
      await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
      assert.match(await page.title(), /Organizations/);
      // Nine columns in the spec's order.
      await column(page, stage.inactive).waitFor();
      assert.equal(await bounded('columns', page.getByTestId('deal-column').count()), 9);

      await page.getByRole('link', { name: 'New organization' }).click();
      await page.getByRole('heading', { name: 'New Organization', level: 1 }).waitFor();
      assert.match(await page.title(), /New Organization/);
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Website' }).fill('https://acme.example.com');
      await page.getByRole('textbox', { name: 'Deal amount' }).fill('1200000');
      await Promise.all([
        page.waitForURL(/\/organizations\/(?!new)[^/]+$/),
        page.getByRole('button', { name: 'Create organization' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Organization Details', level: 1 }).waitFor();
      await page.getByTestId('organization-name').getByText(name).waitFor();
      await page.getByTestId('organization-deal-status').getByText('Lead').waitFor();

      await page.goto(`/organizations?q=${word}`);
      const lead = column(page, stage.lead);
      await card(lead, name).waitFor();
      await columnCount(page, stage.lead, 1);
      await lead.getByTestId('deal-column-totals').getByText('¥1,200,000').waitFor();
      await card(lead, name).getByTestId('deal-card-value').getByText('¥1,200,000').waitFor();
      await columnCount(page, stage.prospect, 0);

      // The list view shows it too, and Back returns to the board.
      await page.getByText('List', { exact: true }).click();
      await page.waitForURL(/view=list/);
      await page.getByTestId('organization-row').filter({ hasText: name }).waitFor();
      await page.goBack();
      await card(column(page, stage.lead), name).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('moves a card on one page and the other open board shows the move without reloading', slower, async () => {
    const word = keyword();
    const name = `Globex ${word}`;
    await createOrganization(name, { dealAmount: 5000, dealCurrency: 'USD' });
    const first = await newSession(browser);
    const second = await newSession(browser);
    try {
      await first.page.goto(`/organizations?q=${word}`);
      const listening = subscriptionStarted(second, 'organizationsChanged');
      await second.page.goto(`/organizations?q=${word}`);
      await card(column(second.page, stage.lead), name).waitFor();
      await listening;
      await card(column(first.page, stage.lead), name).waitFor();

      // Page A: the card's "Move to…" menu.
      await card(first.page, name).getByRole('button', { name: `Move ${name} to another stage` }).click();
      await first.page.getByRole('menuitem', { name: 'Negotiation' }).click();
      await card(column(first.page, stage.negotiation), name).waitFor();

      // Page B follows, counts and totals from the server.
      await card(column(second.page, stage.negotiation), name).waitFor({ timeout: 5_000 });
      await columnCount(second.page, stage.negotiation, 1);
      await columnCount(second.page, stage.lead, 0);
      await column(second.page, stage.negotiation).getByTestId('deal-column-totals').getByText('$50.00').waitFor();
      await columnCount(first.page, stage.negotiation, 1);

      // A drag with the mouse on page A, from Negotiation to the next column to its left.
      const handle = card(first.page, name).getByTestId('deal-card-handle');
      await handle.scrollIntoViewIfNeeded();
      const from = await bounded('handle box', handle.boundingBox());
      const target = await bounded('column box', column(first.page, stage.proposalSent).boundingBox());
      assert.ok(from && target);
      await first.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await first.page.mouse.down();
      await first.page.mouse.move(from.x + from.width / 2 - 20, from.y + 10, { steps: 5 });
      await first.page.mouse.move(target.x + target.width / 2, target.y + 100, { steps: 15 });
      await first.page.mouse.up();
      await card(column(first.page, stage.proposalSent), name).waitFor();
      await card(column(second.page, stage.proposalSent), name).waitFor({ timeout: 5_000 });
      await columnCount(second.page, stage.proposalSent, 1);
      await columnCount(second.page, stage.negotiation, 0);

      // Neither page reloaded its board.
      assert.equal(first.graphqlRequests.filter((operation) => operation === 'OrganizationsBoardQuery').length, 1);
      assert.equal(second.graphqlRequests.filter((operation) => operation === 'OrganizationsBoardQuery').length, 1);
      assert.deepEqual(first.pageErrors, []);
      assert.deepEqual(second.pageErrors, []);
    } finally {
      await closeSession(first);
      await closeSession(second);
    }
  });

  it('shows a pipeline report whose numbers match the moves made', slower, async () => {
    const before = await report(new Date(Date.now() - 90 * 24 * 3600 * 1000), new Date(Date.now() + 3600 * 1000));
    const word = keyword();
    const won = await createOrganization(`Initech ${word}`);
    const lost = await createOrganization(`Umbrella ${word}`);
    await moveDeal(won.id, stage.prospect);
    await moveDeal(won.id, stage.meetingScheduled);
    await moveDeal(lost.id, stage.lost);
    const now = await report(new Date(Date.now() - 90 * 24 * 3600 * 1000), new Date(Date.now() + 3600 * 1000));
    const delta = (id: number, field: 'entered' | 'advanced') => (now.get(id)?.[field] ?? 0) - (before.get(id)?.[field] ?? 0);
    // The history made here: two leads (one advanced), one prospect (advanced), one meeting, one lost.
    assert.equal(delta(stage.lead, 'entered'), 2);
    assert.equal(delta(stage.lead, 'advanced'), 1);
    assert.equal(delta(stage.prospect, 'entered'), 1);
    assert.equal(delta(stage.prospect, 'advanced'), 1);
    assert.equal(delta(stage.meetingScheduled, 'entered'), 1);
    assert.equal(delta(stage.meetingScheduled, 'advanced'), 0);
    assert.equal(delta(stage.lost, 'entered'), 1);

    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/organizations?view=report');
      await page.getByRole('heading', { name: 'Pipeline report' }).waitFor();
      assert.match(await page.title(), /Pipeline report/);
      await page.getByTestId('pipeline-funnel').waitFor();
      for (const id of [stage.lead, stage.prospect, stage.meetingScheduled, stage.lost]) {
        const row = page.locator(`[data-testid="pipeline-row"][data-status-id="${id}"]`);
        assert.equal((await row.locator('[data-column="entered"]').textContent())?.trim(), String(now.get(id)?.entered));
        assert.equal((await row.locator('[data-column="advanced"]').textContent())?.trim(), String(now.get(id)?.advanced));
      }
      // Another preset is a new URL; Back returns to the first.
      await page.getByText('Last 30 days').click();
      await page.waitForURL(/period=30/);
      await page.locator('[data-testid="pipeline-row"][data-status-id="1"]').waitFor();
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('period='));
      assert.deepEqual(pageErrors, []);
    });
  });

  it('adds a member: an invalid email is refused under the field, a valid one shows in the members table; removed, Undo brings them back', slower, async () => {
    const organization = await createOrganization(unique('Hooli'));
    const email = `jane-${Date.now().toString(36)}@example.com`;
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/organizations/${encodeURIComponent(organization.id)}`);
      await page.getByRole('link', { name: 'Add member' }).click();
      await page.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
      assert.match(await page.title(), /Add Member/);
      await page.getByRole('textbox', { name: 'Name' }).fill('Jane Doe');
      await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await page.getByRole('textbox', { name: 'Title' }).fill('CTO');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByText('Invalid email').waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid'), 'true');

      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await Promise.all([
        page.waitForURL((url) => url.pathname === `/organizations/${organization.id}`),
        page.getByRole('button', { name: 'Add member' }).click(),
      ]);
      const row = page.getByTestId('organization-member').filter({ hasText: 'Jane Doe' });
      await row.waitFor();
      assert.equal(await row.getByRole('link', { name: email }).getAttribute('href'), `mailto:${email}`);
      await row.getByText('CTO').waitFor();

      // Removing is followed by Undo (issue 35), which brings the contact back as they were.
      await row.getByRole('button', { name: 'Remove Jane Doe' }).click();
      await row.waitFor({ state: 'detached' });
      await page.getByText('Jane Doe was removed.').waitFor();
      await page.getByRole('button', { name: 'Undo removing Jane Doe' }).click();
      await page.getByText('Jane Doe is back.').waitFor();
      await row.getByText('CTO').waitFor();
      assert.equal(await row.getByRole('link', { name: email }).getAttribute('href'), `mailto:${email}`);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('a stale edit shows the conflict view; "Save mine anyway" keeps both changes', slower, async () => {
    const organization = await createOrganization(unique('Stark'));
    const mine = unique('Stark Industries');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/organizations/${encodeURIComponent(organization.id)}/update`);
      await page.getByRole('heading', { name: 'Update Organization', level: 1 }).waitFor();
      const nameField = page.getByRole('textbox', { name: 'Name' });
      await page.waitForFunction((expected) => (document.querySelector('input[data-autofocus]') as HTMLInputElement | null)?.value === expected, organization.name);

      // Someone else saves first.
      await api(token, 'mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { id } } }', {
        input: {
          id: organization.id,
          expectedVersion: organization.version,
          name: organization.name,
          description: '',
          website: 'https://stark.example.com',
          tagIds: [],
          ownerId: null,
          dealAmount: 0,
          dealCurrency: 'JPY',
        },
      });
      const theirs = await readOrganization(organization.id);

      await nameField.fill(mine);
      await page.getByRole('button', { name: 'Save changes' }).click();
      const conflict = page.getByTestId('conflict-view');
      await conflict.waitFor();
      await conflict.getByText('Someone else changed this after you opened it').waitFor();
      const row = conflict.getByTestId('conflict-compare').locator('tr[data-field="name"]');
      await row.locator('[data-side="mine"]', { hasText: mine }).waitFor();
      await row.locator('[data-side="theirs"]', { hasText: organization.name }).waitFor();
      assert.deepEqual(await readOrganization(organization.id), theirs);

      await conflict.getByRole('button', { name: 'Save mine anyway' }).click();
      await page.getByText('Organization saved.').waitFor();
      await page.waitForURL((url) => url.pathname === `/organizations/${organization.id}`);
      const saved = await readOrganization(organization.id);
      assert.equal(saved.name, mine);
      assert.equal(saved.website, 'https://stark.example.com');
      assert.equal(saved.version, theirs.version + 1);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('deletes an organization to the trash after asking and restores it, and staff who may not delete are not offered it (issue 37 §3)', slower, async () => {
    const word = keyword();
    const name = `Mistaken ${word}`;
    const organization = await createOrganization(name);
    const path = `/organizations/${encodeURIComponent(organization.id)}`;
    // Staff outside management read the organization but are not offered Delete, on /ja too.
    const role = await api<{ createRole: { role: { roleId: number } } }>(token, 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }', {
      input: { name: unique(`Seller ${word}`), roleCategoryId: 2 },
    });
    const email = `seller-${word}@example.com`;
    await api(token, 'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }', {
      input: { name: unique('Seller'), email, password: 'seller-pass-123', roleIds: [role.createRole.role.roleId] },
    });
    const seller = await apiSignIn(email, 'seller-pass-123');
    await withSession(
      browser,
      async ({ page, pageErrors }) => {
        await page.goto(`/ja${path}`);
        await page.getByRole('heading', { name: '組織の詳細', level: 1 }).waitFor();
        await page.getByTestId('organization-name').getByText(name).waitFor();
        assert.equal(await bounded('delete button', page.getByTestId('trash-delete-open').count()), 0);
        assert.deepEqual(pageErrors, []);
      },
      { token: seller },
    );
    // Management is asked first; the organization then leaves the board for the trash
    // (issue 35), and is restored from it to the stage it was in.
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(path);
      await page.getByTestId('organization-name').getByText(name).waitFor();
      await page.getByTestId('trash-delete-open').click();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
      await dialog.getByText(`Move “${name}” to the trash?`, { exact: false }).waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === '/organizations'), page.getByTestId('trash-delete-confirm').click()]);
      await page.getByTestId('trash-deleted').filter({ hasText: `${name} was moved to the trash.` }).waitFor();
      await page.goto(`/organizations?q=${word}`);
      await column(page, stage.lead).waitFor();
      assert.equal(await bounded('card', card(page, name).count()), 0);
      await page.goto('/trash');
      const row = page.getByTestId('trash-row').filter({ hasText: name });
      await row.getByText('Organization', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Restore ${name}` }).click();
      await row.waitFor({ state: 'detached' });
      await page.goto(`/organizations?q=${word}`);
      await card(page, name).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('works in Japanese at /ja/organizations (「組織」, stage labels from the server)', slower, async () => {
    const word = keyword();
    const name = `株式会社 ${word}`;
    await createOrganization(name, { dealStatusId: stage.negotiation, dealAmount: 300000 });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/ja/organizations?q=${word}`);
      await page.getByRole('heading', { name: '組織', level: 1 }).waitFor();
      assert.match(await page.title(), /組織/);
      await page.getByRole('navigation').getByRole('link', { name: '組織' }).waitFor();
      await column(page, stage.lead).getByTestId('deal-column-label').getByText('リード', { exact: true }).waitFor();
      await column(page, stage.negotiation).getByTestId('deal-column-label').getByText('交渉中', { exact: true }).waitFor();
      await card(column(page, stage.negotiation), name).waitFor();
      await column(page, stage.negotiation).getByText('1 件').waitFor();
      await card(page, name).getByRole('link', { name }).click();
      await page.getByRole('heading', { name: '組織の詳細', level: 1 }).waitFor();
      await page.getByTestId('organization-deal-status').getByText('交渉中').waitFor();
      await page.getByRole('link', { name: '編集' }).click();
      await page.getByRole('heading', { name: '組織を編集', level: 1 }).waitFor();
      await page.goto('/ja/organizations/new');
      await page.getByRole('heading', { name: '新しい組織', level: 1 }).waitFor();
      await page.goto('/ja/organizations?view=report');
      await page.getByRole('heading', { name: 'パイプラインレポート' }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
