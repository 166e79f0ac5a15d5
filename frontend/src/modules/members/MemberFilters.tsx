import { MultiSelect, Switch } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { ListToolbar, type FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeMemberFilters, memberListCodec } from './memberListParams';
import type { MemberFilters_query$key } from './__generated__/MemberFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'member.filter.keyword', defaultMessage: 'Search members' },
  keywordPlaceholder: { id: 'member.filter.keywordPlaceholder', defaultMessage: 'Name or email' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  filters: { id: 'list.filters', defaultMessage: 'Filters' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
  done: { id: 'list.filters.done', defaultMessage: 'Show results' },
  roles: { id: 'member.filter.roles', defaultMessage: 'Role' },
  any: { id: 'member.filter.any', defaultMessage: 'Any' },
  includeDeactivated: { id: 'member.filter.includeDeactivated', defaultMessage: 'Include deactivated' },
});

/** Search as you type, role filter and "include deactivated", kept in the URL (members are listed A→Z). */
export function MemberFilters({ query }: { query: MemberFilters_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MemberFilters_query on Query {
        roles {
          roleId
          name
        }
      }
    `,
    query,
  );
  const { params, update, clear, filtered } = useListParams(memberListCodec);
  const filters = (layout: FilterLayout) => (
    <>
      <MultiSelect
        label={intl.formatMessage(messages.roles)}
        placeholder={params.roleIds.length ? undefined : intl.formatMessage(messages.any)}
        w={layout === 'inline' ? 260 : undefined}
        clearable
        searchable
        data={data.roles.map((role) => ({ value: String(role.roleId), label: role.name }))}
        value={params.roleIds.map(String)}
        onChange={(values) => update({ roleIds: values.map(Number) })}
      />
      <Switch
        label={intl.formatMessage(messages.includeDeactivated)}
        checked={params.includeDeactivated}
        onChange={(event) => update({ includeDeactivated: event.currentTarget.checked })}
        mb={layout === 'inline' ? 8 : undefined}
      />
    </>
  );
  return (
    <ListToolbar
      search={
        <ListSearchInput
          value={params.keyword}
          onSearch={(keyword) => update({ keyword }, { replace: true })}
          label={intl.formatMessage(messages.keyword)}
          placeholder={intl.formatMessage(messages.keywordPlaceholder)}
          clearLabel={intl.formatMessage(messages.clearSearch)}
        />
      }
      filters={filters}
      activeFilters={activeMemberFilters(params)}
      filtered={filtered}
      onClear={clear}
      labels={{
        filters: intl.formatMessage(messages.filters),
        clear: intl.formatMessage(messages.clearFilters),
        done: intl.formatMessage(messages.done),
      }}
    />
  );
}
