import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueForm, type IssueFormSubmit } from '@/modules/issues/IssueForm';
import { useCreateIssue } from '@/modules/issues/useCreateIssue';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { NewIssuePageData } from './newIssuePageLoader';
import { NewIssuePageQuery } from './NewIssuePageQuery';
import type { NewIssuePageQuery as NewIssuePageQueryType } from './__generated__/NewIssuePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newIssue.title', defaultMessage: 'Create New Issue' },
  submit: { id: 'page.newIssue.submit', defaultMessage: 'Create issue' },
  created: { id: 'page.newIssue.created', defaultMessage: 'Issue created.' },
});

/** /issues/new ('Create New Issue'). */
export function NewIssuePage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef } = useLoaderData() as NewIssuePageData;
  const data = usePreloadedQuery<NewIssuePageQueryType>(NewIssuePageQuery, queryRef);
  const [commit, inFlight] = useCreateIssue();

  const submit: IssueFormSubmit = (values, _expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          title: values.title,
          description: values.description,
          statusId: values.statusId,
          priorityId: values.priorityId,
          categoryIds: values.categoryIds,
          projectId: values.projectId,
          assigneeIds: values.assigneeIds,
          documentIds: values.documentIds,
          tagIds: values.tagIds,
        },
      },
      onCompleted: (response) => {
        onSaved(to(`/issues/${encodeURIComponent(response.createIssue.issue.id)}`));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={1100}>
        <IssueForm query={data} submitLabel={intl.formatMessage(messages.submit)} inFlight={inFlight} onSubmit={submit} onCancel={() => void navigate(to('/issues'))} />
      </Paper>
    </>
  );
}
