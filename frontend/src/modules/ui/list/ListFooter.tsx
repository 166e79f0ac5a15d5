import { Button, Group, Text } from '@mantine/core';

interface Props {
  /** "20 of 57 tasks" / "1 task", already formatted with the area's plural message. */
  countText: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
}

/** The count of a list and its "Load more" button. */
export function ListFooter({ countText, hasNext, isLoadingNext, onLoadMore, loadMoreLabel }: Props) {
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
