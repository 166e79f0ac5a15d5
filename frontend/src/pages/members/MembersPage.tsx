import { Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
import { MemberFilters } from '@/modules/members/MemberFilters';
import { MemberList } from '@/modules/members/MemberList';
import { RoleManager } from '@/modules/members/RoleManager';
import { usePageData } from '@/modules/routing/usePageData';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { MembersPageData } from './membersPageLoader';
import { MembersPageQuery } from './MembersPageQuery';
import type { MembersPageQuery as MembersPageQueryType } from './__generated__/MembersPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.members.title', defaultMessage: 'Members' },
  create: { id: 'page.members.create', defaultMessage: 'New member' },
});

/** /members */
export function MembersPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { filter, data } = usePageData<MembersPageQueryType, MembersPageData>(MembersPageQuery);
  const admin = isAdmin(data.profile.roles);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        {admin && (
          <LinkButton to={to('/members/new')} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {intl.formatMessage(messages.create)}
          </LinkButton>
        )}
      </PageHeader>
      <MemberFilters query={data} />
      <MemberList query={data} filter={filter} />
      {admin && <RoleManager query={data} />}
    </Stack>
  );
}
