import { describe, expect, it } from 'vitest';
import { insertCode, insertLink, insertTable, prefixLines, wrapSelection } from './editorActions';

const at = (value: string, start: number, end = start) => ({ value, selectionStart: start, selectionEnd: end });

describe('editor actions', () => {
  it('wraps the selection for bold', () => {
    const next = wrapSelection(at('say hi', 4, 6), '**', '**', 'text');
    expect(next.value).toBe('say **hi**');
    expect(next.value.slice(next.selectionStart, next.selectionEnd)).toBe('hi');
  });

  it('inserts a placeholder without a selection', () => {
    expect(wrapSelection(at('', 0), '~~', '~~', 'text').value).toBe('~~text~~');
  });

  it('prefixes every selected line; numbered lists count up', () => {
    expect(prefixLines(at('a\nb', 0, 3), '> ').value).toBe('> a\n> b');
    expect(prefixLines(at('a\nb', 0, 3), '1. ').value).toBe('1. a\n2. b');
    expect(prefixLines(at('x\ny', 2), '- [ ] ').value).toBe('x\n- [ ] y');
  });

  it('inserts code inline or fenced', () => {
    expect(insertCode(at('a b', 2, 3), 'code').value).toBe('a `b`');
    expect(insertCode(at('', 0), 'code').value).toBe('```typescript\ncode\n```\n');
  });

  it('inserts links and images with the URL selected', () => {
    const link = insertLink(at('docs', 0, 4), 'text');
    expect(link.value).toBe('[docs](https://)');
    expect(link.value.slice(link.selectionStart, link.selectionEnd)).toBe('https://');
    expect(insertLink(at('', 0), 'alt', true).value).toBe('![alt](https://)');
  });

  it('inserts a table on its own lines', () => {
    expect(insertTable(at('intro', 5), 'H', 'C').value).toBe('intro\n\n| H | H |\n| --- | --- |\n| C | C |\n');
  });
});
