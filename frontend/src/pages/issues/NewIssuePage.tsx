import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueForm, type IssueFormValues } from '@/modules/issues/IssueForm';
import { useCreateIssue } from '@/modules/issues/useCreateIssue';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewIssuePageQueryType, NewIssuePageData>(NewIssuePageQuery);
  const form: FormPageProps<IssueFormValues> = usePageForm(useCreateIssue(), {
    variables: ({ title, description, statusId, priorityId, categoryIds, projectId, assigneeIds, documentIds, tagIds }) => ({
      input: { title, description, statusId, priorityId, categoryIds, projectId, assigneeIds, documentIds, tagIds },
    }),
    next: (response) => to(`/issues/${encodeURIComponent(response.createIssue.issue.id)}`),
    saved: messages.created,
    submitLabel: messages.submit,
    cancelTo: to('/issues'),
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={1100}>
      <IssueForm query={data} {...form} />
    </FormPage>
  );
}
