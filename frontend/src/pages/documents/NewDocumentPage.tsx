import { defineMessages, useIntl } from 'react-intl';
import { DocumentForm, type DocumentFormValues } from '@/modules/documents/DocumentForm';
import { useCreateDocument } from '@/modules/documents/useCreateDocument';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { NewDocumentPageData } from './newDocumentPageLoader';
import { NewDocumentPageQuery } from './NewDocumentPageQuery';
import type { NewDocumentPageQuery as NewDocumentPageQueryType } from './__generated__/NewDocumentPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newDocument.title', defaultMessage: 'New Document' },
  submit: { id: 'page.newDocument.submit', defaultMessage: 'Create document' },
  created: { id: 'page.newDocument.created', defaultMessage: 'Document created.' },
});

/** /documents/new */
export function NewDocumentPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewDocumentPageQueryType, NewDocumentPageData>(NewDocumentPageQuery);
  const form: FormPageProps<DocumentFormValues> = useNewRecordForm(useCreateDocument(), {
    variables: ({ title, body, tagIds, categoryId, permissionCategoryId, statusId }) => ({ input: { title, body, tagIds, categoryId, permissionCategoryId, statusId } }),
    list: '/documents',
    created: (response) => response.createDocument.document.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={1100}>
      <DocumentForm query={data} {...form} />
    </FormPage>
  );
}
