import { describe, expect, it } from 'vitest';
import { localePath } from '@/modules/i18n/localePath';
import { activityPath } from './homePaths';
import { isPastDay, localDay, localMidnightIso } from './homeDates';

describe('the page of an activity entry', () => {
  it('opens the subjects a notification opens the same way', () => {
    expect(activityPath({ __typename: 'Task', id: 'VGFzazox' })).toBe('/tasks/VGFzazox');
    expect(activityPath({ __typename: 'EmailJob', id: 'Sm9iOjY=', kind: 'BATCH' })).toBe('/batch-email-jobs/Sm9iOjY%3D');
    expect(activityPath({ __typename: 'Question', id: 'UTo0', scope: 'INTERNAL', project: null })).toBe('/internal-qas');
  });

  it('opens documents, organizations, projects and members on their pages', () => {
    expect(activityPath({ __typename: 'Document', id: 'RG9jOjE=' })).toBe('/documents/RG9jOjE%3D');
    expect(activityPath({ __typename: 'Organization', id: 'T3JnOjE=' })).toBe('/organizations/T3JnOjE%3D');
    expect(activityPath({ __typename: 'Project', id: 'UHJvajo1' })).toBe('/projects/UHJvajo1');
    expect(activityPath({ __typename: 'Employee', id: 'RW1wOjE=' })).toBe('/members/RW1wOjE%3D');
  });

  it('opens nothing for a subject the reader may no longer read', () => {
    expect(activityPath(null)).toBeNull();
    expect(activityPath({ __typename: 'Unknown', id: 'eDox' })).toBeNull();
  });

  it('keeps the Japanese prefix', () => {
    expect(localePath('ja', activityPath({ __typename: 'Document', id: 'RG9jOjE=' }) ?? '')).toBe('/ja/documents/RG9jOjE%3D');
  });
});

describe('home dates', () => {
  const evening = new Date(2026, 10, 3, 23, 30);

  it('takes today as the local calendar day', () => {
    expect(localDay(evening)).toBe('2026-11-03');
  });

  it('counts a due day before today as past, today not', () => {
    expect(isPastDay('2026-11-02', evening)).toBe(true);
    expect(isPastDay('2026-11-03', evening)).toBe(false);
  });

  it('starts "today" at local midnight', () => {
    expect(new Date(localMidnightIso(evening)).getTime()).toBe(new Date(2026, 10, 3).getTime());
  });
});
