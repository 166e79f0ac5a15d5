import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import toc from 'markdown-it-toc-done-right';
import { slugify } from './slugify';

export type MarkdownPlugin = (md: MarkdownItInstance) => void;

type MarkdownItInstance = InstanceType<typeof MarkdownIt>;

/**
 * markdown-it as the spec asks: HTML allowed (sanitized after rendering), breaks, linkify,
 * typographer, `[TOC]` for h1–h3; `highlight` adds code highlighting when loaded.
 */
export function createMarkdown(highlight?: MarkdownPlugin): MarkdownItInstance {
  const md = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });
  md.use(anchor, { slugify, level: [1, 2, 3, 4, 5, 6], tabIndex: false });
  md.use(toc, { slugify, level: [1, 2, 3], listType: 'ul', containerClass: 'markdown-toc' });
  // Task-list items: "- [ ] todo" / "- [x] done" render as disabled checkboxes.
  md.core.ruler.push('task_lists', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'inline' || !token.children?.length) continue;
      const first = token.children[0];
      const match = /^\[([ xX])\]\s/.exec(first.content);
      if (first.type !== 'text' || !match) continue;
      first.content = first.content.slice(match[0].length);
      const box = new state.Token('html_inline', '', 0);
      box.content = `<input type="checkbox" disabled${match[1] === ' ' ? '' : ' checked'}> `;
      token.children.unshift(box);
    }
  });
  if (highlight) md.use(highlight);
  return md;
}
