import { describe, expect, it } from 'vitest';
import { declaredVariables, variablesMatchOperation } from './declaredVariables';

const list = 'query TasksPageQuery(\n  $first: Int!\n  $filter: TaskFilter\n  $orderBy: TaskOrder = {field: TITLE, direction: ASC}\n) {\n  tasks { totalCount }\n}';

describe('declaredVariables', () => {
  it('reads names and whether they are required', () => {
    expect(declaredVariables(list)).toEqual([
      { name: 'first', required: true },
      { name: 'filter', required: false },
      { name: 'orderBy', required: false },
    ]);
    expect(declaredVariables('mutation M($input: [ID!]!) { x }')).toEqual([{ name: 'input', required: true }]);
    expect(declaredVariables('query Q { profile { name } }')).toEqual([]);
  });
});

describe('variablesMatchOperation', () => {
  it('accepts exactly the declared variables', () => {
    expect(variablesMatchOperation(list, { first: 20, filter: { keyword: 'x' } })).toBe(true);
    expect(variablesMatchOperation(list, { first: 20, filter: undefined, orderBy: undefined })).toBe(true);
  });

  it('blocks a missing required variable', () => {
    expect(variablesMatchOperation(list, { filter: null })).toBe(false);
    expect(variablesMatchOperation(list, { first: null })).toBe(false);
  });

  it('blocks an extra variable', () => {
    expect(variablesMatchOperation(list, { first: 1, page: 2 })).toBe(false);
    expect(variablesMatchOperation('query Q { profile { name } }', { a: 1 })).toBe(false);
  });

  it('lets unknown text through', () => {
    expect(variablesMatchOperation('fragment F on Task { id }', { a: 1 })).toBe(true);
  });
});
