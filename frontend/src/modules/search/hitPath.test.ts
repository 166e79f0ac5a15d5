import { describe, expect, it } from 'vitest';
import { localePath } from '@/modules/i18n/localePath';
import { hitPath } from './hitPath';

describe('hitPath', () => {
  it('opens each searched area at its detail page', () => {
    expect(hitPath('Task', 'VGFzazox')).toBe('/tasks/VGFzazox');
    expect(hitPath('Issue', 'SXNzdWU6Mg')).toBe('/issues/SXNzdWU6Mg');
    expect(hitPath('Document', 'RG9jOjM')).toBe('/documents/RG9jOjM');
    expect(hitPath('Organization', 'T3JnOjQ')).toBe('/organizations/T3JnOjQ');
    expect(hitPath('Project', 'UHJvajo1')).toBe('/projects/UHJvajo1');
    expect(hitPath('Employee', 'RW1wOjY')).toBe('/members/RW1wOjY');
    expect(hitPath('Agent', 'QWdlbnQ6Nw')).toBe('/agents/QWdlbnQ6Nw');
  });

  it('encodes the global id as one path segment', () => {
    expect(hitPath('Task', 'a/b+c=')).toBe('/tasks/a%2Fb%2Bc%3D');
    expect(hitPath('Employee', 'x y?z#')).toBe('/members/x%20y%3Fz%23');
  });

  it('gets the Japanese prefix from the locale path', () => {
    expect(localePath('ja', hitPath('Project', 'UHJvajo1') ?? '')).toBe('/ja/projects/UHJvajo1');
  });

  it('has no page for a type it does not know, nor for inherited names', () => {
    expect(hitPath('Role', 'Um9sZTox')).toBeNull();
    expect(hitPath('toString', 'x')).toBeNull();
    expect(hitPath('Task', '')).toBeNull();
  });
});
