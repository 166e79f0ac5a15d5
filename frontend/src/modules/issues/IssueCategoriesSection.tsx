import { defineMessages } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { IssueLabelBadge } from './IssueLabelBadge';
import { IssueSideSection } from './IssueSideSection';
import { useAssignIssueCategory } from './useAssignIssueCategory';
import { useDetachIssueCategory } from './useDetachIssueCategory';
import type { IssueCategoriesSection_issue$key } from './__generated__/IssueCategoriesSection_issue.graphql';

const messages = defineMessages({
  title: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  none: { id: 'issue.categories.noneAssigned', defaultMessage: 'No category' },
  pick: { id: 'issue.categories.pick', defaultMessage: 'Add a category' },
});

interface Props {
  issue: IssueCategoriesSection_issue$key;
  categories: readonly { readonly id: string; readonly label: string }[];
}

/** The issue's categories: assign one more, detach any ('Category assignment already exists' for a repeat). */
export function IssueCategoriesSection({ issue, categories }: Props) {
  const data = useFragment(
    graphql`
      fragment IssueCategoriesSection_issue on Issue {
        id
        categories {
          id
          label
          color
          deleted {
            __typename
          }
        }
      }
    `,
    issue,
  );
  const [assign, assigning] = useAssignIssueCategory();
  const [detach, detaching] = useDetachIssueCategory();
  return (
    <IssueSideSection
      messages={messages}
      data-testid="issue-categories"
      busy={assigning || detaching}
      items={data.categories.map((category) => ({
        key: category.id,
        content: <IssueLabelBadge label={category.label} color={category.color} deleted={!!category.deleted} />,
        name: category.label,
      }))}
      detach={(categoryId, callbacks) => detach({ variables: { input: { id: data.id, categoryId } }, ...callbacks })}
      picker={{
        data: categories.map((category) => ({ value: category.id, label: category.label })),
        assign: (categoryId, callbacks) => assign({ variables: { input: { id: data.id, categoryId } }, ...callbacks }),
      }}
    />
  );
}
