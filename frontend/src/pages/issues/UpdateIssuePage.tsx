import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { EntityErrorScreen } from '@/modules/errors/EntityErrorScreen';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueForm, type IssueFormSubmit } from '@/modules/issues/IssueForm';
import { useUpdateIssue } from '@/modules/issues/useUpdateIssue';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import type { UpdateIssuePageData } from './updateIssuePageLoader';
import { UpdateIssuePageQuery } from './UpdateIssuePageQuery';
import type { UpdateIssuePageQuery as UpdateIssuePageQueryType } from './__generated__/UpdateIssuePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateIssue.title', defaultMessage: 'Edit Issue' },
  submit: { id: 'page.updateIssue.submit', defaultMessage: 'Save changes' },
  saved: { id: 'page.updateIssue.saved', defaultMessage: 'Issue saved.' },
  notFound: { id: 'page.issueDetail.notFound', defaultMessage: 'Issue not found' },
});

function UpdateIssue() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { queryRef } = useLoaderData() as UpdateIssuePageData;
  const data = usePreloadedQuery<UpdateIssuePageQueryType>(UpdateIssuePageQuery, queryRef);
  const [commit, inFlight] = useUpdateIssue();
  const issue = data.node?.IssueForm_issue ?? null;
  const id = data.node?.id ?? '';
  // Here, not around the boundary: the error screen names the problem in the title instead.
  usePageTitle(issue ? intl.formatMessage(messages.title) : intl.formatMessage(messages.notFound));
  if (!issue || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const detail = to(`/issues/${encodeURIComponent(id)}`);

  const submit: IssueFormSubmit = (values, expectedVersion, { onError, onSaved }) => {
    commit({
      variables: { input: { id, expectedVersion: expectedVersion ?? 0, title: values.title, description: values.description, tagIds: values.tagIds } },
      onCompleted: () => {
        onSaved(detail);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={1100}>
        <IssueForm key={id} query={data} issue={issue} submitLabel={intl.formatMessage(messages.submit)} inFlight={inFlight} onSubmit={submit} onCancel={() => void navigate(detail)} />
      </Paper>
    </>
  );
}

/** /issues/:issueId/update: title, description and tags with expectedVersion and the conflict view (204.X000.004). */
export function UpdateIssuePage() {
  const { pathname } = useLocation();
  return (
    <SectionErrorBoundary key={pathname} fallback={(error) => <EntityErrorScreen error={error} module="I" />}>
      <UpdateIssue />
    </SectionErrorBoundary>
  );
}
