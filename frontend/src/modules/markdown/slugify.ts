/** Heading anchor slug shared by the anchors and the [TOC]. */
export function slugify(text: string): string {
  return encodeURIComponent(String(text).trim().toLowerCase().replace(/\s+/g, '-'));
}
