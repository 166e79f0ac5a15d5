import { Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashList } from '@/modules/trash/TrashList';
import type { TrashPageData } from './trashPageLoader';
import { TrashPageQuery } from './TrashPageQuery';
import type { TrashPageQuery as TrashPageQueryType } from './__generated__/TrashPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.trash.title', defaultMessage: 'Trash' },
  intro: {
    id: 'page.trash.intro',
    defaultMessage: 'What was deleted, newest first, of the kinds you may restore. Restore brings an item back as it was.',
  },
});

/** /trash (issue 35): the deleted items the reader may restore, live, each with Restore. */
export function TrashPage() {
  const intl = useIntl();
  const { data } = usePageData<TrashPageQueryType, TrashPageData>(TrashPageQuery);
  return (
    <ListPageFrame title={intl.formatMessage(messages.title)}>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      <TrashList query={data} />
    </ListPageFrame>
  );
}
