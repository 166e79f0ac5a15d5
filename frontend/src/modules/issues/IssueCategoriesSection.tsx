import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { IssueLabelBadge } from './IssueLabelBadge';
import { IssueSideSection } from './IssueSideSection';
import { useAssignIssueCategory } from './useAssignIssueCategory';
import { useDetachIssueCategory } from './useDetachIssueCategory';
import type { IssueCategoriesSection_issue$key } from './__generated__/IssueCategoriesSection_issue.graphql';

const messages = defineMessages({
  title: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  none: { id: 'issue.categories.noneAssigned', defaultMessage: 'No category' },
  pick: { id: 'issue.categories.pick', defaultMessage: 'Add a category' },
  detach: defineMessage<{ name: string }>({ id: 'issue.side.detach', defaultMessage: 'Detach {name}' }),
});

interface Props {
  issue: IssueCategoriesSection_issue$key;
  categories: readonly { readonly id: string; readonly label: string }[];
}

/** The issue's categories: assign one more, detach any ('Category assignment already exists' for a repeat). */
export function IssueCategoriesSection({ issue, categories }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IssueCategoriesSection_issue on Issue {
        id
        categories {
          id
          label
          color
        }
      }
    `,
    issue,
  );
  const [assign, assigning] = useAssignIssueCategory();
  const [detach, detaching] = useDetachIssueCategory();
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: Error) => setError(errorMessage(intl, failure));
  return (
    <IssueSideSection
      title={intl.formatMessage(messages.title)}
      emptyText={intl.formatMessage(messages.none)}
      data-testid="issue-categories"
      busy={assigning || detaching}
      error={error}
      onDismissError={() => setError(null)}
      items={data.categories.map((category) => ({
        key: category.id,
        content: <IssueLabelBadge label={category.label} color={category.color} />,
        detachLabel: intl.formatMessage(messages.detach, { name: category.label }),
        onDetach: () => {
          setError(null);
          detach({ variables: { input: { id: data.id, categoryId: category.id } }, onError });
        },
      }))}
      picker={{
        label: intl.formatMessage(messages.pick),
        data: categories.map((category) => ({ value: category.id, label: category.label })),
        onAssign: (categoryId, done) => assign({ variables: { input: { id: data.id, categoryId } }, onCompleted: done, onError }),
      }}
    />
  );
}
