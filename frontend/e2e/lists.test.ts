import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, evaluate, hookTimeout, launchBrowser, slower, subscriptionStarted, withSession, type Session } from './support';

let browser: Browser;
let token: string;
let adminId: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
  adminId = (await api<{ profile: { employeeId: string } }>(token, '{ profile { employeeId } }')).profile.employeeId;
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A word no other test's data contains (the list is searched by it). */
function keyword(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

interface NewTask {
  title: string;
  priorityId?: number;
  assigneeId?: string | null;
  statusId?: number;
}

async function createTask(task: NewTask): Promise<string> {
  const { createTask } = await api<{ createTask: { task: { id: string } } }>(
    token,
    'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }',
    { input: { title: task.title, priorityId: task.priorityId ?? 2, assigneeId: task.assigneeId ?? null } },
  );
  if (task.statusId && task.statusId !== 1) {
    await api(token, 'mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }', {
      input: { id: createTask.task.id, statusId: task.statusId },
    });
  }
  return createTask.task.id;
}

const rows = (page: Page) => page.getByTestId('task-row');

async function rowTitles(page: Page): Promise<string[]> {
  return bounded('row titles', rows(page).getByRole('link').allTextContents());
}

async function waitForRowCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="task-row"]').length === n, count);
}

async function waitForEmptySearch(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('input[type="search"]') as HTMLInputElement | null)?.value === '');
}

/** A Mantine Select/MultiSelect by its label (a textbox or a combobox, depending on the widget). */
/** Waits until the task rows read `titles`, in this order. */
async function waitForOrder(page: Page, titles: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) => JSON.stringify([...document.querySelectorAll('[data-testid="task-row"] a')].map((link) => link.textContent)) === JSON.stringify(wanted),
    titles,
  );
}

function select(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true })).first();
}

describe('the list recipe in a real browser', () => {
  it('searches as you type, clears the search, and offers "Clear filters" on an empty result', slower, async () => {
    const word = keyword('srch');
    await createTask({ title: `Alpha ${word}` });
    await createTask({ title: `Beta ${word}` });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/tasks');
      const search = page.getByRole('searchbox', { name: 'Search tasks' });
      // Typed, not submitted: the list follows once typing pauses.
      await search.pressSequentially(word, { delay: 20 });
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await waitForRowCount(page, 2);
      await page.getByText('2 tasks', { exact: true }).waitFor();

      // No match: "No results" and a way out.
      await search.pressSequentially('zz', { delay: 20 });
      await page.getByText('No results').waitFor();
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Clear filters' }).first().click();
      await page.waitForURL((url) => !url.searchParams.has('q'));
      await waitForEmptySearch(page);

      // The × clears a search too.
      await search.fill(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await waitForRowCount(page, 2);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.waitForURL((url) => !url.searchParams.has('q'));
      await waitForEmptySearch(page);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('searches Japanese text only once the IME composition is committed', slower, async () => {
    const word = keyword('ime');
    await createTask({ title: `報告書 ${word}` });
    await withSession(browser, async ({ page }) => {
      await page.goto(`/ja/tasks?q=${word}`);
      await waitForRowCount(page, 1);
      const search = page.getByRole('searchbox', { name: 'タスクを検索' });
      await search.fill('');
      await page.waitForURL((url) => !url.searchParams.has('q'));
      // A composition in progress (as an IME sends it) does not search…
      await search.focus();
      await bounded('compose', page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      }));
      await page.keyboard.insertText('ほうこくしょ');
      await page.waitForTimeout(800);
      assert.equal(new URL(page.url()).searchParams.has('q'), false);
      // …committing it does.
      await search.fill(`報告書 ${word}`);
      await bounded('commit', page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '報告書' }));
      }));
      await page.waitForURL((url) => url.searchParams.get('q') === `報告書 ${word}`);
      await waitForRowCount(page, 1);
    });
  });

  it('filters by "Me" and by "Unassigned"', slower, async () => {
    const word = keyword('who');
    await createTask({ title: `Mine ${word}`, assigneeId: adminId });
    await createTask({ title: `Nobody ${word}`, assigneeId: null });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks?q=${word}`);
      await waitForRowCount(page, 2);
      await select(page, 'Assignee').click();
      await page.getByRole('option', { name: 'Me', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('assignee') === 'me');
      await waitForRowCount(page, 1);
      assert.deepEqual(await rowTitles(page), [`Mine ${word}`]);

      await select(page, 'Assignee').click();
      await page.getByRole('option', { name: 'Unassigned', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('assignee') === 'none');
      await rows(page).filter({ hasText: `Nobody ${word}` }).waitFor();
      await waitForRowCount(page, 1);
      assert.deepEqual(await rowTitles(page), [`Nobody ${word}`]);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('sorts each field in its natural direction first (priority High first, title A→Z)', slower, async () => {
    const word = keyword('sort');
    await createTask({ title: `Bravo ${word}`, priorityId: 3 });
    await createTask({ title: `Charlie ${word}`, priorityId: 1 });
    await createTask({ title: `Alpha ${word}`, priorityId: 2 });
    await withSession(browser, async ({ page }) => {
      await page.goto(`/tasks?q=${word}`);
      await waitForRowCount(page, 3);
      // Default: newest first.
      assert.deepEqual(await rowTitles(page), [`Alpha ${word}`, `Charlie ${word}`, `Bravo ${word}`]);

      await select(page, 'Sort by').click();
      await page.getByRole('option', { name: 'Priority', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'PRIORITY' && !url.searchParams.has('dir'));
      await page.waitForFunction((first) => document.querySelector('[data-testid="task-row"] a')?.textContent === first, `Charlie ${word}`);
      assert.deepEqual(await rowTitles(page), [`Charlie ${word}`, `Alpha ${word}`, `Bravo ${word}`]);

      await select(page, 'Sort by').click();
      await page.getByRole('option', { name: 'Title', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'TITLE' && !url.searchParams.has('dir'));
      await page.waitForFunction((first) => document.querySelector('[data-testid="task-row"] a')?.textContent === first, `Alpha ${word}`);
      assert.deepEqual(await rowTitles(page), [`Alpha ${word}`, `Bravo ${word}`, `Charlie ${word}`]);

      // The direction button still flips it.
      await page.getByRole('button', { name: 'Ascending (click for descending)' }).click();
      await page.waitForURL((url) => url.searchParams.get('dir') === 'DESC');
      await page.waitForFunction((first) => document.querySelector('[data-testid="task-row"] a')?.textContent === first, `Charlie ${word}`);
    });
  });

  for (const locale of ['en', 'ja'] as const) {
    it(`sorts from the column headers: a header sorts by its field, again flips it, and says which way (${locale})`, slower, async () => {
      const word = keyword('head');
      await createTask({ title: `Bravo ${word}`, priorityId: 3 });
      await createTask({ title: `Charlie ${word}`, priorityId: 1 });
      await createTask({ title: `Alpha ${word}`, priorityId: 2 });
      await withSession(browser, async ({ page, pageErrors }) => {
        const prefix = locale === 'ja' ? '/ja' : '';
        await page.goto(`${prefix}/tasks?q=${word}`);
        await waitForRowCount(page, 3);
        const title = page.getByRole('columnheader', { name: locale === 'ja' ? 'タイトル' : 'Title' });
        assert.equal(await title.getAttribute('aria-sort'), 'none');
        await title.getByRole('button').click();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'TITLE' && !url.searchParams.has('dir'));
        await waitForOrder(page, [`Alpha ${word}`, `Bravo ${word}`, `Charlie ${word}`]);
        assert.equal(await title.getAttribute('aria-sort'), 'ascending');

        // Chosen again, the same header flips the direction.
        await title.getByRole('button').click();
        await page.waitForURL((url) => url.searchParams.get('dir') === 'DESC');
        await waitForOrder(page, [`Charlie ${word}`, `Bravo ${word}`, `Alpha ${word}`]);
        assert.equal(await title.getAttribute('aria-sort'), 'descending');

        // Another header starts in its own natural direction (priority: High first).
        await page.getByRole('columnheader', { name: locale === 'ja' ? '優先度' : 'Priority' }).getByRole('button').click();
        await page.waitForURL((url) => url.searchParams.get('sort') === 'PRIORITY' && !url.searchParams.has('dir'));
        await waitForOrder(page, [`Charlie ${word}`, `Alpha ${word}`, `Bravo ${word}`]);
        assert.deepEqual(pageErrors, []);
      });
    });
  }

  for (const locale of ['en', 'ja'] as const) {
    it(`shows cards on a phone (390×844) without sideways scrolling or cut badges (${locale})`, slower, async () => {
      const word = keyword('phone');
      await createTask({ title: `Completed on a phone ${word}`, statusId: 4, priorityId: 1 });
      await createTask({ title: `Closed on a phone ${word}`, statusId: 3, priorityId: 3, assigneeId: adminId });
      await withSession(browser, async ({ page }) => {
        await bounded('setViewportSize', page.setViewportSize({ width: 390, height: 844 }));
        const prefix = locale === 'ja' ? '/ja' : '';
        await page.goto(`${prefix}/tasks?q=${word}`);
        await waitForRowCount(page, 2);
        const layout = await evaluate(page, 'card layout', () => {
          const row = document.querySelector('[data-testid="task-row"]') as HTMLElement;
          const head = document.querySelector('.list-table thead') as HTMLElement;
          const badges = [...document.querySelectorAll('[data-testid="task-row"] .mantine-Badge-root')] as HTMLElement[];
          return {
            scrollWidth: document.scrollingElement!.scrollWidth,
            innerWidth: window.innerWidth,
            rowDisplay: getComputedStyle(row).display,
            headHeight: head.getBoundingClientRect().height,
            cutBadges: badges
              .filter((badge) => {
                const text = (badge.querySelector('.mantine-Badge-label') as HTMLElement | null) ?? badge;
                return text.scrollWidth > text.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
              })
              .map((badge) => badge.textContent),
            badgeCount: badges.length,
          };
        });
        assert.ok(layout.scrollWidth <= layout.innerWidth, `page scrolls sideways: ${layout.scrollWidth} > ${layout.innerWidth}`);
        assert.equal(layout.rowDisplay, 'grid');
        assert.ok(layout.headHeight <= 1, 'the table header is hidden on cards');
        assert.equal(layout.badgeCount, 4);
        assert.deepEqual(layout.cutBadges, []);
        // The filters sit behind a "Filters" button.
        const status = locale === 'ja' ? 'ステータス' : 'Status';
        assert.equal(await select(page, status).isVisible(), false);
        await page.getByRole('button', { name: locale === 'ja' ? '絞り込み' : 'Filters', exact: true }).click();
        await select(page, status).waitFor();
        await page.getByRole('button', { name: locale === 'ja' ? '結果を表示' : 'Show results' }).click();
      });
    });
  }

  it('keeps the loaded rows and the scroll position on Back after "Load more"', slower, async () => {
    const word = keyword('page');
    for (let i = 0; i < 25; i += 1) await createTask({ title: `Row ${String(i).padStart(2, '0')} ${word}` });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks?q=${word}`);
      await waitForRowCount(page, 20);
      await page.getByText('20 of 25 tasks').waitFor();
      await page.getByRole('button', { name: 'Load more' }).click();
      await waitForRowCount(page, 25);
      await page.getByText('25 tasks', { exact: true }).waitFor();
      const last = rows(page).last().getByRole('link');
      await last.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const scrolled = await evaluate(page, 'scrollY', () => window.scrollY);
      assert.ok(scrolled > 200, `the page scrolled (${scrolled})`);
      const title = await bounded('last title', last.textContent());
      await Promise.all([page.waitForURL(/\/tasks\/(?!new)[^/?]+$/), last.click()]);
      await page.getByRole('heading', { name: title ?? '' }).waitFor();
      await page.goBack();
      await waitForRowCount(page, 25);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolled);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('renders a long list only near the viewport, the rest as the page scrolls (issue 33)', slower, async () => {
    const word = keyword('long');
    for (let i = 0; i < 120; i += 1) await createTask({ title: `Long ${String(i).padStart(3, '0')} ${word}` });
    await withSession(browser, async ({ page, pageErrors }) => {
      await bounded('setViewportSize', page.setViewportSize({ width: 1280, height: 800 }));
      await page.goto(`/tasks?q=${word}&n=100`);
      await page.getByText('100 of 120 tasks').waitFor();
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByText('120 tasks', { exact: true }).waitFor();
      // The table says how many rows it has; the page holds only those in view (and a margin).
      assert.equal(await page.getByRole('table').getAttribute('aria-rowcount'), '121');
      const rendered = () => evaluate(page, 'rows rendered', () => [...document.querySelectorAll('[data-testid="task-row"]')].map((row) => Number(row.getAttribute('aria-rowindex'))));
      // "Load more" was at the end of the page: at its top again, the first rows are back.
      await evaluate(page, 'scroll to the top', () => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('[data-testid="task-row"]')?.getAttribute('aria-rowindex') === '2');
      const top = await rendered();
      assert.ok(top.length < 60, `${top.length} rows rendered of 120`);
      // At the end of the page the last rows are there, in order, and the first ones are not.
      await evaluate(page, 'scroll to the end', () => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="task-row"]')].at(-1)?.getAttribute('aria-rowindex') === '121');
      const bottom = await rendered();
      assert.ok(bottom.length < 60 && bottom[0] > 2, `rows ${bottom[0]}–${bottom.at(-1)} rendered at the end`);
      assert.deepEqual(bottom, bottom.map((_, offset) => bottom[0] + offset));
      // On a phone the rows are cards, taller and measured as such: the end is still reached.
      await bounded('setViewportSize', page.setViewportSize({ width: 390, height: 844 }));
      await evaluate(page, 'scroll to the top', () => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('[data-testid="task-row"]')?.getAttribute('aria-rowindex') === '2');
      await evaluate(page, 'scroll to the end', () => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="task-row"]')].at(-1)?.getAttribute('aria-rowindex') === '121');
      assert.ok((await rendered()).length < 60);
      assert.deepEqual(pageErrors, []);
    });
  });

  it('shows a task created in another browser without reloading the list', slower, async () => {
    const word = keyword('live');
    await createTask({ title: `Before ${word}` });
    await withSession(browser, async (watcher: Session) => {
      await withSession(browser, async (editor: Session) => {
        const listening = subscriptionStarted(watcher, 'tasksChanged');
        await watcher.page.goto(`/tasks?q=${word}`);
        await waitForRowCount(watcher.page, 1);
        await listening;
        const loads = watcher.graphqlRequests.length;

        // Another browser creates a matching task and one the filter leaves out.
        await editor.page.goto('/tasks/new');
        await editor.page.getByRole('textbox', { name: 'Title' }).fill(`After ${word}`);
        await Promise.all([
          editor.page.waitForURL(/\/tasks\/(?!new)[^/]+$/),
          editor.page.getByRole('button', { name: 'Create task' }).click(),
        ]);
        await createTask({ title: `Unrelated ${keyword('other')}` });

        await rows(watcher.page).filter({ hasText: `After ${word}` }).waitFor({ timeout: 20_000 });
        await watcher.page.getByText('2 tasks', { exact: true }).waitFor();
        await watcher.page.waitForTimeout(500);
        await waitForRowCount(watcher.page, 2);
        // Inserted through the store: the list's query was not sent again.
        assert.deepEqual(watcher.graphqlRequests.slice(loads), []);
      });
    });
  });

  it('shows a task created here on the list at once, before the list query answers', slower, async () => {
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/tasks');
      await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
      const title = `Fresh ${keyword('mine')}`;
      await page.getByRole('link', { name: 'New task' }).click();
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      await Promise.all([page.waitForURL(/\/tasks\/(?!new)[^/]+$/), page.getByRole('button', { name: 'Create task' }).click()]);
      await page.getByRole('heading', { name: title }).waitFor();
      // Hold the list's own query back: the row comes from the store the mutation updated.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await bounded(
        'page.route(/graphql)',
        page.route('**/graphql', async (route) => {
          if ((route.request().postData() ?? '').includes('"TasksPageQuery"')) await held;
          await route.fallback();
        }),
      );
      await page.getByRole('navigation').getByRole('link', { name: 'Tasks', exact: true }).click();
      await rows(page).filter({ hasText: title }).waitFor({ timeout: 5_000 });
      release();
      await rows(page).filter({ hasText: title }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });
});
