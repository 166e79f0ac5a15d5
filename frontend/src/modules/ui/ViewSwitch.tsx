import { SegmentedControl } from '@mantine/core';
import { useLocation, useNavigate, type To } from 'react-router';
import { viewSearch } from './viewSearch';

interface Props<V extends string> {
  /** The control's accessible name. */
  label: string;
  view: V;
  /** The views in order, each with its label. */
  views: readonly { value: V; label: string }[];
  /** Where a view is (its own route, or this page's `?view=`: `useViewSearch`). */
  to: (view: V) => To;
  'data-testid'?: string;
}

/**
 * A page's view switch (issue 32: the issue, organization, document and email template pages):
 * every view is a URL, pushed so Back returns to the previous view.
 */
export function ViewSwitch<V extends string>({ label, view, views, to, 'data-testid': testId }: Props<V>) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={label}
      value={view}
      onChange={(value) => void navigate(to(value as V))}
      data={views.map(({ value, label: text }) => ({ value, label: text }))}
      data-testid={testId}
    />
  );
}

/** Where another `?view=` of this page is (`viewSearch`: views showing the same records keep the search and filters). */
export function useViewSearch<V extends string>(view: V, options: { defaultView: V; sharing: readonly V[] }): (next: V) => To {
  const { search } = useLocation();
  return (next) => ({ search: viewSearch(search, view, next, options) });
}
