import { SegmentedControl } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate, type To } from 'react-router';
import { viewSearch } from './viewSearch';

interface Props<V extends string> {
  view: V;
  /** The views in order. */
  views: readonly V[];
  /** Each view's label, and `label`: the control's accessible name. */
  messages: Record<V | 'label', MessageDescriptor>;
  /** Where a view is (its own route, or this page's `?view=`: `useViewSearch`). */
  to: (view: V) => To;
  'data-testid'?: string;
}

/**
 * A page's view switch (issue 32: the issue, organization, document and email template pages):
 * every view is a URL, pushed so Back returns to the previous view.
 */
export function ViewSwitch<V extends string>({ view, views, messages, to, 'data-testid': testId }: Props<V>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const text = (key: V | 'label') => {
    const message: MessageDescriptor = messages[key];
    return intl.formatMessage(message);
  };
  return (
    <SegmentedControl
      aria-label={text('label')}
      value={view}
      onChange={(value) => void navigate(to(value as V))}
      data={views.map((value) => ({ value, label: text(value) }))}
      data-testid={testId}
    />
  );
}

/** Where another `?view=` of this page is (`viewSearch`: views showing the same records keep the search and filters). */
export function useViewSearch<V extends string>(view: V, options: { defaultView: V; sharing: readonly V[] }): (next: V) => To {
  const { search } = useLocation();
  return (next) => ({ search: viewSearch(search, view, next, options) });
}
