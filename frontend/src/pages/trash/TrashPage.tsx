import { Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { trashKind } from '@/modules/areas';
import { PeriodHistoryExportButton } from '@/modules/export/PeriodHistoryExportButton';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashFilters } from '@/modules/trash/TrashFilters';
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

/**
 * /trash (issue 35): the deleted items the reader may restore, live, each with Restore; of the
 * kinds and with the keyword of the URL. With one kind it is that area's trash ("Deleted
 * projects", where the area's list links), and its heading and title say so.
 */
export function TrashPage() {
  const intl = useIntl();
  const { data, filter } = usePageData<TrashPageQueryType, TrashPageData>(TrashPageQuery);
  const only = filter.types?.length === 1 ? trashKind(filter.types[0]) : undefined;
  // The history of a period (issue 35 §4: "For auditors: the history of an entity, or of a
  // period, as JSON Lines") is offered here, on the one screen that spans every area (an admin's
  // trash is every area's, issue 35), where an auditor already looks for what was deleted and
  // when; the period's history is the rest of that story. Only admins see it (the button asks
  // the reader's roles: the route's policy row is Admin); the server refuses anyone else anyway.
  return (
    <ListPageFrame
      title={only ? intl.formatMessage(only.trash) : intl.formatMessage(messages.title)}
      actions={<PeriodHistoryExportButton roles={data.profile.roles} />}
    >
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      <TrashFilters />
      <TrashList query={data} filter={filter} />
    </ListPageFrame>
  );
}
