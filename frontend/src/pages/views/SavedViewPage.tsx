import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { ErrorScreen } from '@/modules/errors/ErrorScreen';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { savedViewPath } from '@/modules/views/savedViewLists';
import type { SavedViewPageData } from './savedViewPageLoader';
import { SavedViewPageQuery } from './SavedViewPageQuery';
import type { SavedViewPageQuery as Query } from './__generated__/SavedViewPageQuery.graphql';

const messages = defineMessages({
  notFound: { id: 'views.page.notFound', defaultMessage: 'This saved view does not exist or is not shared with you. (204.Z001.001)' },
});

/**
 * A saved view opened by its address (issue 35 §5): its list with its filter, sort and columns,
 * for its owner and the holders of the role it is shared with; 'not found' for anyone else.
 */
export function SavedViewPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { queryRef } = useLoaderData() as SavedViewPageData;
  const { node } = usePreloadedQuery<Query>(SavedViewPageQuery, queryRef);
  if (!node?.list) return <ErrorScreen status={404} message={intl.formatMessage(messages.notFound)} />;
  return <Navigate replace to={to(savedViewPath(node.list, node.query ?? ''))} />;
}
