import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, closeSession, hookTimeout, launchBrowser, newSession, slower, subscriptionStarted, unique, withSession } from './support';

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

function questionItem(page: Page, title: string): Locator {
  return page.getByTestId('question-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('the internal Q&A board in a real browser', () => {
  it('a user asks, answers and closes a question, and a second page sees the new question live', slower, async () => {
    const title = unique('How do I book a meeting room?');
    const asker = await newSession(browser);
    const watcher = await newSession(browser);
    try {
      const listening = subscriptionStarted(watcher, 'questionsChanged');
      await watcher.page.goto('/internal-qas');
      await watcher.page.getByRole('heading', { name: 'Internal Q&A', level: 1 }).waitFor();
      await listening;

      const { page } = asker;
      await page.goto('/');
      await page.getByRole('navigation').getByRole('link', { name: 'Internal Q&A' }).click();
      await page.waitForURL((url) => url.pathname === '/internal-qas');
      const form = page.getByRole('region', { name: 'Ask a question' });
      await form.getByRole('textbox', { name: 'Title' }).fill(title);
      await form.getByRole('textbox', { name: 'Body' }).fill('Is there a **calendar**?');
      await form.getByRole('button', { name: 'Ask', exact: true }).click();
      const item = questionItem(page, title);
      await item.getByTestId('question-status').getByText('Processing').waitFor();
      // The form empties once the mutation completes (the live notice may list it first).
      await form.locator('input[value=""]').first().waitFor();
      assert.equal(await form.getByRole('textbox', { name: 'Title' }).inputValue(), '');

      // The other page got it through the subscription, without a reload.
      const seen = questionItem(watcher.page, title);
      await seen.waitFor({ timeout: 20_000 });

      await item.getByRole('button', { name: 'Show details' }).click();
      await item.locator('strong', { hasText: 'calendar' }).waitFor();
      await item.getByRole('textbox', { name: 'Answer' }).fill('Use the shared calendar.');
      await item.getByRole('button', { name: 'Post answer' }).click();
      await item.getByTestId('question-status').getByText('Answered').waitFor();
      await seen.getByTestId('question-status').getByText('Answered').waitFor({ timeout: 20_000 });

      // The question's history lists the asking and the answer.
      await item.getByRole('button', { name: 'History', exact: true }).click();
      const history = item.getByRole('region', { name: 'History' });
      await history.getByTestId('history-entry').filter({ hasText: 'Question asked' }).first().waitFor();
      await history.getByTestId('history-entry').filter({ hasText: 'Answered' }).first().waitFor();

      await item.getByRole('button', { name: 'Close', exact: true }).click();
      await item.getByTestId('question-status').getByText('Closed').waitFor();
      await seen.getByTestId('question-status').getByText('Closed').waitFor({ timeout: 20_000 });

      // The status filter: the closed question is under Closed, not under Processing.
      await page.goto(`/internal-qas?status=3&q=${encodeURIComponent(title)}`);
      await page.getByText('No results').waitFor();
      await page.goto(`/internal-qas?status=1&q=${encodeURIComponent(title)}`);
      await questionItem(page, title).waitFor();
      assert.equal(await bounded('one match', page.getByTestId('question-item').count()), 1);
      assert.deepEqual(asker.pageErrors, []);
      assert.deepEqual(watcher.pageErrors, []);
    } finally {
      await closeSession(asker);
      await closeSession(watcher);
    }
  });

  it('its asker deletes a question from the board, Undo brings it back, and it waits under "Deleted questions" (issue 35)', slower, async () => {
    const title = unique('Where is the spare key?');
    const token = await apiSignIn();
    await api(token, 'mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }', { input: { scope: 'INTERNAL', title } });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/internal-qas?q=${encodeURIComponent(title)}`);
      const item = questionItem(page, title);
      await item.getByRole('button', { name: 'Show details' }).click();
      await item.getByTestId('trash-delete-open').click();
      const dialog = page.getByRole('dialog', { name: 'Move to the trash' });
      await dialog.getByText(`Move “${title}” to the trash?`, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await item.waitFor({ state: 'detached' });
      const notice = page.getByTestId('trash-deleted').filter({ hasText: `${title} was moved to the trash.` });
      await notice.getByRole('button', { name: `Undo deleting ${title}` }).click();
      await page.getByTestId('trash-restored').filter({ hasText: `${title} was restored.` }).waitFor();
      await page.goto(`/internal-qas?q=${encodeURIComponent(title)}`);
      await questionItem(page, title).waitFor();

      // Deleted again, it is found through the board's own way into the trash.
      await questionItem(page, title).getByRole('button', { name: 'Show details' }).click();
      await questionItem(page, title).getByTestId('trash-delete-open').click();
      await page.getByRole('dialog', { name: 'Move to the trash' }).getByRole('button', { name: 'Delete', exact: true }).click();
      await questionItem(page, title).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Deleted questions' }).click();
      await page.waitForURL((url) => url.pathname === '/trash' && url.searchParams.getAll('type').join(',').includes('Question'));
      const row = page.getByTestId('trash-row').filter({ hasText: title });
      await row.getByText('Question', { exact: true }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
