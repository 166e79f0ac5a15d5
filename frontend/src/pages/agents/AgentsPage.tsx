import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AgentFilters } from '@/modules/agents/AgentFilters';
import { AgentList } from '@/modules/agents/AgentList';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { AgentsPageData } from './agentsPageLoader';
import { AgentsPageQuery } from './AgentsPageQuery';
import type { AgentsPageQuery as AgentsPageQueryType } from './__generated__/AgentsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.agents.title', defaultMessage: 'Agents' },
  create: { id: 'page.agents.create', defaultMessage: 'New agent' },
});

/** /agents ('Agents'): the list recipe (search, role, category, tags, archived, sort, load more), live through the store. */
export function AgentsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { filter, queryRef } = useLoaderData() as AgentsPageData;
  const data = usePreloadedQuery<AgentsPageQueryType>(AgentsPageQuery, queryRef);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        <LinkButton to={to('/agents/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </PageHeader>
      <AgentFilters query={data} />
      <AgentList query={data} filter={filter} />
    </Stack>
  );
}
