import { defineMessages } from 'react-intl';
import { useViewSearch, ViewSwitch } from '@/modules/ui/ViewSwitch';
import type { IssuesView } from './issueListParams';

const messages = defineMessages({
  label: { id: 'issue.view.label', defaultMessage: 'View' },
  list: { id: 'issue.view.list', defaultMessage: 'List' },
  board: { id: 'issue.view.board', defaultMessage: 'Board' },
  statuses: { id: 'issue.view.statuses', defaultMessage: 'Statuses' },
  categories: { id: 'issue.view.categories', defaultMessage: 'Categories' },
});

/**
 * List / board, and for admins the status and category lists. Each is a URL (`?view=`), pushed
 * so Back returns to the previous view; the list and the board share the search and the filters
 * (issue 37 §3), the admin lists start fresh.
 */
export function IssuesViewSwitch({ view, admin }: { view: IssuesView; admin: boolean }) {
  const to = useViewSearch(view, { defaultView: 'list', sharing: ['list', 'board'] });
  const views: IssuesView[] = admin ? ['list', 'board', 'statuses', 'categories'] : ['list', 'board'];
  return <ViewSwitch view={view} views={views} messages={messages} to={to} data-testid="issues-view-switch" />;
}
