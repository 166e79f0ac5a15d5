import { defineMessages } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { LiveChoiceManager, type ChoiceHooks } from '@/modules/ui/choices/LiveChoiceManager';
import { issueChoiceKit } from './issueChoiceKit';
import { useCreateIssueCategory } from './useCreateIssueCategory';
import { useIssueCategoriesChangedSubscription } from './useIssueCategoriesChangedSubscription';
import { useMoveIssueCategory } from './useMoveIssueCategory';
import { useUpdateIssueCategory } from './useUpdateIssueCategory';
import type { IssueCategoryManager_categories$key } from './__generated__/IssueCategoryManager_categories.graphql';
import type { IssueCategoryManager_query$key } from './__generated__/IssueCategoryManager_query.graphql';

const messages = defineMessages({
  title: { id: 'issue.categories.title', defaultMessage: 'Issue categories' },
  intro: { id: 'issue.categories.intro', defaultMessage: 'Categories sort issues by kind (bug, request, question…); an issue may have several. Pickers list them in this order.' },
  create: { id: 'issue.categories.create', defaultMessage: 'Add category' },
  created: { id: 'issue.categories.created', defaultMessage: 'Category created.' },
  saved: { id: 'issue.categories.saved', defaultMessage: 'Category saved.' },
  none: { id: 'issue.categories.none', defaultMessage: 'No categories yet.' },
});

/** The categories list's mutations and subscription (issue 32: the shared manager calls them). */
const hooks: ChoiceHooks = {
  useChanged: useIssueCategoriesChangedSubscription,
  useCreate: useCreateIssueCategory,
  useUpdate: useUpdateIssueCategory,
  useMove: useMoveIssueCategory,
};

/** The issue categories in their order (the choice manager); live through issueCategoriesChanged, read again after a reconnect. */
export function IssueCategoryManager({ query, admin }: { query: IssueCategoryManager_query$key; admin: boolean }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IssueCategoryManager_query on Query
      @refetchable(queryName: "IssueCategoryManagerRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        issueCategories(first: $first, after: $after) @connection(key: "IssueCategoryManager_issueCategories") {
          __id
          edges {
            node {
              ...IssueCategoryManager_categories
            }
          }
        }
      }
    `,
    query,
  );
  const categories = useFragment<IssueCategoryManager_categories$key>(
    graphql`
      fragment IssueCategoryManager_categories on IssueCategory @relay(plural: true) {
        id
        label
        labelEn
        labelJa
        color
        position
        version
        updatedAt
      }
    `,
    data.issueCategories.edges.map((edge) => edge.node),
  );
  return (
    <LiveChoiceManager
      choices={categories}
      admin={admin}
      messages={messages}
      kit={issueChoiceKit}
      connectionId={data.issueCategories.__id}
      refetch={refetch}
      hooks={hooks}
      rowTestId="issue-category-item"
    />
  );
}
