import { defineMessages, useIntl } from 'react-intl';
import { AgentDetail } from '@/modules/agents/AgentDetail';
import { useAgentChangedSubscription } from '@/modules/agents/useAgentChangedSubscription';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { AgentDetailPageData } from './agentDetailPageLoader';
import { AgentDetailPageQuery } from './AgentDetailPageQuery';
import type { AgentDetailPageQuery as AgentDetailPageQueryType } from './__generated__/AgentDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.agentDetail.title', defaultMessage: 'Agent Details' },
  agents: { id: 'page.agents.title', defaultMessage: 'Agents' },
  notFound: { id: 'page.agentDetail.notFound', defaultMessage: 'Agent not found' },
});

/**
 * /agents/:agentId ('Agent Details'): the agent, edit in a dialog, archive/restore, chat with it,
 * history; live in every browser (agentChanged).
 */
export function AgentDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<AgentDetailPageQueryType, AgentDetailPageData>(AgentDetailPageQuery);
  const canManageRoles = useCanManageAgentRoles(data);
  const refresh = usePageRefresh(AgentDetailPageQuery, id);
  useAgentChangedSubscription(id, refresh);
  const name = data.node?.name ?? '';
  const agent = useFoundEntity(data.node?.AgentDetail_agent, intl.formatMessage(messages.title), intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.agents), to: to('/agents') }]} here={name} title={intl.formatMessage(messages.title)}>
      <AgentDetail agent={agent} query={data} canManageRoles={canManageRoles} />
    </PageFrame>
  );
}
