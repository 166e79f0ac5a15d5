import { defineMessages, useIntl } from 'react-intl';
import { agentExport } from '@/modules/agents/agentExport';
import { AgentFilters } from '@/modules/agents/AgentFilters';
import { agentColumns, AgentList } from '@/modules/agents/AgentList';
import { AgentRoleActions } from '@/modules/agents/AgentRoleActions';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { AgentsPageData } from './agentsPageLoader';
import { AgentsPageQuery } from './AgentsPageQuery';
import type { AgentsPageQuery as AgentsPageQueryType } from './__generated__/AgentsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.agents.title', defaultMessage: 'Agents' },
  create: { id: 'page.agents.create', defaultMessage: 'New agent' },
});

/** /agents ('Agents'): the list recipe (search, role, category, tags, archived, sort, load more), live through the store; the chosen role's Delete, deletes in bulk, and the ways to deleted agents and roles (issue 35). */
export function AgentsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data, queryRef } = usePageData<AgentsPageQueryType, AgentsPageData>(AgentsPageQuery);
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame
      title={title}
      exportList={{ spec: agentExport, variables: queryRef.variables, name: title }}
      savedView="agents"
      columns={agentColumns}
      create={{ to: to('/agents/new'), label: intl.formatMessage(messages.create) }}
      // Deleted agents and deleted agent roles wait in their own trashes (issue 35).
      actions={
        <>
          <TrashLink kind="Agent" />
          <TrashLink kind="AgentRole" />
        </>
      }
    >
      <AgentFilters query={data} />
      {/* The chosen role's Delete, for Management (issue 35). */}
      <AgentRoleActions query={data} />
      <AgentList query={data} filter={filter} />
    </ListPageFrame>
  );
}
