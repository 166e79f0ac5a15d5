import { describe, expect, it } from 'vitest';
import { initialModelId, toolsForModel } from './composerDefaults';

const models = [
  { id: 'm1', tools: [{ id: 't1' }] },
  { id: 'm2', tools: [{ id: 't1' }, { id: 't2' }] },
];

describe('composer defaults', () => {
  it('prefers the first usable preferred model, else the first model', () => {
    expect(initialModelId(models, ['gone', 'm2'])).toBe('m2');
    expect(initialModelId(models, [null, undefined])).toBe('m1');
    expect(initialModelId([], ['m1'])).toBeNull();
  });

  it('keeps only the tools the model has', () => {
    expect(toolsForModel(models, 'm1', ['t1', 't2'])).toEqual(['t1']);
    expect(toolsForModel(models, 'm2', ['t2'])).toEqual(['t2']);
    expect(toolsForModel(models, null, ['t1'])).toEqual([]);
  });
});
