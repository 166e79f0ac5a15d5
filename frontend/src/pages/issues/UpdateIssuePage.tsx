import { defineMessages, useIntl } from 'react-intl';
import { HttpError } from '@/modules/errors/HttpError';
import { IssueForm, type IssueFormValues } from '@/modules/issues/IssueForm';
import { useUpdateIssue } from '@/modules/issues/useUpdateIssue';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { UpdateIssuePageData } from './updateIssuePageLoader';
import { UpdateIssuePageQuery } from './UpdateIssuePageQuery';
import type { UpdateIssuePageQuery as UpdateIssuePageQueryType } from './__generated__/UpdateIssuePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateIssue.title', defaultMessage: 'Edit Issue' },
  saved: { id: 'page.updateIssue.saved', defaultMessage: 'Issue saved.' },
  notFound: { id: 'page.issueDetail.notFound', defaultMessage: 'Issue not found' },
});

function UpdateIssue() {
  const intl = useIntl();
  const { data } = usePageData<UpdateIssuePageQueryType, UpdateIssuePageData>(UpdateIssuePageQuery);
  const issue = data.node?.IssueForm_issue ?? null;
  const id = data.node?.id ?? '';
  // Here, not around the boundary: the error screen names the problem in the title instead.
  usePageTitle(issue ? intl.formatMessage(messages.title) : intl.formatMessage(messages.notFound));
  const form: FormPageProps<IssueFormValues> = useEditRecordForm(useUpdateIssue(), {
    variables: ({ title, description, tagIds }, expectedVersion) => ({ input: { id, expectedVersion, title, description, tagIds } }),
    saved: messages.saved,
    record: `/issues/${encodeURIComponent(id)}`,
  });
  if (!issue || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={1100}>
      <IssueForm key={id} query={data} issue={issue} {...form} />
    </FormPage>
  );
}

/** /issues/:issueId/update: title, description and tags with expectedVersion and the conflict view (204.X000.004). */
export const UpdateIssuePage = entityPage(UpdateIssue, { module: 'I', resetKey: (_data, pathname) => pathname });
