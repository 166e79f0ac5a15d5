import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { savedViewPath } from '@/modules/views/savedViewLists';
import type { SavedViewPageData } from './savedViewPageLoader';
import { SavedViewPageQuery } from './SavedViewPageQuery';
import type { SavedViewPageQuery as Query } from './__generated__/SavedViewPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'views.page.notFoundTitle', defaultMessage: 'Saved view not found' },
  notFound: { id: 'views.page.notFound', defaultMessage: 'This saved view does not exist or is not shared with you. (204.Z001.001)' },
});

/**
 * A saved view opened by its address (issue 35 §5): its list with its filter, sort and columns,
 * for its owner and the holders of the role it is shared with; a coded 'not found' for anyone
 * else. (Not the shared error screen: importing it here split the entry chunk.)
 */
export function SavedViewPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { queryRef } = useLoaderData() as SavedViewPageData;
  const { node } = usePreloadedQuery<Query>(SavedViewPageQuery, queryRef);
  if (!node?.list) {
    return (
      <Stack py="xl" data-testid="saved-view-not-found">
        <ErrorAlert title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.notFound)}</ErrorAlert>
      </Stack>
    );
  }
  return <Navigate replace to={to(savedViewPath(node.list, node.query ?? ''))} />;
}
