import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { TaskFilters } from '@/modules/tasks/TaskFilters';
import { TaskList } from '@/modules/tasks/TaskList';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { TasksPageData } from './tasksPageLoader';
import { TasksPageQuery } from './TasksPageQuery';
import type { TasksPageQuery as TasksPageQueryType } from './__generated__/TasksPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.tasks.title', defaultMessage: 'Tasks' },
  create: { id: 'page.tasks.create', defaultMessage: 'New task' },
  emptyHint: { id: 'page.tasks.emptyHint', defaultMessage: 'Try another keyword or filter, or create a task.' },
});

/** /tasks: the list recipe (toolbar, table/cards, live through the store). */
export function TasksPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef, filter } = useLoaderData() as TasksPageData;
  const data = usePreloadedQuery<TasksPageQueryType>(TasksPageQuery, queryRef);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        <LinkButton to={to('/tasks/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </PageHeader>
      <TaskFilters query={data} />
      <TaskList query={data} filter={filter} emptyHint={intl.formatMessage(messages.emptyHint)} />
    </Stack>
  );
}
