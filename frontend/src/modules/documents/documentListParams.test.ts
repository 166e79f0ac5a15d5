import { describe, expect, it } from 'vitest';
import { documentListCodec, parseDocumentListParams, toDocumentListVariables, toDocumentSearchParams } from './documentListParams';

describe('document list params', () => {
  it('sorts by relevance with a keyword and by update time without one', () => {
    expect(toDocumentListVariables(parseDocumentListParams(new URLSearchParams('q=株'))).orderBy).toEqual({ field: 'RELEVANCE', direction: 'DESC' });
    expect(toDocumentListVariables(parseDocumentListParams(new URLSearchParams(''))).orderBy).toEqual({ field: 'UPDATED_AT', direction: 'DESC' });
    expect(toDocumentListVariables(parseDocumentListParams(new URLSearchParams('sort=TITLE'))).orderBy).toEqual({ field: 'TITLE', direction: 'ASC' });
  });

  it('drops relevance once the keyword is gone, and keeps an explicit sort across a new keyword', () => {
    const searching = parseDocumentListParams(new URLSearchParams('q=x&sort=RELEVANCE&dir=ASC'));
    expect(toDocumentSearchParams({ ...searching, keyword: '' }).toString()).toBe('');
    const byTitle = parseDocumentListParams(new URLSearchParams('sort=TITLE'));
    expect(toDocumentSearchParams({ ...byTitle, keyword: 'x' }).toString()).toBe('q=x&sort=TITLE');
    const plain = parseDocumentListParams(new URLSearchParams(''));
    expect(toDocumentSearchParams({ ...plain, keyword: 'x' }).toString()).toBe('q=x');
  });

  it('round-trips filters and favourites, and asks for excerpts only with a keyword', () => {
    const search = 'q=plan&category=a,b&permission=p&tag=t&status=1,3&author=e&fav=1';
    const params = parseDocumentListParams(new URLSearchParams(search));
    expect(toDocumentSearchParams(params).toString()).toBe(new URLSearchParams(search).toString());
    const variables = toDocumentListVariables(params);
    expect(variables.filter).toEqual({ keyword: 'plan', categoryIds: ['a', 'b'], permissionCategoryIds: ['p'], tagIds: ['t'], statusIds: [1, 3], authorIds: ['e'], favouritesOnly: true });
    expect(variables.withExcerpt).toBe(true);
    expect(toDocumentListVariables(parseDocumentListParams(new URLSearchParams(''))).withExcerpt).toBe(false);
    expect(toDocumentSearchParams(documentListCodec.cleared(params)).toString()).toBe('fav=1');
  });
});
