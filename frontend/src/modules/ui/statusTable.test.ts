import { describe, expect, it } from 'vitest';
import { toned } from './statusBadge';
import { statusFinder } from './statusTable';

const open = { id: 'test.open', defaultMessage: 'Open' };
const unknown = { id: 'test.unknown', defaultMessage: 'Unknown' };

describe('statusFinder', () => {
  const find = statusFinder([{ id: 1, label: open, ...toned('primary') }], unknown);

  it('finds the entry of an id', () => {
    expect(find(1)).toEqual({ id: 1, label: open, tone: 'primary', color: 'blue' });
  });

  it('reads an id the table lacks as the area’s Unknown in the default tone', () => {
    expect(find(9)).toEqual({ id: 9, label: unknown, tone: 'default', color: 'gray' });
  });
});
