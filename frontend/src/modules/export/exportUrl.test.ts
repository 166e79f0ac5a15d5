import { createIntl, defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ExportSpec } from './exportTypes';
import { exportUrl, withoutHiddenColumns } from './exportUrl';

const messages = defineMessages({
  title: { id: 'test.export.title', defaultMessage: 'Title' },
  status: { id: 'test.export.status', defaultMessage: 'Status' },
  open: { id: 'test.export.open', defaultMessage: 'Open' },
});

const spec: ExportSpec = {
  list: 'tasks',
  columns: [
    { path: 'title', header: messages.title },
    { path: 'statusId', header: messages.status, values: [{ id: 1, label: messages.open }] },
  ],
};

describe('exportUrl', () => {
  it("sends the list's filter and order, the columns in the reader's words, the language and the time zone", () => {
    const intl = createIntl({ locale: 'ja', messages: { 'test.export.title': 'タイトル', 'test.export.status': 'ステータス', 'test.export.open': '未対応' } });
    const url = new URL(exportUrl(spec, 'csv', { first: 20, filter: { statusIds: [1] }, orderBy: { field: 'TITLE', direction: 'ASC' } }, intl, 'タスク', 540), 'http://x');
    expect(url.pathname).toBe('/export/tasks.csv');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ statusIds: [1] });
    expect(JSON.parse(url.searchParams.get('orderBy') ?? '')).toEqual({ field: 'TITLE', direction: 'ASC' });
    expect(url.searchParams.has('first')).toBe(false);
    expect(JSON.parse(url.searchParams.get('columns') ?? '')).toEqual([
      { path: 'title', header: 'タイトル' },
      { path: 'statusId', header: 'ステータス', labels: { '1': '未対応' } },
    ]);
    expect(url.searchParams.get('locale')).toBe('ja');
    expect(url.searchParams.get('offset')).toBe('540');
    expect(url.searchParams.get('name')).toBe('タスク');
  });

  it('leaves out arguments the list was loaded without', () => {
    const intl = createIntl({ locale: 'en' });
    const url = new URL(exportUrl(spec, 'xlsx', { filter: null }, intl, 'Tasks', 0), 'http://x');
    expect(url.pathname).toBe('/export/tasks.xlsx');
    expect(url.searchParams.has('filter')).toBe(false);
    expect(url.searchParams.has('orderBy')).toBe(false);
  });
});

describe('withoutHiddenColumns', () => {
  it('leaves out the columns the reader hid (by their header, the table’s own) and keeps the rest', () => {
    expect(withoutHiddenColumns(spec, [messages.status]).columns.map((column) => column.path)).toEqual(['title']);
    expect(withoutHiddenColumns(spec, [])).toBe(spec);
  });
});
