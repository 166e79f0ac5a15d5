import { describe, expect, it } from 'vitest';
import { createMarkdown } from './createMarkdown';
import { renderMarkdown } from './renderMarkdown';

const md = createMarkdown();

function render(source: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderMarkdown(md, source);
  return element;
}

describe('renderMarkdown', () => {
  it('removes scripts and event handlers from raw HTML', () => {
    const html = renderMarkdown(md, '<img src=x onerror="window.__xss=1">\n\n<script>window.__xss=2</script>\n\n<a href="javascript:alert(1)">x</a>');
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toMatch(/<img src="x">/);
  });

  it('keeps safe HTML such as underline', () => {
    expect(renderMarkdown(md, 'a <u>b</u>')).toContain('<u>b</u>');
  });

  it('turns line breaks into <br>, links into anchors and applies typography', () => {
    const html = renderMarkdown(md, 'one\ntwo https://example.com (c)');
    expect(html).toContain('<br>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('©');
  });

  it('opens http(s) links in a new tab with rel=noopener', () => {
    const link = render('[site](https://example.com) [local](/tasks)').querySelectorAll('a');
    expect(link[0].getAttribute('target')).toBe('_blank');
    expect(link[0].getAttribute('rel')).toContain('noopener');
    expect(link[1].hasAttribute('target')).toBe(false);
  });

  it('builds a [TOC] of h1–h3', () => {
    const root = render('[TOC]\n\n# One\n\n## Two\n\n### Three\n\n#### Four');
    const toc = root.querySelector('nav.markdown-toc');
    expect(toc).not.toBeNull();
    const entries = [...(toc?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
    expect(entries).toEqual(['One', 'Two', 'Three']);
    expect(root.querySelector('h2')?.id).toBe('h-two');
    expect(toc?.querySelector('a[href="#h-two"]')).not.toBeNull();
  });

  it('keeps the ids of headings named like properties of document, so their [TOC] entries lead somewhere', () => {
    const root = render('[TOC]\n\n# Links\n\n## Title\n\n## Forms');
    for (const heading of root.querySelectorAll('h1, h2')) {
      const id = heading.id;
      expect(id).not.toBe('');
      expect(root.querySelector(`nav.markdown-toc a[href="#${id}"]`)).not.toBeNull();
    }
  });

  it('renders task lists as disabled checkboxes', () => {
    const boxes = render('- [ ] todo\n- [x] done').querySelectorAll('input[type=checkbox]');
    expect(boxes).toHaveLength(2);
    expect((boxes[1] as HTMLInputElement).checked).toBe(true);
  });

  it('renders tables and strikethrough', () => {
    const root = render('| a | b |\n| --- | --- |\n| 1 | 2 |\n\n~~gone~~');
    expect(root.querySelector('table')).not.toBeNull();
    expect(root.querySelector('s')?.textContent).toBe('gone');
  });
});
