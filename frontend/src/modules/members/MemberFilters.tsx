import { ActionIcon, Group, MultiSelect, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { parseMemberListParams, toMemberSearchParams, type MemberListParams } from './memberListParams';
import type { MemberFilters_query$key } from './__generated__/MemberFilters_query.graphql';

const messages = defineMessages({
  keyword: { id: 'member.filter.keyword', defaultMessage: 'Search members' },
  keywordPlaceholder: { id: 'member.filter.keywordPlaceholder', defaultMessage: 'Name or email' },
  search: { id: 'member.filter.search', defaultMessage: 'Search' },
  roles: { id: 'member.filter.roles', defaultMessage: 'Role' },
  any: { id: 'member.filter.any', defaultMessage: 'Any' },
  includeDeactivated: { id: 'member.filter.includeDeactivated', defaultMessage: 'Include deactivated' },
});

/** Keyword, role filter and "include deactivated", kept in the URL. */
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
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseMemberListParams(searchParams);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  const update = (patch: Partial<MemberListParams>) => setSearchParams(toMemberSearchParams({ ...params, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ keyword: keyword.trim() });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form onSubmit={submit} role="search" style={{ flex: '1 1 240px' }}>
        <TextInput
          label={intl.formatMessage(messages.keyword)}
          placeholder={intl.formatMessage(messages.keywordPlaceholder)}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" variant="subtle" aria-label={intl.formatMessage(messages.search)}>
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
      <MultiSelect
        label={intl.formatMessage(messages.roles)}
        placeholder={params.roleIds.length ? undefined : intl.formatMessage(messages.any)}
        w={260}
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
        mb={8}
      />
    </Group>
  );
}
