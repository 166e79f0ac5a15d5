import { describe, expect, it } from 'vitest';
import { canImport, columnOf, isImportType, mapColumn, mappingOf, percentDone, sameMapping } from './importMapping';

describe('import mapping', () => {
  it('sets a column and leaves out another column that held the same field', () => {
    expect(mapColumn(['name', null, 'contactEmail'], 1, 'name')).toEqual([null, 'name', 'contactEmail']);
    expect(mapColumn(['name', null], 0, null)).toEqual([null, null]);
    expect(mapColumn([null, null], 1, 'title')).toEqual([null, 'title']);
  });

  it("pads or cuts the server's mapping to the headers", () => {
    expect(mappingOf(['a', 'b', 'c'], ['title'])).toEqual(['title', null, null]);
    expect(mappingOf(['a'], ['title', 'status'])).toEqual(['title']);
    expect(mappingOf(['a', 'b'], [undefined, 'x'])).toEqual([null, 'x']);
  });

  it('compares mappings with null and undefined alike', () => {
    expect(sameMapping(['a', null], ['a', undefined])).toBe(true);
    expect(sameMapping(['a', null], ['a', 'b'])).toBe(false);
    expect(sameMapping(['a'], ['a', null])).toBe(true);
    expect(sameMapping(['a'], ['a', 'b'])).toBe(false);
  });

  it('allows Import only with nothing missing and some rows', () => {
    expect(canImport(null)).toBe(false);
    expect(canImport({ missing: ['title'], total: 3 })).toBe(false);
    expect(canImport({ missing: [], total: 0 })).toBe(false);
    expect(canImport({ missing: [], total: 1 })).toBe(true);
  });

  it("finds the column of a refused row's field", () => {
    expect(columnOf(['name', 'contactEmail'], 'contactEmail')).toBe(1);
    expect(columnOf(['name', null], 'contactEmail')).toBe(-1);
    expect(columnOf(['name'], null)).toBe(-1);
  });

  it('knows the kinds that can be imported', () => {
    expect(isImportType('Organization')).toBe(true);
    expect(isImportType('Employee')).toBe(true);
    expect(isImportType('toString')).toBe(false);
    expect(isImportType(undefined)).toBe(false);
  });

  it('counts progress in percent', () => {
    expect(percentDone(0, 0)).toBe(100);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(5, 4)).toBe(100);
  });
});
