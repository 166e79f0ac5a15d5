import { SegmentedControl } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { viewSearch } from '@/modules/ui/viewSearch';
import type { OrganizationsView } from './organizationListParams';

const messages = defineMessages({
  label: { id: 'organization.view.label', defaultMessage: 'View' },
  board: { id: 'organization.view.board', defaultMessage: 'Board' },
  list: { id: 'organization.view.list', defaultMessage: 'List' },
  report: { id: 'organization.view.report', defaultMessage: 'Report' },
});

/**
 * Board / list / report. Each is a URL (`?view=`), pushed so Back returns to the previous view
 * (issue 13); the board and the list share the search and the filters (issue 37 §3), the report
 * starts fresh.
 */
export function OrganizationsViewSwitch({ view }: { view: OrganizationsView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage(messages.label)}
      value={view}
      onChange={(value) => void navigate({ search: viewSearch(search, view, value as OrganizationsView, { defaultView: 'board', sharing: ['board', 'list'] }) })}
      data={[
        { value: 'board', label: intl.formatMessage(messages.board) },
        { value: 'list', label: intl.formatMessage(messages.list) },
        { value: 'report', label: intl.formatMessage(messages.report) },
      ]}
    />
  );
}
