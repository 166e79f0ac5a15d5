import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { toMinor } from '@/modules/organizations/money';
import { OrganizationForm, type OrganizationFormValues } from '@/modules/organizations/OrganizationForm';
import { useCreateOrganization } from '@/modules/organizations/useCreateOrganization';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { NewOrganizationPageData } from './newOrganizationPageLoader';
import { NewOrganizationPageQuery } from './NewOrganizationPageQuery';
import type { NewOrganizationPageQuery as Query } from './__generated__/NewOrganizationPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newOrganization.title', defaultMessage: 'New Organization' },
  submit: { id: 'page.newOrganization.submit', defaultMessage: 'Create organization' },
  created: { id: 'page.newOrganization.created', defaultMessage: 'Organization created.' },
});

/** /organizations/new */
export function NewOrganizationPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  const { data } = usePageData<Query, NewOrganizationPageData>(NewOrganizationPageQuery);
  const form: FormPageProps<OrganizationFormValues> = useNewRecordForm(useCreateOrganization(), {
    variables: ({ name, description, website, tagIds, ownerId, dealAmount, dealCurrency, dealStatusId }) => ({
      input: { name, description, website, tagIds, ownerId, dealAmount: toMinor(dealAmount ?? 0, dealCurrency), dealCurrency, dealStatusId },
    }),
    list: '/organizations',
    created: (response) => response.createOrganization.organization.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <FormPage title={title}>
      <OrganizationForm query={data} {...form} />
    </FormPage>
  );
}
