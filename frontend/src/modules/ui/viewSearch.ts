/**
 * The query string for another view of the same records (issue 37 §3: switching an area's list
 * and board keeps the search and the filters). Between views that show the same records
 * (`sharing`: the list and the board) everything in the URL stays but the view itself and the
 * list's own paging (`n`, rows loaded); a view of something else (the status list, a report)
 * starts fresh. The default view is written as no `view` at all.
 */
export function viewSearch<V extends string>(current: string, from: V, to: V, { defaultView, sharing }: { defaultView: V; sharing: readonly V[] }): string {
  const keep = sharing.includes(from) && sharing.includes(to);
  const search = keep ? new URLSearchParams(current) : new URLSearchParams();
  search.delete('view');
  search.delete('n');
  if (to !== defaultView) search.set('view', to);
  const text = search.toString();
  return text ? `?${text}` : '';
}
