import { describe, expect, it } from 'vitest';
import { parseTrashListParams, toTrashSearchParams, toTrashVariables, trashListCodec, trashPath } from './trashListParams';

const parse = (search: string) => parseTrashListParams(new URLSearchParams(search));

describe('the trash’s URL', () => {
  it('reads the kinds, comma-separated or repeated, deduplicated and sorted', () => {
    expect(parse('type=Project').types).toEqual(['Project']);
    expect(parse('type=Task,Project&type=Issue&type=Task').types).toEqual(['Issue', 'Project', 'Task']);
    // Not checked against the registry (the loader is in the entry chunk): the server knows no Tag trash and lists nothing.
    expect(parse('type=Tag').types).toEqual(['Tag']);
    expect(parse('type=%20,').types).toEqual([]);
    expect(parse('').types).toEqual([]);
  });

  it('writes them back with the keyword, leaving out what is unset', () => {
    const params = parse('type=Task,Project&q=%20apollo%20&n=40');
    expect(params).toEqual({ keyword: 'apollo', types: ['Project', 'Task'], count: 40 });
    expect(toTrashSearchParams(params).toString()).toBe('q=apollo&type=Project%2CTask');
    expect(toTrashSearchParams(trashListCodec.cleared(params)).toString()).toBe('');
    expect(trashPath('Document')).toBe('/trash?type=Document');
  });

  it('gives the query only what is set, and the filter the list subscribes with', () => {
    expect(toTrashVariables(parse(''))).toEqual({ first: 20, types: null, keyword: null, filter: {} });
    expect(toTrashVariables(parse('type=Project&q=apo'))).toEqual({ first: 20, types: ['Project'], keyword: 'apo', filter: { types: ['Project'], keyword: 'apo' } });
  });

});
