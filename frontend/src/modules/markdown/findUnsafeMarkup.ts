/**
 * What in rendered markdown could run script or take the page elsewhere, one line per finding
 * ('' when nothing). For the XSS tests: the unit test runs it on `renderMarkdown`'s output in
 * jsdom, the browser test passes it to `page.evaluate` on the live page. It is therefore one
 * self-contained function (no imports, no helpers outside it: `page.evaluate` sends only its
 * source text).
 */
export function findUnsafeMarkup(root: ParentNode): string[] {
  const findings: string[] = [];
  // Elements that load or run active content, change where relative URLs point, refresh the
  // page or submit data, whatever their attributes say.
  const forbiddenTags = new Set([
    'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'base', 'meta',
    'link', 'style', 'form', 'isindex', 'bgsound', 'xml', 'portal', 'noscript', 'template',
  ]);
  // Attributes a browser reads as a URL to fetch or navigate to.
  const urlAttributes = new Set([
    'href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'background', 'lowsrc', 'dynsrc',
    'data', 'poster', 'codebase', 'cite', 'longdesc', 'ping', 'usemap', 'manifest', 'to', 'from', 'values',
  ]);
  // As a browser sees a URL: leading/embedded ASCII whitespace and control characters are
  // ignored, the scheme is case-insensitive.
  const activeScheme = /^(?:javascript|vbscript|livescript|mocha):|^data:(?:text\/html|application\/(?:xhtml|x-shockwave)|image\/svg|text\/xml|application\/xml)/;
  // CSS that runs script in some engine or pulls in other documents.
  const activeStyle = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import/i;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    const where = `<${tag}>`;
    if (forbiddenTags.has(tag)) findings.push(`${where} element`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`${where} event handler attribute ${name}`);
      if (urlAttributes.has(name) || name.endsWith(':href')) {
        // eslint-disable-next-line no-control-regex
        const url = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        if (activeScheme.test(url)) findings.push(`${where} ${name}="${attribute.value.slice(0, 60)}"`);
      }
      if (name === 'style' && activeStyle.test(attribute.value)) findings.push(`${where} style="${attribute.value.slice(0, 60)}"`);
      if (name === 'http-equiv') findings.push(`${where} http-equiv="${attribute.value}"`);
    }
  }
  return findings;
}
