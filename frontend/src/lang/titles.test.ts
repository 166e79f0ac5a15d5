import { describe, expect, it } from 'vitest';
import en from './en.json';

// Issue 37 §4: headings read as one product. The spec's page titles are in Title Case ('New
// Organization', 'Create New Issue'), so every create page's and create dialog's title is too;
// buttons and links stay in sentence case ('New task').
const createTitles = Object.entries(en as Record<string, string>).filter(([key]) =>
  /^page\.new[A-Z]\w*\.title$|\.create\.title$|\.createTitle$/.test(key),
);
const small = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

describe('create titles', () => {
  it('are found', () => {
    expect(createTitles.length).toBeGreaterThan(10);
  });

  it.each(createTitles)('%s is in Title Case', (_key, title) => {
    const lower = title
      .split(/\s+/)
      .filter((word, index) => index > 0 && !small.has(word) && /^[a-z]/.test(word));
    expect(lower).toEqual([]);
  });
});
