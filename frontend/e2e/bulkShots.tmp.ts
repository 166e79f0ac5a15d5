// Temporary (bulk-edit helper's screenshots); deleted after use.
import { after, before, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { api, apiSignIn, closeBrowser, contextOptions, launchBrowser, unique } from './support';

let browser: Browser;
let token: string;
before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
});
after(async () => closeBrowser(browser));

it('shots', { timeout: 120_000 }, async () => {
  const word = unique('Shot').replace(' ', '');
  const statuses = await api<{ issueStatuses: { edges: { node: { id: string } }[] } }>(token, '{ issueStatuses(first: 5) { edges { node { id } } } }');
  for (const n of [1, 2, 3, 4]) {
    await api(token, 'mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }', { input: { title: `${word} issue ${n}`, statusId: statuses.issueStatuses.edges[0].node.id } });
  }
  for (const [name, viewport, locale] of [['desk', { width: 1280, height: 900 }, 'en-US'], ['phone', { width: 390, height: 844 }, 'ja-JP']] as const) {
    const context = await browser.newContext({ ...contextOptions(token, locale), viewport });
    const page = await context.newPage();
    const prefix = locale === 'ja-JP' ? '/ja' : '';
    await page.goto(`${prefix}/issues?q=${word}`);
    await page.getByTestId('issue-row').first().waitFor();
    await page.screenshot({ path: `/tmp/shot-${name}-0.png` });
    const boxes = page.getByTestId('list-select-row');
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    const bar = page.getByTestId('list-selection-bar');
    await bar.getByTestId('bulk-field').click();
    await page.getByRole('option').nth(0).click();
    const to = locale === 'ja-JP' ? '変更後' : 'To';
    await bar.getByRole('textbox', { name: to, exact: true }).or(bar.getByRole('combobox', { name: to, exact: true })).first().click();
    await page.getByRole('option').nth(1).click();
    await page.screenshot({ path: `/tmp/shot-${name}-1.png`, fullPage: true });
    const ids = await api<{ issues: { edges: { node: { id: string; title: string } }[] } }>(token, 'query($f: IssueFilter) { issues(first: 10, filter: $f) { edges { node { id title } } } }', { f: { keyword: word } });
    const second = ids.issues.edges.find((edge) => edge.node.title.endsWith('issue 3'));
    if (second) await api(token, 'mutation($input: ChangeIssuePriorityInput!) { changeIssuePriority(input: $input) { issue { id } } }', { input: { id: second.node.id, priorityId: name === 'desk' ? 1 : 3 } });
    await bar.getByTestId('bulk-apply').click();
    await page.locator('[data-testid="bulk-result"][data-status="DONE"]').waitFor();
    await page.screenshot({ path: `/tmp/shot-${name}-2.png`, fullPage: true });
    await page.getByTestId('bulk-undo').click();
    await page.locator('[data-testid="bulk-undo-result"][data-status="DONE"]').waitFor();
    await page.screenshot({ path: `/tmp/shot-${name}-3.png`, fullPage: true });
    await context.close();
  }
});
