import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { MemberForm, type MemberFormValues } from '@/modules/members/MemberForm';
import { useCreateEmployee } from '@/modules/members/useCreateEmployee';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewMemberPageQueryType, NewMemberPageData>(NewMemberPageQuery);
  const form: FormPageProps<MemberFormValues> = usePageForm(useCreateEmployee(), {
    variables: (input) => ({ input }),
    next: (response) => to(`/members/${encodeURIComponent(response.createEmployee.employee.id)}`),
    saved: messages.created,
    submitLabel: messages.submit,
    cancelTo: to('/members'),
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)} maw={640}>
      <MemberForm query={data} {...form} />
    </FormPage>
  );
}
