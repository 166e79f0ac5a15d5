import { defineMessages, useIntl } from 'react-intl';
import { documentCodes } from '@/modules/documents/documentCodes';
import { DocumentForm, type DocumentFormValues } from '@/modules/documents/DocumentForm';
import { useUpdateDocument } from '@/modules/documents/useUpdateDocument';
import { HttpError } from '@/modules/errors/HttpError';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { TitledFormPage, useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { UpdateDocumentPageData } from './updateDocumentPageLoader';
import { UpdateDocumentPageQuery } from './UpdateDocumentPageQuery';
import type { UpdateDocumentPageQuery as UpdateDocumentPageQueryType } from './__generated__/UpdateDocumentPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateDocument.title', defaultMessage: 'Update Document' },
  saved: { id: 'page.updateDocument.saved', defaultMessage: 'Document saved.' },
  readOnly: { id: 'page.updateDocument.readOnly', defaultMessage: 'You may read this document but not edit it.' },
});

function UpdateDocument() {
  const intl = useIntl();
  const { data } = usePageData<UpdateDocumentPageQueryType, UpdateDocumentPageData>(UpdateDocumentPageQuery);
  const { id } = data.document;
  const form: FormPageProps<DocumentFormValues> = useEditRecordForm(useUpdateDocument(), {
    variables: ({ title, body, tagIds }, expectedVersion) => ({ input: { id, expectedVersion, title, body, tagIds } }),
    saved: messages.saved,
    record: `/documents/${encodeURIComponent(id)}`,
  });
  if (!data.document.mayEdit) throw new HttpError(403, intl.formatMessage(messages.readOnly));

  return (
    // Titled only once it is shown: a refusal's error screen names the problem in the title instead.
    <TitledFormPage title={messages.title} maw={1100}>
      <DocumentForm key={id} query={data} document={data.document} {...form} />
    </TitledFormPage>
  );
}

/** /documents/:documentid/update: the edit form with expectedVersion and the conflict view (204.X000.004). */
export const UpdateDocumentPage = entityPage(UpdateDocument, { codes: documentCodes, resetKey: (_data, pathname) => pathname });
