/**
 * A sent message's HTML as its recipient would see it, made safe to show to staff (issue 37
 * §6, "View .eml shows raw MIME. Show the message as its recipient would see it."):
 * - the open pixel is dropped and each tracked link points at its own destination again, so
 *   looking at a message records no open or click in the job's report;
 * - it is shown in a sandboxed frame (no scripts, no forms, its own origin) under a policy
 *   that loads nothing but inline styles and images, and links open outside the frame.
 */

/** The Content-Security-Policy of the preview frame. */
export const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; font-src https: data:";

/** Whether `url` is one of our click-tracking redirects (`/t/c/{token}?u=…`). */
function trackedDestination(url: string): string | null {
  try {
    const parsed = new URL(url, 'https://invalid.example');
    if (!parsed.pathname.includes('/t/c/')) return null;
    const destination = parsed.searchParams.get('u');
    return destination && /^(https?:|mailto:)/i.test(destination) ? destination : null;
  } catch {
    return null;
  }
}

/** Whether `url` is our open-tracking pixel (`/t/o/{token}`). */
function isOpenPixel(url: string): boolean {
  try {
    return new URL(url, 'https://invalid.example').pathname.includes('/t/o/');
  } catch {
    return false;
  }
}

/** The document the preview frame shows for a message's `html`. */
export function recipientView(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const img of Array.from(doc.querySelectorAll('img'))) {
    if (isOpenPixel(img.getAttribute('src') ?? '')) img.remove();
  }
  for (const link of Array.from(doc.querySelectorAll('a[href]'))) {
    const destination = trackedDestination(link.getAttribute('href') ?? '');
    if (destination) link.setAttribute('href', destination);
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  // Scripts never run in the frame (it is sandboxed); dropping them keeps the source honest.
  for (const script of Array.from(doc.querySelectorAll('script'))) script.remove();
  const policy = doc.createElement('meta');
  policy.setAttribute('http-equiv', 'Content-Security-Policy');
  policy.setAttribute('content', PREVIEW_POLICY);
  doc.head.prepend(policy);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
