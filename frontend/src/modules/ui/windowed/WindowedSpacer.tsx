/**
 * The items above or below a windowed list's rendered ones (issue 33), as one empty element of
 * their height, hidden from assistive technology and marked `data-spacer`; nothing when there are
 * none. `as` is the element the list's items are (an `li` in a list is `role="none"`); a `span`
 * keeps the items' first and last of their type.
 */
export function WindowedSpacer({ height, as: Element = 'div' }: { height: number; as?: 'div' | 'li' | 'span' }) {
  if (height <= 0) return null;
  return <Element aria-hidden="true" role={Element === 'li' ? 'none' : undefined} data-spacer="" style={{ display: 'block', height }} />;
}
