import { defineMessages, useIntl } from 'react-intl';
import { HttpError } from '@/modules/errors/HttpError';
import { toMinor } from '@/modules/organizations/money';
import { OrganizationForm, type OrganizationFormValues } from '@/modules/organizations/OrganizationForm';
import { useUpdateOrganization } from '@/modules/organizations/useUpdateOrganization';
import { usePageData } from '@/modules/routing/usePageData';
import { TitledFormPage, useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { UpdateOrganizationPageData } from './updateOrganizationPageLoader';
import { UpdateOrganizationPageQuery } from './UpdateOrganizationPageQuery';
import type { UpdateOrganizationPageQuery as Query } from './__generated__/UpdateOrganizationPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateOrganization.title', defaultMessage: 'Update Organization' },
  saved: { id: 'page.updateOrganization.saved', defaultMessage: 'Organization saved.' },
  notFound: { id: 'page.organizationDetail.notFound', defaultMessage: 'Organization not found' },
});

/** /organizations/:organizationId/update — the edit form with `expectedVersion` and the conflict view. */
export function UpdateOrganizationPage() {
  const intl = useIntl();
  const { data } = usePageData<Query, UpdateOrganizationPageData>(UpdateOrganizationPageQuery);
  const organization = data.node?.OrganizationForm_organization ?? null;
  const id = data.node?.id ?? '';
  const form: FormPageProps<OrganizationFormValues> = useEditRecordForm(useUpdateOrganization(), {
    variables: ({ name, description, website, tagIds, ownerId, dealAmount, dealCurrency }, expectedVersion) => ({
      input: { id, expectedVersion, name, description, website, tagIds, ownerId, dealAmount: toMinor(dealAmount ?? 0, dealCurrency), dealCurrency },
    }),
    saved: messages.saved,
    record: `/organizations/${encodeURIComponent(id)}`,
  });
  if (!organization || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));

  return (
    <TitledFormPage title={messages.title}>
      <OrganizationForm key={id} query={data} organization={organization} {...form} />
    </TitledFormPage>
  );
}
