import { describe, expect, it } from 'vitest';

import { areas, bulkFieldsOf, countMessage, entityKind, entityPath, trashKind, trashKinds } from '.';

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
    '../trash/InUseNotice.tsx',
    '../trash/TrashFilters.tsx',
    '../trash/TrashLink.tsx',
    '../trash/TrashList.tsx',
    '../trash/trashListParams.ts',
    '../../pages/trash/TrashPage.tsx',
    // Bulk edit (issue 35 §2): the selection, the action bar and the batch's result read each area's `bulk`.
    '../bulk/BulkList.tsx',
    '../bulk/BulkActionBar.tsx',
    '../bulk/BulkEditPanel.tsx',
    '../bulk/BulkEditResult.tsx',
    '../bulk/useBulkFields.ts',
    '../bulk/bulkFields.ts',
    '../bulk/bulkValue.ts',
    '../ui/list/ListSelection.tsx',
    '../ui/list/listSelection.ts',
    '../ui/list/useListSelection.ts',
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
    expect(entityKind('Agent').label?.id).toBe('agent.kind');
    expect(entityKind('Employee').label?.id).toBe('search.area.members');
    expect(entityKind('Nothing')).toEqual({ label: null, icon: null });
  });

  it('say which kinds have a trash, each a kind of their own with its word and its trash’s name (issue 35)', () => {
    expect(trashKinds.map((kind) => kind.typename).sort()).toEqual(['Agent', 'AgentRole', 'Application', 'ApplicationNode', 'ChatRoom', 'Document', 'EmailJob', 'EmailTemplate', 'Issue', 'IssueCategory', 'IssueStatus', 'Organization', 'Project', 'Question', 'SavedView', 'Tag', 'Task', 'WorkflowTemplate']);
    for (const kind of trashKinds) {
      // A question's page is its board's, known from its scope; a page's or requirement's is under its application.
      expect(entityPath(kind.typename, 'eDox', { scope: 'INTERNAL', application: { id: 'QXBwOjE=' } }), kind.typename).not.toBeNull();
      expect(kind.label, kind.typename).toBe(entityKind(kind.typename).label);
    }
    expect(trashKind('Project')?.trash.id).toBe('project.trash');
    expect(trashKind('Employee')).toBeUndefined();
  });

  it('count their own kinds where something depends on them, each kind counted by one area', () => {
    const keys = areas.flatMap((area) => Object.keys(area.counts ?? {}));
    expect(new Set(keys).size).toBe(keys.length);
    expect(countMessage('questions')?.id).toBe('dependents.questions');
    expect(countMessage('projects')?.id).toBe('dependents.projects');
    expect(countMessage('emailJobs')?.id).toBe('dependents.emailJobs');
    expect(countMessage('widgets')).toBeUndefined();
  });

  it('declare bulk fields only for kinds they own, by the contract’s field names (issue 35 §2)', () => {
    const contract = ['status', 'priority', 'assignee', 'assignees', 'category', 'project', 'tags', 'stage', 'owner', 'archive', 'delete'];
    for (const area of areas) {
      for (const [typename, fields] of Object.entries(area.bulk ?? {})) {
        expect(Object.hasOwn(area.pages, typename), `${area.name} declares bulk fields for ${typename}`).toBe(true);
        for (const name of Object.keys(fields)) expect(contract, `${typename}.${name}`).toContain(name);
      }
    }
    expect(bulkFieldsOf('Issue').map(([name]) => name)).toEqual(['status', 'priority', 'assignees', 'category', 'delete']);
    expect(bulkFieldsOf('Task').map(([name]) => name)).toEqual(['status', 'priority', 'assignee', 'delete']);
    expect(bulkFieldsOf('Organization').map(([name]) => name)).toEqual(['stage', 'owner', 'delete']);
    expect(bulkFieldsOf('Document').map(([name]) => name)).toEqual(['archive', 'category', 'delete']);
    // Every list of a kind with a trash deletes in bulk; these have nothing else to change.
    for (const kind of ['Project', 'Application', 'Question', 'EmailTemplate', 'Tag', 'WorkflowTemplate']) {
      expect(bulkFieldsOf(kind).map(([name]) => name), kind).toEqual(['delete']);
    }
    expect(bulkFieldsOf('Nothing')).toEqual([]);
  });

  it('are named by no hub', () => {
    expect(Object.keys(hubs)).toHaveLength(27);
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
