import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListFilterBar, ListFilterSwitch, ListMultiFilter } from '@/modules/ui/list/ListFilterBar';
import type { FilterLayout } from '@/modules/ui/list/ListToolbar';
import { useListParams } from '@/modules/ui/list/useListParams';
import { activeMemberFilters, memberListCodec } from './memberListParams';
import type { MemberFilters_query$key } from './__generated__/MemberFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'member.filter.keyword', defaultMessage: 'Search members' },
  keywordPlaceholder: { id: 'member.filter.keywordPlaceholder', defaultMessage: 'Name or email' },
  roles: { id: 'member.filter.roles', defaultMessage: 'Role' },
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
  const list = useListParams(memberListCodec);
  const { params, update } = list;
  const filters = (layout: FilterLayout) => (
    <>
      <ListMultiFilter
        label={intl.formatMessage(messages.roles)}
        data={data.roles.map((role) => ({ value: String(role.roleId), label: role.name }))}
        value={params.roleIds.map(String)}
        onChange={(values) => update({ roleIds: values.map(Number) })}
        layout={layout}
        width={260}
      />
      <ListFilterSwitch
        label={intl.formatMessage(messages.includeDeactivated)}
        checked={params.includeDeactivated}
        onChange={(includeDeactivated) => update({ includeDeactivated })}
        layout={layout}
        testId="member-filter-include-deactivated"
      />
    </>
  );
  return <ListFilterBar list={list} messages={messages} activeFilters={activeMemberFilters(params)} filters={filters} />;
}
