import { describe, expect, it } from 'vitest';

import { areas, entityKind, entityPath } from '.';

/** Each area's declaration, by file. */
const files = import.meta.glob<{ name: string }>('../*/area.ts', { eager: true, import: 'area' });

/**
 * The shared screens that open other areas' entities: they read the areas' declarations and name
 * none (issue 31). The trash (issue 35) deletes, lists and restores any kind the same way.
 */
const hubs = import.meta.glob<string>(
  [
    './index.ts',
    './types.ts',
    '../search/searchAreas.ts',
    '../search/hitPath.ts',
    '../notifications/notificationPath.ts',
    '../home/homePaths.ts',
    '../history/refPath.ts',
    '../trash/DeleteButton.tsx',
    '../trash/TrashRow.tsx',
    '../trash/trashStore.ts',
    '../trash/useNodeRestorer.tsx',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

describe('the areas', () => {
  it('are found by file, each named as its folder', () => {
    expect(Object.keys(files).length).toBeGreaterThan(10);
    for (const [file, area] of Object.entries(files)) {
      expect(file).toBe(`../${area.name}/area.ts`);
    }
  });

  it('each open their own kinds of entity, and no kind belongs to two areas', () => {
    const owners = new Map<string, string>();
    for (const area of areas) {
      for (const typename of Object.keys(area.pages)) {
        expect(owners.get(typename), `${typename} is opened by ${owners.get(typename)} and ${area.name}`).toBeUndefined();
        owners.set(typename, area.name);
      }
    }
    expect(entityPath('Task', 'VGFzazox')).toBe('/tasks/VGFzazox');
    expect(entityPath('EmailJob', 'Sm9iOjY=', { kind: 'BATCH' })).toBe('/batch-email-jobs/Sm9iOjY%3D');
    expect(entityPath('Nothing', 'x')).toBeNull();
    expect(entityPath('Task', '')).toBeNull();
  });

  it('name each kind by its own word, else by the area’s heading', () => {
    expect(entityKind('Project').label?.id).toBe('project.kind');
    expect(entityKind('Task').label?.id).toBe('task.kind');
    expect(entityKind('Task').icon).toBeTruthy();
    expect(entityKind('Document').label?.id).toBe('document.kind');
    // A kind its area gave no word of its own goes by the area's heading.
    expect(entityKind('Agent').label?.id).toBe('search.area.agents');
    expect(entityKind('Nothing')).toEqual({ label: null, icon: null });
  });

  it('are named by no hub', () => {
    expect(Object.keys(hubs)).toHaveLength(11);
    for (const [file, source] of Object.entries(hubs)) {
      const code = source
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/u.test(line))
        .join('\n');
      for (const area of areas) {
        expect(code, `${file} names the area ${area.name}`).not.toMatch(new RegExp(`['"\`/]${area.name}['"\`/]`, 'u'));
        for (const typename of Object.keys(area.pages)) {
          expect(code, `${file} names ${typename}`).not.toContain(`'${typename}'`);
        }
      }
    }
  });
});
