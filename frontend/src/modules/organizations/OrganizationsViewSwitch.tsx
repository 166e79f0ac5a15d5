import { SegmentedControl } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { OrganizationsView } from './organizationListParams';

const messages = defineMessages({
  label: { id: 'organization.view.label', defaultMessage: 'View' },
  board: { id: 'organization.view.board', defaultMessage: 'Board' },
  list: { id: 'organization.view.list', defaultMessage: 'List' },
  report: { id: 'organization.view.report', defaultMessage: 'Report' },
});

/**
 * Board / list / report. Each is a URL (`?view=`), pushed so Back returns to the previous view
 * (issue 13); a view's own filters start fresh.
 */
export function OrganizationsViewSwitch({ view }: { view: OrganizationsView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage(messages.label)}
      value={view}
      onChange={(value) => void navigate({ search: value === 'board' ? '' : `?view=${value}` })}
      data={[
        { value: 'board', label: intl.formatMessage(messages.board) },
        { value: 'list', label: intl.formatMessage(messages.list) },
        { value: 'report', label: intl.formatMessage(messages.report) },
      ]}
    />
  );
}
