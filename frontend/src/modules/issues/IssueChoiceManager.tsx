import { defineMessages } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { LiveChoiceManager, type ChoiceHooks } from '@/modules/ui/choices/LiveChoiceManager';
import type { ChoiceListMessages } from '@/modules/ui/choices/choiceTypes';
import { issueChoiceKit } from './issueChoiceKit';
import { useCreateIssueCategory } from './useCreateIssueCategory';
import { useCreateIssueStatus } from './useCreateIssueStatus';
import { useIssueCategoriesChangedSubscription } from './useIssueCategoriesChangedSubscription';
import { useIssueStatusesChangedSubscription } from './useIssueStatusesChangedSubscription';
import { useMoveIssueCategory } from './useMoveIssueCategory';
import { useMoveIssueStatus } from './useMoveIssueStatus';
import { useUpdateIssueCategory } from './useUpdateIssueCategory';
import { useUpdateIssueStatus } from './useUpdateIssueStatus';
import type { IssueChoiceManager_category$key } from './__generated__/IssueChoiceManager_category.graphql';
import type { IssueChoiceManager_query$key } from './__generated__/IssueChoiceManager_query.graphql';
import type { IssueChoiceManager_status$key } from './__generated__/IssueChoiceManager_status.graphql';

const statusMessages = defineMessages({
  title: { id: 'issue.statuses.title', defaultMessage: 'Issue statuses' },
  intro: { id: 'issue.statuses.intro', defaultMessage: 'Statuses are the columns of the issue board, in this order; a new issue starts in the first.' },
  create: { id: 'issue.statuses.create', defaultMessage: 'Add status' },
  created: { id: 'issue.statuses.created', defaultMessage: 'Status created.' },
  saved: { id: 'issue.statuses.saved', defaultMessage: 'Status saved.' },
  none: { id: 'issue.statuses.none', defaultMessage: 'No statuses yet.' },
});

const categoryMessages = defineMessages({
  title: { id: 'issue.categories.title', defaultMessage: 'Issue categories' },
  intro: { id: 'issue.categories.intro', defaultMessage: 'Categories sort issues by kind (bug, request, question…); an issue may have several. Pickers list them in this order.' },
  create: { id: 'issue.categories.create', defaultMessage: 'Add category' },
  created: { id: 'issue.categories.created', defaultMessage: 'Category created.' },
  saved: { id: 'issue.categories.saved', defaultMessage: 'Category saved.' },
  none: { id: 'issue.categories.none', defaultMessage: 'No categories yet.' },
});

/** Which of the issues' lists of choices: the statuses (the board's columns, in order) or the categories. */
export type IssueChoiceKind = 'statuses' | 'categories';

/** Each list's words, mutations and subscription, and its rows' test id (the shared manager calls the hooks). */
const lists: Record<IssueChoiceKind, { messages: ChoiceListMessages; hooks: ChoiceHooks; rowTestId: string; trash: string }> = {
  statuses: {
    messages: statusMessages,
    hooks: { useChanged: useIssueStatusesChangedSubscription, useCreate: useCreateIssueStatus, useUpdate: useUpdateIssueStatus, useMove: useMoveIssueStatus },
    rowTestId: 'issue-status-item',
    // Issue 35: admins delete a status to the trash (issues in it read it "(deleted)").
    trash: 'IssueStatus',
  },
  categories: {
    messages: categoryMessages,
    hooks: { useChanged: useIssueCategoriesChangedSubscription, useCreate: useCreateIssueCategory, useUpdate: useUpdateIssueCategory, useMove: useMoveIssueCategory },
    rowTestId: 'issue-category-item',
    trash: 'IssueCategory',
  },
};

interface Props {
  /** The page's query, spreading this fragment with `@arguments(statuses: true)` or `(categories: true)`. */
  query: IssueChoiceManager_query$key;
  kind: IssueChoiceKind;
  admin: boolean;
}

/**
 * The issue statuses or the issue categories in their order (issue 32: one choice manager for
 * both); live through issueStatusesChanged / issueCategoriesChanged, read again after a reconnect.
 * The query selects only the list the page asked for. A list is one page (no "load more"), so it
 * is a plain connection (a refetchable fragment takes one @connection at most): a create and a
 * notice edit its edges by its `__id`, and a reconnect reads it again whole.
 */
export function IssueChoiceManager({ query, kind, admin }: Props) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IssueChoiceManager_query on Query
      @refetchable(queryName: "IssueChoiceManagerRefetchQuery")
      @argumentDefinitions(
        statuses: { type: "Boolean", defaultValue: false }
        categories: { type: "Boolean", defaultValue: false }
        first: { type: "Int", defaultValue: 100 }
      ) {
        issueStatuses(first: $first) @include(if: $statuses) {
          __id
          edges { node { ...IssueChoiceManager_status } }
        }
        issueCategories(first: $first) @include(if: $categories) {
          __id
          edges { node { ...IssueChoiceManager_category } }
        }
      }
    `,
    query,
  );
  // The fields of a Choice (ui/choices/choiceTypes), which the lists' mutations and notices also read.
  const statuses = useFragment<IssueChoiceManager_status$key>(
    graphql`
      fragment IssueChoiceManager_status on IssueStatus @relay(plural: true) { id label labelEn labelJa color position version updatedAt }
    `,
    data.issueStatuses?.edges.map((edge) => edge.node) ?? null,
  );
  const categories = useFragment<IssueChoiceManager_category$key>(
    graphql`
      fragment IssueChoiceManager_category on IssueCategory @relay(plural: true) { id label labelEn labelJa color position version updatedAt }
    `,
    data.issueCategories?.edges.map((edge) => edge.node) ?? null,
  );
  const connection = kind === 'statuses' ? data.issueStatuses : data.issueCategories;
  if (!connection) throw new Error(`IssueChoiceManager: the query did not select the issue ${kind}`);
  return (
    <LiveChoiceManager
      {...lists[kind]}
      choices={(kind === 'statuses' ? statuses : categories) ?? []}
      admin={admin}
      kit={issueChoiceKit}
      connectionId={connection.__id}
      refetch={refetch}
    />
  );
}
