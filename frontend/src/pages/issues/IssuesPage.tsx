import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueBoard } from '@/modules/issues/IssueBoard';
import { IssueChoiceManager } from '@/modules/issues/IssueChoiceManager';
import { IssueFilters } from '@/modules/issues/IssueFilters';
import { IssueList, issueColumns } from '@/modules/issues/IssueList';
import type { IssueFilter, IssuesView } from '@/modules/issues/issueListParams';
import { IssuesViewSwitch } from '@/modules/issues/IssuesViewSwitch';
import { isAdmin } from '@/modules/members/isAdmin';
import { issueExport } from '@/modules/issues/issueExport';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { IssuesPageData } from './issuesPageLoader';
import { IssueCategoriesPageQuery, IssuesBoardQuery, IssuesListQuery, IssueStatusesPageQuery } from './IssuesPageQueries';
import type { IssueCategoriesPageQuery as CategoriesQuery } from './__generated__/IssueCategoriesPageQuery.graphql';
import type { IssuesBoardQuery as BoardQuery } from './__generated__/IssuesBoardQuery.graphql';
import type { IssuesListQuery as ListQuery } from './__generated__/IssuesListQuery.graphql';
import type { IssueStatusesPageQuery as StatusesQuery } from './__generated__/IssueStatusesPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.issues.title', defaultMessage: 'Issues' },
  board: { id: 'page.issues.board', defaultMessage: 'Issue board' },
  statuses: { id: 'issue.statuses.title', defaultMessage: 'Issue statuses' },
  categories: { id: 'issue.categories.title', defaultMessage: 'Issue categories' },
  create: { id: 'page.issues.create', defaultMessage: 'New issue' },
});

/** The views the tab's title names before "Issues" (the list is the page itself). */
const sections = { list: null, board: messages.board, statuses: messages.statuses, categories: messages.categories };

/** Every view's frame: the heading with the view switch, the trash and "New issue", then the view. */
function Frame({ view, admin, exported, children }: { view: IssuesView; admin: boolean; exported?: Readonly<Record<string, unknown>>; children: ReactNode }) {
  const intl = useIntl();
  const to = useLocalePath();
  const title = intl.formatMessage(messages.title);
  const section = sections[view];
  return (
    <ListPageFrame
      title={title}
      exportList={exported && { spec: issueExport, variables: exported, name: title }}
      importType="Issue"
      savedView="issues"
      columns={exported && issueColumns}
      pageTitle={section ? `${intl.formatMessage(section)} · ${title}` : undefined}
      create={{ to: to('/issues/new'), label: intl.formatMessage(messages.create) }}
      actions={
        <>
          <IssuesViewSwitch view={view} admin={admin} />
          <TrashLink kind="Issue" />
        </>
      }
    >
      {children}
    </ListPageFrame>
  );
}

function List({ queryRef, filter }: { queryRef: PreloadedQuery<ListQuery>; filter: IssueFilter }) {
  const data = usePreloadedQuery<ListQuery>(IssuesListQuery, queryRef);
  return (
    <Frame view="list" admin={isAdmin(data.profile.roles)} exported={queryRef.variables}>
      <IssueFilters query={data} />
      <IssueList query={data} filter={filter} />
    </Frame>
  );
}

function Board({ queryRef, filter }: { queryRef: PreloadedQuery<BoardQuery>; filter: IssueFilter }) {
  const data = usePreloadedQuery<BoardQuery>(IssuesBoardQuery, queryRef);
  return (
    <Frame view="board" admin={isAdmin(data.profile.roles)}>
      <IssueFilters query={data} board />
      <IssueBoard query={data} filter={filter} />
    </Frame>
  );
}

function Statuses({ queryRef }: { queryRef: PreloadedQuery<StatusesQuery> }) {
  const data = usePreloadedQuery<StatusesQuery>(IssueStatusesPageQuery, queryRef);
  const admin = isAdmin(data.profile.roles);
  return (
    <Frame view="statuses" admin={admin}>
      <IssueChoiceManager query={data} kind="statuses" admin={admin} />
    </Frame>
  );
}

function Categories({ queryRef }: { queryRef: PreloadedQuery<CategoriesQuery> }) {
  const data = usePreloadedQuery<CategoriesQuery>(IssueCategoriesPageQuery, queryRef);
  const admin = isAdmin(data.profile.roles);
  return (
    <Frame view="categories" admin={admin}>
      <IssueChoiceManager query={data} kind="categories" admin={admin} />
    </Frame>
  );
}

/**
 * /issues (issue 15): the list recipe (search, filters, sort, load more, live through the store)
 * or the board by status (`?view=board`); for admins also the status and category lists
 * (`?view=statuses|categories`).
 */
export function IssuesPage() {
  const data = useLoaderData() as IssuesPageData;
  switch (data.view) {
    case 'board':
      return <Board queryRef={data.queryRef} filter={data.filter} />;
    case 'statuses':
      return <Statuses queryRef={data.queryRef} />;
    case 'categories':
      return <Categories queryRef={data.queryRef} />;
    default:
      return <List queryRef={data.queryRef} filter={data.filter} />;
  }
}
