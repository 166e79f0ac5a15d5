import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

// What a style attribute may keep, one declaration at a time: the alignment markdown tables
// write, the colours the code highlighter writes (its `--shiki-*` variables), and plain text
// styling. DOMPurify keeps style attributes as they come, and CSS can run script in old engines
// (`expression(…)`, `behavior:`, `-moz-binding`), pull in other URLs (`url(…)`, `@import`), or
// lay a fake screen over the page; none of that is in this list.
const styleProperties = /^(?:text-align|color|background-color|font-style|font-weight|text-decoration|--shiki-[a-z-]+)$/;
const styleValue = /^(?:[#\w\s.,%-]+|(?:rgba?|hsla?)\([\d\s.,%/]+\))$/;

/** The declarations of `style` that are on the list, as a style attribute ('' when none). */
export function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return styleProperties.test(property) && styleValue.test(value) ? `${property}:${value}` : null;
    })
    .filter((declaration): declaration is string => declaration !== null)
    .join(';');
}

function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  created.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = safeStyle(data.attrValue);
    if (!data.attrValue) data.keepAttr = false;
  });
  purifier = created;
  return created;
}

/** Removes scripts, event handlers and dangerous URLs; external links open in a new tab. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ALLOW_DATA_ATTR: false,
  });
}
