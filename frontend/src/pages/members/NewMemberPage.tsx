import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { MemberForm, type MemberFormValues } from '@/modules/members/MemberForm';
import { useCreateEmployee } from '@/modules/members/useCreateEmployee';
import { usePageData } from '@/modules/routing/usePageData';
import type { SaveDone } from '@/modules/ui/form/useEditForm';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { NewMemberPageData } from './newMemberPageLoader';
import { NewMemberPageQuery } from './NewMemberPageQuery';
import type { NewMemberPageQuery as NewMemberPageQueryType } from './__generated__/NewMemberPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newMember.title', defaultMessage: 'New Member' },
  submit: { id: 'page.newMember.submit', defaultMessage: 'Create member' },
  created: { id: 'page.newMember.created', defaultMessage: 'Member created.' },
});

/** /members/new (admin) */
export function NewMemberPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewMemberPageQueryType, NewMemberPageData>(NewMemberPageQuery);
  const [commit, inFlight] = useCreateEmployee();

  const submit = (values: MemberFormValues, { onSaved, onError }: SaveDone) => {
    commit({
      variables: { input: values },
      onCompleted: (response) => {
        onSaved(to(`/members/${encodeURIComponent(response.createEmployee.employee.id)}`));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });
  };

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={640}>
      <MemberForm
        query={data}
        submitLabel={intl.formatMessage(messages.submit)}
        inFlight={inFlight}
        onSubmit={submit}
        onCancel={() => void navigate(to('/members'))}
      />
    </FormPage>
  );
}
