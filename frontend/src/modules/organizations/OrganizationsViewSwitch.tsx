import { defineMessages } from 'react-intl';
import { useViewSearch, ViewSwitch } from '@/modules/ui/ViewSwitch';
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
  const to = useViewSearch(view, { defaultView: 'board', sharing: ['board', 'list'] });
  return <ViewSwitch view={view} views={['board', 'list', 'report']} messages={messages} to={to} />;
}
