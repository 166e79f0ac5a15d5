import { defineMessages, useIntl } from 'react-intl';
import { documentCodes } from '@/modules/documents/documentCodes';
import { DocumentForm, type DocumentFormValues } from '@/modules/documents/DocumentForm';
import { useUpdateDocument } from '@/modules/documents/useUpdateDocument';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
import type { UpdateDocumentPageData } from './updateDocumentPageLoader';
import { UpdateDocumentPageQuery } from './UpdateDocumentPageQuery';
import type { UpdateDocumentPageQuery as UpdateDocumentPageQueryType } from './__generated__/UpdateDocumentPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateDocument.title', defaultMessage: 'Update Document' },
  submit: { id: 'page.updateProject.submit', defaultMessage: 'Save changes' },
  saved: { id: 'page.updateDocument.saved', defaultMessage: 'Document saved.' },
  readOnly: { id: 'page.updateDocument.readOnly', defaultMessage: 'You may read this document but not edit it.' },
});

function UpdateDocument() {
  const intl = useIntl();
  const to = useLocalePath();
  const { data } = usePageData<UpdateDocumentPageQueryType, UpdateDocumentPageData>(UpdateDocumentPageQuery);
  // Here, not around the boundary: the error screen names the problem in the title instead.
  usePageTitle(intl.formatMessage(messages.title));
  const { id } = data.document;
  const detail = to(`/documents/${encodeURIComponent(id)}`);
  const form: FormPageProps<DocumentFormValues> = usePageForm(useUpdateDocument(), {
    variables: ({ title, body, tagIds }, expectedVersion) => ({ input: { id, expectedVersion, title, body, tagIds } }),
    next: () => detail,
    saved: messages.saved,
    submitLabel: messages.submit,
    cancelTo: detail,
  });
  if (!data.document.mayEdit) throw new HttpError(403, intl.formatMessage(messages.readOnly));

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={1100}>
      <DocumentForm key={id} query={data} document={data.document} {...form} />
    </FormPage>
  );
}

/** /documents/:documentid/update: the edit form with expectedVersion and the conflict view (204.X000.004). */
export const UpdateDocumentPage = entityPage(UpdateDocument, { codes: documentCodes, resetKey: (_data, pathname) => pathname });
