import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiSignIn, bounded, closeBrowser, closeSession, contextOptions, hookTimeout, launchBrowser, slowest, unique, withSession } from './support';

/**
 * CSV import (issue 35 §3) through the real server: a file is chosen on an area's list, its
 * columns are mapped from its en/ja headers, every row's outcome and error is previewed before
 * anything is written, and the import runs with its progress and result. Rows update what they
 * name (an organization by its name, a contact by their email), so the same file again changes
 * nothing. The files in `data/` carry `RUNID` where each run puts a word of its own.
 */

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** A word no other test's data holds (ASCII, no space: it replaces `RUNID` in a file's bytes). */
function runWord(prefix: string): string {
  return unique(prefix).replace(' ', '');
}

/**
 * A Shift_JIS fixture with `RUNID` replaced by `word`, byte for byte (Node writes no Shift_JIS).
 * Shift_JIS keeps ASCII as it is, but a second byte of a Japanese character may be an ASCII
 * letter: the file is decoded before and after, so a replacement inside a character fails here.
 */
async function shiftJisFixture(name: string, word: string): Promise<Buffer> {
  const bytes = await readFile(new URL(`./data/${name}`, import.meta.url));
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const expected = decoder.decode(bytes).replaceAll('RUNID', word);
  const out = Buffer.from(bytes.toString('latin1').replaceAll('RUNID', word), 'latin1');
  assert.equal(decoder.decode(out), expected, 'RUNID replaced outside Japanese characters only');
  assert.ok(out.some((byte) => byte >= 0x80), 'the fixture has Japanese bytes');
  assert.throws(() => new TextDecoder('utf-8', { fatal: true }).decode(out), 'and they are not UTF-8');
  return out;
}

/** A UTF-8 fixture (its BOM kept) with `RUNID` replaced by `word`. */
async function utf8Fixture(name: string, word: string): Promise<Buffer> {
  const bytes = await readFile(new URL(`./data/${name}`, import.meta.url));
  return Buffer.from(bytes.toString('utf8').replaceAll('RUNID', word), 'utf8');
}

/** Chooses `buffer` as the import's file (Mantine's FileInput keeps a hidden file input). */
async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

/** The fields the mapping step shows for each column, in the file's order ('' for one left out). */
async function mappedFields(page: Page): Promise<string[]> {
  const mapping = page.getByTestId('import-mapping');
  await mapping.waitFor();
  return bounded(
    'mapped fields',
    mapping.evaluate((element) => [...element.querySelectorAll('input[data-testid="import-column"]')].map((input) => input.getAttribute('data-field') ?? '')),
  );
}

/** Picks `option` in the column headed `header` (the options open in a portal). */
async function mapColumn(page: Page, header: string, option: string): Promise<void> {
  const mapping = page.getByTestId('import-mapping');
  await mapping.getByRole('textbox', { name: header, exact: true }).or(mapping.getByRole('combobox', { name: header, exact: true })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The number a count badge says ("作成 2 件", "2 will be created"). */
async function countOf(badge: Locator): Promise<number> {
  const text = await badge.textContent();
  const match = /\d+/.exec(text ?? '');
  assert.ok(match, `a count in ${JSON.stringify(text)}`);
  return Number(match[0]);
}

/** Waits for the import's result once the server says it is done. */
async function finished(page: Page): Promise<Locator> {
  const result = page.locator('[data-testid="import-result"][data-status="DONE"]');
  await result.waitFor({ timeout: 30_000 });
  return result;
}

/** How far the page scrolls sideways. */
async function sideways(page: Page): Promise<number> {
  return bounded('sideways scroll', page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

describe('CSV import in a real browser (issue 35 §3)', () => {
  it('in Japanese, previews a Shift_JIS organizations file with its refused rows, imports it with progress, lists the organizations with their contacts, and the same file again changes nothing', slowest, async () => {
    const word = runWord('Impsjis');
    const file = await shiftJisFixture('import-organizations-ja.sjis.csv', word);
    const sakura = `さくら商事 ${word}`;
    const midori = `みどり物産 ${word}`;
    const context = await bounded('browser.newContext()', browser.newContext(contextOptions(token, 'ja-JP')));
    try {
      const page = await bounded('context.newPage()', context.newPage());
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));

      // The list's header offers Import beside Export.
      await page.goto('/ja/organizations?view=list');
      await page.getByTestId('export-menu').waitFor();
      const link = page.getByTestId('import-link');
      assert.equal((await link.textContent())?.trim(), 'インポート');
      await Promise.all([page.waitForURL(/\/ja\/import\/Organization$/), link.click()]);
      await page.getByRole('heading', { name: '組織を CSV からインポート' }).waitFor();

      // Japanese headers, read from Shift_JIS, are mapped by themselves.
      await chooseFile(page, 'organizations.csv', file);
      assert.deepEqual(await mappedFields(page), ['name', 'website', 'contactName', 'contactEmail']);
      assert.equal(await page.getByTestId('import-missing').count(), 0);
      await page.getByTestId('import-next').click();

      const preview = page.getByTestId('import-preview');
      await preview.waitFor();
      await preview.getByTestId('import-encoding').filter({ hasText: 'Shift_JIS として読み込み' }).waitFor();
      assert.equal(await preview.getByTestId('import-encoding').getAttribute('data-encoding'), 'Shift_JIS');
      await preview.getByTestId('import-refused').filter({ hasText: '拒否 2 件' }).waitFor();
      const rows = preview.getByTestId('import-row');
      assert.equal(await rows.count(), 5);
      assert.ok((await rows.first().textContent())?.includes(sakura), 'the Japanese name is read, not mojibake');
      // The refused rows (lines 5 and 6: the header is line 1) say why, each in its row.
      const refusedRows = preview.locator('[data-testid="import-row"][data-outcome="REFUSED"]');
      assert.deepEqual(await refusedRows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-line'))), ['5', '6']);
      for (const line of ['5', '6']) {
        const row = refusedRows.and(preview.locator(`[data-line="${line}"]`));
        await row.getByTestId('import-row-outcome').filter({ hasText: '拒否' }).waitFor();
        assert.ok((await row.getByTestId('import-row-error').textContent())?.trim(), `line ${line} has a message`);
      }
      // A contact without an email: the message sits in the contact email's (empty) cell.
      const noEmail = refusedRows.and(preview.locator('[data-line="6"]'));
      assert.equal(await noEmail.getByTestId('import-row-error').getAttribute('data-field'), 'contactEmail');
      assert.equal(await noEmail.locator('td[aria-invalid="true"]').count(), 1);
      assert.equal(await noEmail.locator('td').nth(5).getByTestId('import-row-error').count(), 1, "in the fourth column's cell");
      const willCreate = await countOf(preview.getByTestId('import-creates'));
      const willUpdate = await countOf(preview.getByTestId('import-updates'));
      assert.equal(willCreate + willUpdate, 3, 'the three good rows create or add to an organization');

      // The import runs with its progress bar, then says what it did.
      await page.getByTestId('import-start').click();
      await page.getByTestId('import-progress').waitFor();
      const result = await finished(page);
      assert.equal(await result.getByTestId('import-progress').getAttribute('data-done'), '5');
      assert.equal(await result.getByTestId('import-progress').getAttribute('data-total'), '5');
      assert.equal(await countOf(result.getByTestId('import-created')), willCreate);
      assert.equal(await countOf(result.getByTestId('import-updated')), willUpdate);
      await result.getByTestId('import-refused-count').filter({ hasText: '拒否 2 件' }).waitFor();
      await result.locator('[data-testid="import-refusal"][data-line="5"]').filter({ hasText: '5 行目' }).waitFor();
      await result.locator('[data-testid="import-refusal"][data-line="6"]').filter({ hasText: '担当者メール' }).waitFor();

      // The list has the organizations, each once, and the first has both contacts.
      await Promise.all([page.waitForURL(/\/ja\/organizations\?view=list$/), page.getByTestId('import-back-to-list').click()]);
      const listRows = page.getByTestId('organization-row');
      const listed = async () => {
        await page.goto(`/ja/organizations?view=list&q=${encodeURIComponent(word)}`);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="organization-row"]').length >= 2);
        return (await bounded('listed names', listRows.evaluateAll((elements) => elements.map((row) => row.querySelector('a')?.textContent ?? '')))).sort();
      };
      assert.deepEqual(await listed(), [midori, sakura].sort());
      const contacts = async () => {
        await Promise.all([page.waitForURL(/\/ja\/organizations\/[^/?]+$/), listRows.getByRole('link', { name: sakura, exact: true }).click()]);
        const members = page.getByTestId('organization-members');
        await members.waitFor();
        return bounded('contacts', members.locator('tbody tr').allTextContents());
      };
      const first = await contacts();
      assert.equal(first.length, 2, JSON.stringify(first));
      assert.ok(first.some((row) => row.includes('山田 太郎') && row.includes('taro.yamada@sakura.example.jp')));
      assert.ok(first.some((row) => row.includes('佐藤 花子') && row.includes('hanako.sato@sakura.example.jp')));

      // The same file again: every good row unchanged, nothing created or updated.
      await page.goto('/ja/import/Organization');
      await chooseFile(page, 'organizations.csv', file);
      await page.getByTestId('import-mapping').waitFor();
      await page.getByTestId('import-next').click();
      await preview.getByTestId('import-unchanged').filter({ hasText: '変更なし 3 件' }).waitFor();
      assert.equal(await countOf(preview.getByTestId('import-creates')), 0);
      assert.equal(await countOf(preview.getByTestId('import-updates')), 0);
      assert.equal(await preview.locator('[data-testid="import-row"][data-outcome="UNCHANGED"]').count(), 3);
      await page.getByTestId('import-start').click();
      const again = await finished(page);
      await again.getByTestId('import-unchanged-count').filter({ hasText: '変更なし 3 件' }).waitFor();
      assert.equal(await countOf(again.getByTestId('import-created')), 0);
      assert.equal(await countOf(again.getByTestId('import-updated')), 0);
      assert.equal(await countOf(again.getByTestId('import-refused-count')), 2);
      assert.deepEqual(await listed(), [midori, sakura].sort(), 'no organization twice');
      assert.equal((await contacts()).length, 2, 'no contact twice');
      assert.deepEqual(pageErrors, []);
    } finally {
      await closeSession({ context });
    }
  });

  it('in English, a tasks CSV with a BOM maps its English headers by itself and creates the tasks', slowest, async () => {
    const word = runWord('Impbom');
    const file = await utf8Fixture('import-tasks-en.bom.csv', word);
    assert.deepEqual([...file.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/tasks');
      await Promise.all([page.waitForURL(/\/import\/Task$/), page.getByTestId('import-link').click()]);
      await page.getByRole('heading', { name: 'Import Tasks from CSV' }).waitFor();
      await chooseFile(page, 'tasks.csv', file);
      assert.deepEqual(await mappedFields(page), ['title', 'description', 'priority', 'dueDate']);
      await page.getByTestId('import-next').click();
      const preview = page.getByTestId('import-preview');
      await preview.getByTestId('import-encoding').filter({ hasText: 'Read as UTF-8 with BOM' }).waitFor();
      await preview.getByTestId('import-creates').filter({ hasText: '3 will be created' }).waitFor();
      assert.equal(await preview.locator('[data-testid="import-row"][data-outcome="CREATED"]').count(), 3);
      const start = page.getByTestId('import-start');
      assert.equal((await start.textContent())?.trim(), 'Import 3 rows');
      await start.click();
      const result = await finished(page);
      await result.getByTestId('import-created').filter({ hasText: '3 created' }).waitFor();
      await result.getByTestId('import-refused-count').filter({ hasText: '0 refused' }).waitFor();

      await page.goto(`/tasks?q=${encodeURIComponent(word)}`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="task-row"]').length === 3);
      const titles = (await bounded('task titles', page.getByTestId('task-row').evaluateAll((elements) => elements.map((row) => row.querySelector('a')?.textContent ?? '')))).sort();
      assert.deepEqual(titles, [`${word} Book the meeting room`, `${word} Prepare the quarterly report`, `${word} 東京オフィスの移転`].sort());
      await page.getByTestId('task-row').filter({ hasText: `${word} Prepare the quarterly report` }).getByText('High', { exact: true }).waitFor();
      assert.deepEqual(pageErrors, []);
    });
  });

  it('shows a required field no column fills and keeps Import disabled until a column is mapped to it', slowest, async () => {
    const word = runWord('Impmiss');
    const file = Buffer.from(`Subject,Notes\n${word} first,one\n${word} second,two\n`, 'utf8');
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/import/Task');
      await chooseFile(page, 'unknown-headers.csv', file);
      assert.deepEqual(await mappedFields(page), ['', ''], 'headers the server does not know are left out');
      const missing = page.getByTestId('import-missing');
      await missing.filter({ hasText: 'Title' }).waitFor();
      await page.getByTestId('import-next').click();
      await page.getByTestId('import-preview').waitFor();
      await missing.waitFor();
      assert.equal(await page.getByTestId('import-start').isDisabled(), true, 'no Import while a required field has no column');

      await page.getByTestId('import-back').click();
      await mapColumn(page, 'Subject', 'Title (required) (key)');
      await mapColumn(page, 'Notes', 'Description');
      await missing.waitFor({ state: 'detached' });
      assert.deepEqual(await mappedFields(page), ['title', 'description']);
      await page.getByTestId('import-next').click();
      const start = page.getByTestId('import-start');
      await page.getByTestId('import-preview').getByTestId('import-creates').filter({ hasText: '2 will be created' }).waitFor();
      assert.equal(await start.isEnabled(), true);
      assert.equal((await start.textContent())?.trim(), 'Import 2 rows');
      // Back to "Leave out": Title is missing again and Import is off.
      await page.getByTestId('import-back').click();
      await mapColumn(page, 'Subject', 'Leave out');
      await missing.waitFor();
      await page.getByTestId('import-next').click();
      assert.equal(await start.isDisabled(), true);
      assert.deepEqual(pageErrors, []);
    });
  });

  it("refuses a file that is neither UTF-8 nor Shift_JIS with the server's coded message, and stays on the file step", slowest, async () => {
    // UTF-16 (Excel's "Unicode text"): the server refuses it rather than reading mojibake.
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Title\r\nA task\r\n', 'utf16le')]);
    await withSession(browser, async ({ page, pageErrors }) => {
      await page.goto('/import/Task');
      await chooseFile(page, 'unicode.csv', file);
      const error = page.getByTestId('import-error');
      await error.waitFor();
      const said = (await error.textContent()) ?? '';
      assert.ok(said.startsWith('The file could not be imported'), said);
      assert.ok(said.length > 'The file could not be imported'.length + 5, `and why, in the catalogue's words: ${said}`);
      assert.equal(await page.getByTestId('import-mapping').count(), 0);
      assert.equal(await page.locator('[data-testid="import-step-file"]').getAttribute('data-progress'), 'true', 'still on the first step');
      assert.deepEqual(pageErrors, []);
    });
  });

  it('on a phone, a task file is mapped, previewed and imported, and the page never scrolls sideways', slowest, async () => {
    const word = runWord('Imppocket');
    const file = Buffer.from(
      `タイトル,説明,優先度\n${word} 見積書を送る,取引先に見積書を送付する（長い説明が画面の幅を超えても横にスクロールしないこと）,高\n${word} 会議室を予約する,,低\n`,
      'utf8',
    );
    const context = await bounded(
      'browser.newContext()',
      browser.newContext({ ...contextOptions(token, 'ja-JP'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    );
    try {
      const page = await bounded('context.newPage()', context.newPage());
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto('/ja/tasks');
      await Promise.all([page.waitForURL(/\/ja\/import\/Task$/), page.getByTestId('import-link').tap()]);
      await chooseFile(page, 'tasks.csv', file);
      assert.deepEqual(await mappedFields(page), ['title', 'description', 'priority']);
      assert.ok((await sideways(page)) <= 0, 'the mapping step fits the phone');
      await page.getByTestId('import-next').tap();
      const preview = page.getByTestId('import-preview');
      await preview.getByTestId('import-encoding').filter({ hasText: 'UTF-8 として読み込み' }).waitFor();
      await preview.getByTestId('import-creates').filter({ hasText: '作成 2 件' }).waitFor();
      assert.ok((await sideways(page)) <= 0, 'the preview fits the phone (its table scrolls inside its box)');
      const start = page.getByTestId('import-start');
      const box = await start.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 391, `the Import button is on the screen (${JSON.stringify(box)})`);
      await start.tap();
      const result = await finished(page);
      await result.getByTestId('import-created').filter({ hasText: '作成 2 件' }).waitFor();
      assert.ok((await sideways(page)) <= 0, 'the result fits the phone');
      assert.deepEqual(pageErrors, []);
    } finally {
      await closeSession({ context });
    }
  });
});
