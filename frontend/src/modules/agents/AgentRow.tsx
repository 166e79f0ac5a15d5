import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { TagBadges } from '@/modules/tags/TagBadge';
import { ListArchivedBadge, ListBadgesCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { agentPath } from './agentPaths';
import { AgentDefaultModel } from './AgentDefaultModel';
import { AgentRoleBadge } from './AgentRoleBadge';
import type { AgentRow_agent$key } from './__generated__/AgentRow_agent.graphql';

const messages = defineMessages({
  archived: { id: 'agent.archived', defaultMessage: 'Archived' },
});

/** One row of the agent list (a card on a phone). */
export function AgentRow({ agent }: { agent: AgentRow_agent$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AgentRow_agent on Agent {
        id
        name
        description
        archived
        # The version it is shown at: a delete in bulk sends it, so one changed since is refused as stale (issue 35 §2).
        version
        updatedAt
        role {
          ...AgentRoleBadge_role
        }
        ...AgentDefaultModel_agent
        tags {
          id
          name
          color
        }
      }
    `,
    agent,
  );
  return (
    <ListRow data-testid="agent-row" item={{ id: data.id, title: data.name }}>
      <ListTitleCell
        column="name"
        path={agentPath(data.id)}
        title={data.name}
        badges={<ListArchivedBadge archived={data.archived} label={intl.formatMessage(messages.archived)} testId="agent-archived" />}
        description={data.description}
      />
      <ListCell column="role">
        <AgentRoleBadge role={data.role} />
      </ListCell>
      <ListCell column="model">
        <AgentDefaultModel agent={data} />
      </ListCell>
      <ListBadgesCell column="tags">
        <TagBadges tags={data.tags} />
      </ListBadgesCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
