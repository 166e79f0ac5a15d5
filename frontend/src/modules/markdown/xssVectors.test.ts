import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMarkdown } from './createMarkdown';
import { findUnsafeMarkup } from './findUnsafeMarkup';
import { loadHighlighter } from './loadHighlighter';
import { renderMarkdown } from './renderMarkdown';
import { safeStyle } from './sanitizeHtml';

interface Vector {
  section: string;
  origin: string;
  vector: string;
}

// The OWASP XSS filter-evasion cheat sheet's vectors, as data (e2e/data/README.md says where
// from); the browser test (e2e/xss.test.ts) renders the same file in Chromium.
const data = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../e2e/data/xss-vectors.json'), 'utf8')) as { count: number; vectors: Vector[] };

// A block of several lines is tried whole and line by line: a filter may treat a line alone
// differently from the block around it.
const cases = data.vectors.flatMap((entry, index) => {
  const lines = entry.vector.split('\n').filter((line) => line.trim());
  const whole = { name: `#${index + 1} (${entry.section})`, source: entry.vector };
  if (lines.length < 2) return [whole];
  return [whole, ...lines.map((line, at) => ({ name: `#${index + 1} line ${at + 1} (${entry.section})`, source: line }))];
});

const md = createMarkdown();

/** What the markdown renders to, as the page would hold it. */
function rendered(source: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderMarkdown(md, source);
  return element;
}

// jsdom runs no script, so a vector that escaped could only show as markup; any trap firing
// here would mean the sanitizer itself evaluated something.
let fired: string[] = [];
const trap = (name: string) => () => {
  fired.push(name);
};
window.alert = trap('alert');
window.confirm = () => (fired.push('confirm'), false);
window.prompt = () => (fired.push('prompt'), null);
afterEach(() => {
  fired = [];
});

describe('every OWASP XSS filter-evasion vector, through the markdown renderer', () => {
  it('is the whole cheat sheet (every code block and listed vector)', () => {
    expect(data.vectors).toHaveLength(data.count);
    expect(data.count).toBeGreaterThan(300);
  });

  it.each(cases)('vector $name renders with nothing that could run', ({ source }) => {
    expect(findUnsafeMarkup(rendered(source))).toEqual([]);
    expect(fired).toEqual([]);
  });

  it('all vectors in one document render with nothing that could run', () => {
    const all = data.vectors.map((entry) => entry.vector).join('\n\n');
    expect(findUnsafeMarkup(rendered(all))).toEqual([]);
    expect(fired).toEqual([]);
  });

  it('the checker itself finds what the sanitizer must remove', () => {
    const raw = document.createElement('div');
    raw.innerHTML = '<a href=" jav&#x09;ascript:alert(1)">x</a><img src=x onerror=alert(1)><meta http-equiv=refresh content=0><div style="width:expression(alert(1))"></div>';
    expect(findUnsafeMarkup(raw)).toEqual([
      '<a> href=" jav\tascript:alert(1)"',
      '<img> event handler attribute onerror',
      '<meta> element',
      '<meta> http-equiv="refresh"',
      '<div> style="width:expression(alert(1))"',
    ]);
  });
});

describe('style attributes keep only plain text styling', () => {
  it('keeps the alignment of table columns', () => {
    const cells = rendered('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |').querySelectorAll('td');
    expect([...cells].map((cell) => cell.getAttribute('style'))).toEqual(['text-align:left', 'text-align:center', 'text-align:right']);
  });

  it("keeps the highlighter's colours", async () => {
    const highlighted = createMarkdown(await loadHighlighter());
    const element = document.createElement('div');
    element.innerHTML = renderMarkdown(highlighted, '```javascript\nconst a = 1;\n```');
    const styles = [...element.querySelectorAll('[style]')].map((node) => node.getAttribute('style') ?? '');
    expect(styles.length).toBeGreaterThan(1);
    expect(styles.every((style) => /^--shiki-light:#[0-9a-f]{6}/i.test(style))).toBe(true);
  });

  it('keeps colours and font styling, drops URLs, expressions, behaviours and layout', () => {
    expect(safeStyle('color: #c00; background-color: rgb(1, 2, 3); font-weight: bold')).toBe('color:#c00;background-color:rgb(1, 2, 3);font-weight:bold');
    expect(safeStyle("background-image: url(javascript:alert('XSS'))")).toBe('');
    expect(safeStyle("width: expression(alert('XSS'));")).toBe('');
    expect(safeStyle('behavior: url(xss.htc);')).toBe('');
    expect(safeStyle('-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")')).toBe('');
    expect(safeStyle('position: fixed; inset: 0; z-index: 9999; color: red')).toBe('color:red');
    expect(safeStyle("color: red\\;x:expression(alert(1))")).toBe('');
  });
});
