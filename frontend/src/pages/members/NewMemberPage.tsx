import { defineMessages } from 'react-intl';
import { MemberForm, type MemberFormValues } from '@/modules/members/MemberForm';
import { useCreateEmployee } from '@/modules/members/useCreateEmployee';
import { usePageData } from '@/modules/routing/usePageData';
import { TitledFormPage, useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
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
  const { data } = usePageData<NewMemberPageQueryType, NewMemberPageData>(NewMemberPageQuery);
  const form: FormPageProps<MemberFormValues> = useNewRecordForm(useCreateEmployee(), {
    variables: (input) => ({ input }),
    list: '/members',
    created: (response) => response.createEmployee.employee.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <TitledFormPage title={messages.title} maw={640}>
      <MemberForm query={data} {...form} />
    </TitledFormPage>
  );
}
