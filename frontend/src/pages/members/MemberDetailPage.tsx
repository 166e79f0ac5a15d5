import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { isAdmin } from '@/modules/members/isAdmin';
import { MemberProfile } from '@/modules/members/MemberProfile';
import { memberMessages } from '@/modules/members/memberMessages';
import { useEmployeeChangedSubscription } from '@/modules/members/useEmployeeChangedSubscription';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { MemberDetailPageData } from './memberDetailPageLoader';
import { MemberDetailPageQuery } from './MemberDetailPageQuery';
import type { MemberDetailPageQuery as MemberDetailPageQueryType } from './__generated__/MemberDetailPageQuery.graphql';

const messages = defineMessages({
  notFound: { id: 'page.memberDetail.notFound', defaultMessage: 'Employee not found' },
});

/** /members/:memberid: the profile, live (another admin's change shows at once, issue 37 §3). */
export function MemberDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<MemberDetailPageQueryType, MemberDetailPageData>(MemberDetailPageQuery);
  useEmployeeChangedSubscription(id, usePageRefresh(MemberDetailPageQuery, id));
  const name = data.node?.name ?? '';
  const employee = useFoundEntity(data.node?.MemberProfile_employee, name, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(memberMessages.listTitle), to: to('/members') }]} here={name}>
      <MemberProfile
        employee={employee}
        admin={isAdmin(data.profile.roles)}
        self={data.profile.employeeId === data.node?.id}
        roleOptions={data.roles}
        deletedRoles={data.deletedRoles}
      />
    </PageFrame>
  );
}
