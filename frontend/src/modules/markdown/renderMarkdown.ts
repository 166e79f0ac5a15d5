import type { createMarkdown } from './createMarkdown';
import { sanitizeHtml } from './sanitizeHtml';

/** Renders markdown to sanitized HTML. */
export function renderMarkdown(md: ReturnType<typeof createMarkdown>, source: string): string {
  return sanitizeHtml(md.render(source));
}
