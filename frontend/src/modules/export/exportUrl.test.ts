import { createIntl, defineMessages } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationExport } from '@/modules/applications/applicationExport';
import { applicationColumns } from '@/modules/applications/ApplicationList';
import { emailTemplateExport } from '@/modules/emails/emailTemplateExport';
import { emailTemplateColumns } from '@/modules/emails/EmailTemplateList';
import { tagExport } from '@/modules/tags/tagExport';
import { tagColumns } from '@/modules/tags/TagList';
import type { ListColumnSet } from '@/modules/ui/list/listColumns';
import { workflowTemplateExport } from '@/modules/workflows/workflowTemplateExport';
import { workflowTemplateColumns } from '@/modules/workflows/WorkflowTemplateList';
import type { ExportSpec } from './exportTypes';
import { exportUrl, localDayStart, periodHistoryExportUrl, withoutHiddenColumns } from './exportUrl';

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

// Issue 35 §5: these lists got the column chooser; what it hides, their export leaves out.
describe('the applications, email templates, tags and workflow templates column sets', () => {
  const lists: [string, ListColumnSet, ExportSpec, string[]][] = [
    ['applications', applicationColumns, applicationExport, ['project', 'status', 'progress', 'updatedAt']],
    ['email templates', emailTemplateColumns, emailTemplateExport, ['subject', 'status', 'author', 'updatedAt']],
    ['tags', tagColumns, tagExport, ['color', 'updatedAt']],
    ['workflow templates', workflowTemplateColumns, workflowTemplateExport, ['visibility', 'steps', 'running', 'updatedAt']],
  ];
  it.each(lists)('%s: every column but the name (and the row’s actions) may be hidden, and the export follows', (_list, columns, spec, hideable) => {
    const choosable = columns.filter((column) => !column.fixed);
    expect(choosable.map((column) => column.key)).toEqual(hideable);
    expect(withoutHiddenColumns(spec, choosable.map((column) => column.label)).columns.map((column) => column.path)).toEqual([spec.columns[0]!.path]);
  });
});

describe('periodHistoryExportUrl', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("asks for the reader's local days, whole: from the first day's start to the start of the day after the last", () => {
    process.env.TZ = 'Asia/Tokyo';
    const url = new URL(periodHistoryExportUrl('2026-11-01', '2026-11-30', createIntl({ locale: 'ja' })), 'http://x');
    expect(url.pathname).toBe('/export/history.jsonl');
    expect(url.searchParams.get('from')).toBe('2026-10-31T15:00:00.000Z');
    expect(url.searchParams.get('to')).toBe('2026-11-30T15:00:00.000Z');
    expect(url.searchParams.get('locale')).toBe('ja');
  });

  it('sends RFC 3339 instants (what the server parses), a single day as one whole day, across a change of clocks', () => {
    process.env.TZ = 'America/New_York';
    const url = new URL(periodHistoryExportUrl('2026-11-01', '2026-11-01', createIntl({ locale: 'en-GB' })), 'http://x');
    // Summer time ends on 1 November: that day is 25 hours long.
    expect(url.searchParams.get('from')).toBe('2026-11-01T04:00:00.000Z');
    expect(url.searchParams.get('to')).toBe('2026-11-02T05:00:00.000Z');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(localDayStart('2026-12-31', 1)).toBe('2027-01-01T05:00:00.000Z');
  });
});
