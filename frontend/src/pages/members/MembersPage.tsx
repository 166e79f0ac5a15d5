import { IconUserPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { isAdmin } from '@/modules/members/isAdmin';
import { memberExport } from '@/modules/members/memberExport';
import { MemberFilters } from '@/modules/members/MemberFilters';
import { memberColumns, MemberList } from '@/modules/members/MemberList';
import { RoleManager } from '@/modules/members/RoleManager';
import { memberMessages } from '@/modules/members/memberMessages';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { LinkButton } from '@/modules/ui/LinkButton';
import type { MembersPageData } from './membersPageLoader';
import { MembersPageQuery } from './MembersPageQuery';
import type { MembersPageQuery as MembersPageQueryType } from './__generated__/MembersPageQuery.graphql';

const messages = defineMessages({
  create: { id: 'page.members.create', defaultMessage: 'New member' },
});

/** /members */
export function MembersPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data, queryRef } = usePageData<MembersPageQueryType, MembersPageData>(MembersPageQuery);
  const admin = isAdmin(data.profile.roles);
  const title = intl.formatMessage(memberMessages.listTitle);
  return (
    <ListPageFrame
      title={title}
      exportList={{ spec: memberExport, variables: queryRef.variables, name: title }}
      importType="Employee"
      savedView="members"
      columns={memberColumns}
      actions={
        admin && (
          <LinkButton to={to('/members/new')} leftSection={<IconUserPlus size={16} aria-hidden />}>
            {intl.formatMessage(messages.create)}
          </LinkButton>
        )
      }
    >
      <MemberFilters query={data} />
      <MemberList query={data} filter={filter} />
      {admin && <RoleManager query={data} />}
    </ListPageFrame>
  );
}
