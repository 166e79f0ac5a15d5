import { defineMessages, useIntl } from 'react-intl';
import { documentCodes } from '@/modules/documents/documentCodes';
import { DocumentDetail } from '@/modules/documents/DocumentDetail';
import { useDocumentChangedSubscription } from '@/modules/documents/useDocumentChangedSubscription';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { DocumentDetailPageData } from './documentDetailPageLoader';
import { DocumentDetailPageQuery } from './DocumentDetailPageQuery';
import type { DocumentDetailPageQuery as DocumentDetailPageQueryType } from './__generated__/DocumentDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.documentDetail.title', defaultMessage: 'Document Details' },
  documents: { id: 'page.documents.title', defaultMessage: 'Documents' },
});

function Detail() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<DocumentDetailPageQueryType, DocumentDetailPageData>(DocumentDetailPageQuery);
  useDocumentChangedSubscription(id, usePageRefresh(DocumentDetailPageQuery, id));
  // Here, not around the boundary: the error screen names the problem in the title instead.
  usePageTitle(intl.formatMessage(messages.title));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.documents), to: to('/documents') }]} here={data.document.title} title={intl.formatMessage(messages.title)}>
      <DocumentDetail document={data.document} query={data} />
    </PageFrame>
  );
}

/**
 * /documents/:documentid: the document, live in every browser (documentChanged). A document the
 * caller may not read ('Document Not Accessible') or that does not exist shows the error screen
 * with the server's message.
 */
export const DocumentDetailPage = entityPage(Detail, { codes: documentCodes });
