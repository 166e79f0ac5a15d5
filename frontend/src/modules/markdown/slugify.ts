/**
 * Heading anchor slug shared by the anchors and the [TOC]. Prefixed so that no heading's id
 * is a property of `document` ("links", "title", "forms"…): DOMPurify drops such ids to stop
 * DOM clobbering, which left the [TOC] entry of a heading named "Links" leading nowhere. The
 * prefix also keeps headings clear of the app's own ids ("main-content").
 */
export function slugify(text: string): string {
  return `h-${encodeURIComponent(String(text).trim().toLowerCase().replace(/\s+/g, '-'))}`;
}
