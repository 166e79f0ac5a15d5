import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { DocumentForm, type DocumentFormSubmit } from '@/modules/documents/DocumentForm';
import { useCreateDocument } from '@/modules/documents/useCreateDocument';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';
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
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef } = useLoaderData() as NewDocumentPageData;
  const data = usePreloadedQuery<NewDocumentPageQueryType>(NewDocumentPageQuery, queryRef);
  const [commit, inFlight] = useCreateDocument();

  const submit: DocumentFormSubmit = (values, _expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          title: values.title,
          body: values.body,
          tagIds: values.tagIds,
          categoryId: values.categoryId,
          permissionCategoryId: values.permissionCategoryId,
          statusId: values.statusId,
        },
      },
      onCompleted: (response) => {
        onSaved(to(`/documents/${encodeURIComponent(response.createDocument.document.id)}`));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={1100}>
        <DocumentForm
          query={data}
          submitLabel={intl.formatMessage(messages.submit)}
          inFlight={inFlight}
          onSubmit={submit}
          onCancel={() => void navigate(to('/documents'))}
        />
      </Paper>
    </>
  );
}
