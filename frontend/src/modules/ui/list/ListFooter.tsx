import { Button, Group, Text } from '@mantine/core';
import { defineMessage, useIntl, type TypedMessageDescriptor } from 'react-intl';

/** A list past the server's count cap (issue 33): "20 of 1,000+", in every area's words. */
const cappedCount = defineMessage<{ shown: number; total: number }>({
  id: 'list.count.capped',
  defaultMessage: '{shown, number} of {total, number}+',
});

/** An area's count messages, with its own noun in ICU plural form. */
export interface ListCountMessages {
  /** Every row is shown: `{total, plural, one {# task} other {# tasks}}`. */
  all: TypedMessageDescriptor<{ total: number }>;
  /** Some rows are shown: `{shown, number} of {total, plural, one {# task} other {# tasks}}`. */
  some: TypedMessageDescriptor<{ shown: number; total: number }>;
}

export interface ListFooterProps {
  /** The rows loaded. */
  shown: number;
  /** The connection's `totalCount` (live inserts can run ahead of it; the count never says fewer than shown). */
  totalCount: number;
  /** More rows match than `totalCount` says: the server counts no further than its cap. */
  totalCountCapped?: boolean;
  countMessages: ListCountMessages;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
}

/** The count of a list ("1 task", "20 of 57 tasks") and its "Load more" button. */
export function ListFooter({ shown, totalCount, totalCountCapped = false, countMessages, hasNext, isLoadingNext, onLoadMore, loadMoreLabel }: ListFooterProps) {
  const intl = useIntl();
  const total = Math.max(totalCount, shown);
  const countText = totalCountCapped
    ? intl.formatMessage(cappedCount, { shown, total })
    : shown >= total
      ? intl.formatMessage(countMessages.all, { total })
      : intl.formatMessage(countMessages.some, { shown, total });
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" mt="sm">
      <Text size="sm" c="dimmed" role="status" data-testid="list-count">
        {countText}
      </Text>
      {hasNext && (
        <Button variant="light" loading={isLoadingNext} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      )}
    </Group>
  );
}
