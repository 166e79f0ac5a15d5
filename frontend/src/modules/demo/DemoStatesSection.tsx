import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '@/modules/ui/EmptyState';
import { ListEmpty } from '@/modules/ui/list/ListEmpty';
import { PageLoader } from '@/modules/ui/PageLoader';

const messages = defineMessages({
  empty: { id: 'demo.states.empty', defaultMessage: 'Empty state' },
  emptyTitle: { id: 'demo.states.emptyTitle', defaultMessage: 'Nothing here yet' },
  emptyHint: { id: 'demo.states.emptyHint', defaultMessage: 'What a list shows before anything is added to it.' },
  listEmpty: { id: 'demo.states.listEmpty', defaultMessage: 'Empty list' },
  listEmptyText: { id: 'demo.states.listEmptyText', defaultMessage: 'No tasks yet' },
  listEmptyHint: { id: 'demo.states.listEmptyHint', defaultMessage: 'Create the first one with the button above the list.' },
  listFiltered: { id: 'demo.states.listFiltered', defaultMessage: 'Empty list with filters set' },
  loading: { id: 'demo.states.loading', defaultMessage: 'Loading a page or a section' },
  loadingLabel: { id: 'demo.states.loadingLabel', defaultMessage: 'Loading the sample…' },
});

function Sample({ name, state, children }: { name: string; state: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-state-sample={state}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The empty and loading states: `EmptyState`, the list recipe's `ListEmpty` and `PageLoader`. */
export function DemoStatesSection() {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="demo-states">
      <Sample name={intl.formatMessage(messages.empty)} state="empty">
        <EmptyState title={intl.formatMessage(messages.emptyTitle)}>
          <Text size="sm" c="dimmed" ta="center">
            {intl.formatMessage(messages.emptyHint)}
          </Text>
        </EmptyState>
      </Sample>
      <Sample name={intl.formatMessage(messages.listEmpty)} state="list-empty">
        <ListEmpty filtered={false} onClear={() => undefined} text={intl.formatMessage(messages.listEmptyText)} hint={intl.formatMessage(messages.listEmptyHint)} />
      </Sample>
      <Sample name={intl.formatMessage(messages.listFiltered)} state="list-filtered">
        <ListEmpty filtered onClear={() => undefined} text={intl.formatMessage(messages.listEmptyText)} />
      </Sample>
      <Sample name={intl.formatMessage(messages.loading)} state="loading">
        <PageLoader label={intl.formatMessage(messages.loadingLabel)} />
      </Sample>
    </SimpleGrid>
  );
}
