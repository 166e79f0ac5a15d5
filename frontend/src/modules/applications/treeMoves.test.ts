import { describe, expect, it } from 'vitest';
import { dropZone, moveBy, moveForDrop, type TreeSpot } from './treeMoves';

const spot = (nodeId: string, parentId: string | null, index: number, extra: Partial<TreeSpot> = {}): TreeSpot => ({
  nodeId,
  parentId,
  index,
  kind: 'LEAF',
  childCount: 0,
  ancestors: parentId ? [parentId] : [],
  ...extra,
});

describe('tree moves', () => {
  it('reads the zone from where the pointer is on the row', () => {
    const rect = { top: 100, height: 40 };
    expect(dropZone({ kind: 'LEAF' }, 105, rect)).toBe('before');
    expect(dropZone({ kind: 'LEAF' }, 125, rect)).toBe('after');
    expect(dropZone({ kind: 'DIRECTORY' }, 105, rect)).toBe('before');
    expect(dropZone({ kind: 'DIRECTORY' }, 120, rect)).toBe('into');
    expect(dropZone({ kind: 'DIRECTORY' }, 138, rect)).toBe('after');
    expect(dropZone({ kind: 'DIRECTORY', expanded: true }, 138, rect)).toBe('into');
  });

  it('reorders among siblings counting without the moved node', () => {
    // [A, B, C] under D
    const a = spot('A', 'D', 0);
    const c = spot('C', 'D', 2);
    expect(moveForDrop(a, c, 'after')).toEqual({ parentId: 'D', position: 2 });
    expect(moveForDrop(a, c, 'before')).toEqual({ parentId: 'D', position: 1 });
    expect(moveForDrop(c, a, 'before')).toEqual({ parentId: 'D', position: 0 });
    expect(moveForDrop(c, spot('B', 'D', 1), 'after')).toBeNull();
    expect(moveForDrop(a, spot('B', 'D', 1), 'before')).toBeNull();
  });

  it('moves between lists and into directories, last among the children', () => {
    const leaf = spot('L', null, 3);
    expect(moveForDrop(leaf, spot('X', 'D', 1), 'before')).toEqual({ parentId: 'D', position: 1 });
    expect(moveForDrop(leaf, spot('E', null, 0, { kind: 'DIRECTORY', childCount: 4 }), 'into')).toEqual({ parentId: 'E', position: 4 });
    expect(moveForDrop(spot('Y', 'E', 1), spot('E', null, 0, { kind: 'DIRECTORY', childCount: 4 }), 'into')).toEqual({ parentId: 'E', position: 3 });
    expect(moveForDrop(spot('Y', 'E', 3), spot('E', null, 0, { kind: 'DIRECTORY', childCount: 4 }), 'into')).toBeNull();
    expect(moveForDrop(leaf, spot('X', 'D', 1), 'into')).toBeNull();
  });

  it('never moves a node onto itself or into its own subtree', () => {
    const dir = spot('D', null, 0, { kind: 'DIRECTORY', childCount: 2 });
    expect(moveForDrop(dir, dir, 'into')).toBeNull();
    expect(moveForDrop(dir, spot('G', 'C', 0, { ancestors: ['D', 'C'], kind: 'DIRECTORY' }), 'into')).toBeNull();
  });

  it('moves up and down within the siblings only', () => {
    expect(moveBy(spot('A', 'D', 0), 3, -1)).toBeNull();
    expect(moveBy(spot('A', 'D', 0), 3, 1)).toEqual({ parentId: 'D', position: 1 });
    expect(moveBy(spot('C', null, 2), 3, 1)).toBeNull();
    expect(moveBy(spot('C', null, 2), 3, -1)).toEqual({ parentId: null, position: 1 });
  });
});
