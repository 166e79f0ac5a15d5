import { describe, expect, it } from 'vitest';
import { namedChoices } from './fieldRules';

describe('namedChoices', () => {
  const listed = [
    { id: 't1', name: 'Urgent' },
    { id: 't2', name: 'Customer' },
  ];

  it('offers the listed records, then the held ones the list lacks, once each', () => {
    const choices = namedChoices(listed, [{ id: 't2', name: 'Customer' }, { id: 't9', name: 'Legacy' }], [{ id: 't9', name: 'Legacy' }]);
    expect(choices.data).toEqual([
      { value: 't1', label: 'Urgent' },
      { value: 't2', label: 'Customer' },
      { value: 't9', label: 'Legacy' },
    ]);
  });

  it('names held and listed ids, and falls back to the id for an unknown one', () => {
    const choices = namedChoices(listed, [{ id: 't9', name: 'Legacy' }]);
    expect(choices.nameOf('t9')).toBe('Legacy');
    expect(choices.namesOf(['t1', 'gone'])).toEqual(['Urgent', 'gone']);
  });

  it("adds the field's values the choices lack, named where known", () => {
    const choices = namedChoices(listed, [{ id: 't9', name: 'Legacy' }]);
    expect(choices.dataWith(['t1', 'gone']).slice(3)).toEqual([{ value: 'gone', label: 'gone' }]);
    expect(choices.dataWith(['t9'])).toEqual(choices.data);
  });

  it('offers only the list when nothing is held', () => {
    expect(namedChoices(listed).data.map((choice) => choice.value)).toEqual(['t1', 't2']);
  });
});
