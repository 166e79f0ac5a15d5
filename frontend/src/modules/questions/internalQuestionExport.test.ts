import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { exportUrl } from '@/modules/export/exportUrl';
import ja from '@/lang/ja.json';
import { internalQuestionExport } from './internalQuestionExport';
import { parseQuestionListParams, toQuestionListVariables } from './questionListParams';

describe('the internal Q&A board’s export (issue 35 §4)', () => {
  it('exports the board’s questions only (internal, its keyword, statuses and sort), each card’s facts under the reader’s headers', () => {
    const intl = createIntl({ locale: 'ja', messages: ja });
    // What the board's loader sends (`internalQasPageLoader`), from its address.
    const variables: Readonly<Record<string, unknown>> = { ...toQuestionListVariables(parseQuestionListParams(new URLSearchParams('q=経費&status=3&sort=TITLE')), { scopes: ['INTERNAL'] }) };
    const url = new URL(exportUrl(internalQuestionExport, 'xlsx', variables, intl, '社内Q&A', 540), 'http://x');
    expect(url.pathname).toBe('/export/questions.xlsx');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ keyword: '経費', statusIds: [3], scopes: ['INTERNAL'] });
    expect(JSON.parse(url.searchParams.get('orderBy') ?? '')).toEqual({ field: 'TITLE', direction: 'ASC' });
    const columns = JSON.parse(url.searchParams.get('columns') ?? '') as { path: string; header: string; labels?: Record<string, string> }[];
    expect(columns.map((column) => column.path)).toEqual(['title', 'statusId', 'asker.name', 'createdAt', 'body', 'answer', 'answeredBy.name', 'answeredAt']);
    expect(columns.find((column) => column.path === 'asker.name')?.header).toBe('質問者');
    expect(columns.find((column) => column.path === 'statusId')?.labels).toEqual({ '1': 'クローズ', '2': '回答済み', '3': '対応中' });
  });
});
