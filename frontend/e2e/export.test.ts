import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, hookTimeout, launchBrowser, slower, withSession } from './support';

// Issue 35 §4: a list page's "Export" menu downloads exactly what the current filter and sort
// show, every page of it, with the columns the list shows, in the reader's language.

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A word no other test's data contains (the list is searched by it). */
function keyword(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

async function createTask(title: string, priorityId: number): Promise<void> {
  await api(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', { input: { title, priorityId } });
}

/** More high-priority tasks than a page holds (20), one of them in Japanese, and a low one the filter leaves out. */
async function tasks(word: string): Promise<void> {
  for (let i = 0; i < 22; i += 1) await createTask(`${word} task ${String(i).padStart(2, '0')}`, 1);
  await createTask(`${word} 東京オフィスの移転`, 1);
  await createTask(`${word} low chore`, 3);
}

async function rowTitles(page: Page): Promise<string[]> {
  return bounded('row titles', page.getByTestId('task-row').getByRole('link').allTextContents());
}

/** Clicks Export, then the format, and reads the downloaded file. */
async function exportAs(page: Page, item: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  const path = await bounded('download saved', download.path());
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** A CSV's rows (no quoted newlines in these titles). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => {
      const cells: string[] = [];
      const pattern = /("([^"]|"")*"|[^,]*)(,|$)/g;
      let match: RegExpExecArray | null;
      while ((match = pattern.exec(line)) && match[0] !== '') {
        const cell = match[1] ?? '';
        cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
        if (match[3] === '') break;
      }
      return cells;
    });
}

describe('export in a real browser', () => {
  it('exports a filtered, sorted task list as CSV and Excel: every row the filter shows, in its order', slower, async () => {
    const word = keyword('expo');
    await tasks(word);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/tasks?q=${word}&priority=1&sort=TITLE&dir=ASC`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="task-row"]').length === 20);
      const shown = await rowTitles(page);

      const csv = await exportAs(page, 'CSV');
      assert.equal(csv.name, 'Tasks.csv');
      assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a BOM first, so Excel reads UTF-8');
      const rows = csvRows(csv.bytes.subarray(3).toString('utf8'));
      assert.deepEqual(rows[0], ['Title', 'Status', 'Priority', 'Assignee', 'Due date', 'Updated']);
      const titles = rows.slice(1).map((row) => row[0]);
      assert.equal(titles.length, 23, 'every page, not only the 20 rows loaded; the low one filtered out');
      assert.deepEqual(titles.slice(0, 20), shown, "the list's rows in the list's order");
      assert.ok(titles.includes(`${word} 東京オフィスの移転`), 'Japanese survives');
      assert.ok(
        rows.slice(1).every((row) => row[1] === 'Open' && row[2] === 'High'),
        'status and priority by name',
      );

      const xlsx = await exportAs(page, 'Excel (.xlsx)');
      assert.equal(xlsx.name, 'Tasks.xlsx');
      assert.equal(xlsx.bytes.subarray(0, 2).toString('latin1'), 'PK', 'an XLSX is a zip');
      assert.deepEqual(pageErrors, []);
    });
  });

  it("downloads a task's history as JSON Lines, one event a line labelled as history shows it", slower, async () => {
    const title = `${keyword('hist')} 監査の準備`;
    const { createTask } = await api<{ createTask: { task: { id: string } } }>(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
      input: { title },
    });
    const id = createTask.task.id;
    await api(token, 'mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }', { input: { id, statusId: 2 } });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/ja/tasks/${encodeURIComponent(id)}`);
      const button = page.getByTestId('history-export');
      await button.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const text = await readFile(await bounded('download saved', download.path()), 'utf8');
      const lines = text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { label: string; entity: string; changes: { newText: string | null }[] });
      assert.deepEqual(
        lines.map((line) => line.label),
        ['タスクを作成', 'ステータスを変更'],
      );
      assert.ok(lines.every((line) => line.entity === id));
      assert.ok(lines[0]!.changes.some((change) => change.newText === title), 'the Japanese title survives');
      assert.deepEqual(pageErrors, []);
    });
  });

  // Issue 35 §4, for auditors: an admin downloads every event of a period (today, in the
  // browser's own days) from the trash, the one screen that spans every area.
  it('an admin downloads the history of a period as JSON Lines: every event recorded in it', slower, async () => {
    const title = `${keyword('peri')} 期間の監査`;
    const { createTask } = await api<{ createTask: { task: { id: string } } }>(token, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }', {
      input: { title },
    });
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/trash');
      await page.getByTestId('period-history-export').click();
      const dialog = page.getByRole('dialog', { name: 'History of a period (JSON Lines)' });
      await dialog.getByRole('button', { name: 'From – to' }).click();
      // Today, as the first and the last day.
      await page.locator('button[data-today]').click();
      await page.locator('button[data-today]').click();
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('period-history-download').click()]);
      assert.match(download.suggestedFilename(), /^history-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.jsonl$/);
      const lines = (await readFile(await bounded('download saved', download.path()), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { entity: string; eventType: string; label: string; recordedAt: string; changes: { newText: string | null }[] });
      assert.ok(lines.length > 1, 'the events of every area recorded today, one a line');
      assert.ok(lines.every((line) => line.entity && line.eventType && line.label && line.recordedAt));
      const created = lines.find((line) => line.entity === createTask.task.id);
      assert.equal(created?.eventType, 'TaskCreated');
      assert.equal(created?.label, 'Task created');
      assert.ok(created?.changes.some((change) => change.newText === title), 'the Japanese title survives');
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(pageErrors, []);
    });
  });

  it('on /ja exports with Japanese headers and status names', slower, async () => {
    const word = keyword('expj');
    await tasks(word);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto(`/ja/tasks?q=${word}&priority=1&sort=TITLE&dir=ASC`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="task-row"]').length === 20);
      const shown = await rowTitles(page);
      const csv = await exportAs(page, 'CSV');
      assert.equal(csv.name, 'タスク.csv');
      const rows = csvRows(csv.bytes.subarray(3).toString('utf8'));
      assert.deepEqual(rows[0], ['タイトル', 'ステータス', '優先度', '担当者', '期日', '更新日時']);
      assert.deepEqual(
        rows.slice(1, 21).map((row) => row[0]),
        shown,
      );
      assert.ok(rows.slice(1).every((row) => row[1] === '未対応' && row[2] === '高'), JSON.stringify(rows[1]));
      assert.deepEqual(pageErrors, []);
    });
  });

  // Every list the server can export has the menu (issue 35 §4), not only the ones first given it:
  // each exports with its own columns, of its own filter (the email jobs' kind, the board's scope).
  it('the email jobs, batch jobs, agents, workflows and internal Q&A lists export too, each with its columns', slower, async () => {
    const word = keyword('qaex');
    const title = `${word} 経費精算の締め日は?`;
    await api(token, 'mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }', {
      input: { scope: 'INTERNAL', title, body: 'Before the 25th?' },
    });
    const asker = (await api<{ profile: { name: string } }>(token, '{ profile { name } }')).profile.name;
    const lists: [string, string, string[]][] = [
      ['/email-jobs', 'Email Jobs Page.csv', ['Subject', "Sender's name", "Sender's email", 'Status', 'Recipients', 'Send time', 'Sent', 'Tags', 'Updated']],
      ['/batch-email-jobs', 'Batch Email Jobs Page.csv', ['Subject', "Sender's name", "Sender's email", 'Status', 'Recipients', 'Send time', 'Sent', 'Tags', 'Updated']],
      ['/agents', 'Agents.csv', ['Name', 'Agent role', 'Default AI model', 'Tags', 'Updated']],
      ['/workflow-instances', 'Workflows.csv', ['Name', 'Template', 'Owner', 'Progress', 'Current step', 'Steps done', 'Steps', 'Started']],
    ];
    await withSession(browser, async ({ page, pageErrors }) => {
      for (const [path, name, headers] of lists) {
        await page.goto(path);
        const csv = await exportAs(page, 'CSV');
        assert.equal(csv.name, name);
        assert.deepEqual(csvRows(csv.bytes.subarray(3).toString('utf8'))[0], headers, path);
      }
      await page.goto(`/internal-qas?q=${word}`);
      await page.getByText(title).first().waitFor();
      const csv = await exportAs(page, 'CSV');
      assert.equal(csv.name, 'Internal Q&A.csv');
      const rows = csvRows(csv.bytes.subarray(3).toString('utf8'));
      assert.deepEqual(rows[0], ['Title', 'Status', 'Asked by', 'Asked', 'Body', 'Answer', 'Answered by', 'Answered at']);
      assert.equal(rows.length, 2, 'the board’s keyword: only the question asked here');
      assert.deepEqual([rows[1]![0], rows[1]![1], rows[1]![2], rows[1]![4], rows[1]![5]], [title, 'Processing', asker, 'Before the 25th?', '']);
      assert.deepEqual(pageErrors, []);
    });
  });
});
