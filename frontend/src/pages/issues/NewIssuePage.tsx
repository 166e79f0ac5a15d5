import { defineMessages, useIntl } from 'react-intl';
import { IssueForm, type IssueFormValues } from '@/modules/issues/IssueForm';
import { useCreateIssue } from '@/modules/issues/useCreateIssue';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewIssuePageQueryType, NewIssuePageData>(NewIssuePageQuery);
  const form: FormPageProps<IssueFormValues> = useNewRecordForm(useCreateIssue(), {
    variables: ({ title, description, statusId, priorityId, categoryIds, projectId, assigneeIds, documentIds, tagIds }) => ({
      input: { title, description, statusId, priorityId, categoryIds, projectId, assigneeIds, documentIds, tagIds },
    }),
    list: '/issues',
    created: (response) => response.createIssue.issue.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={1100}>
      <IssueForm query={data} {...form} />
    </FormPage>
  );
}
