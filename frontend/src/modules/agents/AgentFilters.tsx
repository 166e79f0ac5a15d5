import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { roleCategories } from '@/modules/members/roleCategories';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { ListFilterBar, ListFilterSwitch, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import { ListSelectFilter } from '@/modules/ui/list/ListSelectFilter';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeAgentFilters, agentListCodec, agentSort, type AgentOrderField } from './agentListParams';
import type { AgentFilters_query$key } from './__generated__/AgentFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'agent.filter.keyword', defaultMessage: 'Search agents' },
  keywordPlaceholder: { id: 'agent.filter.keywordPlaceholder', defaultMessage: 'Words in the name or description' },
  any: { id: 'agent.filter.any', defaultMessage: 'Any' },
  role: { id: 'agent.field.role', defaultMessage: 'Agent role' },
  category: { id: 'agent.field.roleCategory', defaultMessage: 'Role category' },
  tags: { id: 'agent.field.tags', defaultMessage: 'Tags' },
  archived: { id: 'agent.filter.archived', defaultMessage: 'Archived agents' },
  sort: { id: 'agent.filter.sort', defaultMessage: 'Sort by' },
  UPDATED_AT: { id: 'agent.field.updatedAt', defaultMessage: 'Updated' },
  CREATED_AT: { id: 'agent.field.createdAt', defaultMessage: 'Created' },
  NAME: { id: 'agent.field.name', defaultMessage: 'Name' },
});

/** Search as you type, role, role category, tags, archived and sort, kept in the URL. */
export function AgentFilters({ query }: { query: AgentFilters_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AgentFilters_query on Query {
        agentRoles {
          id
          name
        }
        ...useTagFormChoices_query
      }
    `,
    query,
  );
  const tags = useTagFormChoices(data);
  const list = useListParams(agentListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListSelectFilter
        label={intl.formatMessage(messages.role)}
        any={intl.formatMessage(messages.any)}
        data={data.agentRoles.map((role) => ({ value: role.id, label: role.name }))}
        value={params.roleId}
        onChange={(roleId) => update({ roleId })}
        layout={layout}
        width={180}
      />
      <ListSelectFilter
        label={intl.formatMessage(messages.category)}
        any={intl.formatMessage(messages.any)}
        data={roleCategories.map((category) => ({ value: String(category.id), label: intl.formatMessage(category.label) }))}
        value={params.roleCategoryId ? String(params.roleCategoryId) : null}
        onChange={(value) => update({ roleCategoryId: value === '1' || value === '2' ? Number(value) : null })}
        layout={layout}
        width={150}
        searchable={false}
      />
      <ListMultiFilter
        label={intl.formatMessage(messages.tags)}
        any={intl.formatMessage(messages.any)}
        data={tags.data}
        value={params.tagIds}
        onChange={(tagIds) => update({ tagIds })}
        search={tags.search}
        layout={layout}
        width={220}
      />
      <ListFilterSwitch
        label={intl.formatMessage(messages.archived)}
        checked={params.archived}
        onChange={(archived) => update({ archived })}
        layout={layout}
        testId="agent-filter-archived"
      />
    </>
  );
  return <ListFilterBar<AgentOrderField> list={list} sortSpec={agentSort} messages={messages} activeFilters={activeAgentFilters(params)} filters={filters} />;
}
