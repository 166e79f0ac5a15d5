import { defineMessages, useIntl } from 'react-intl';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { toMinor } from '@/modules/organizations/money';
import { OrganizationForm, type OrganizationFormValues } from '@/modules/organizations/OrganizationForm';
import { useUpdateOrganization } from '@/modules/organizations/useUpdateOrganization';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
import type { UpdateOrganizationPageData } from './updateOrganizationPageLoader';
import { UpdateOrganizationPageQuery } from './UpdateOrganizationPageQuery';
import type { UpdateOrganizationPageQuery as Query } from './__generated__/UpdateOrganizationPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateOrganization.title', defaultMessage: 'Update Organization' },
  submit: { id: 'page.updateOrganization.submit', defaultMessage: 'Save changes' },
  saved: { id: 'page.updateOrganization.saved', defaultMessage: 'Organization saved.' },
  notFound: { id: 'page.organizationDetail.notFound', defaultMessage: 'Organization not found' },
});

/** /organizations/:organizationId/update — the edit form with `expectedVersion` and the conflict view. */
export function UpdateOrganizationPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  const { data } = usePageData<Query, UpdateOrganizationPageData>(UpdateOrganizationPageQuery);
  const organization = data.node?.OrganizationForm_organization ?? null;
  const id = data.node?.id ?? '';
  const detail = to(`/organizations/${encodeURIComponent(id)}`);
  const form: FormPageProps<OrganizationFormValues> = usePageForm(useUpdateOrganization(), {
    variables: ({ name, description, website, tagIds, ownerId, dealAmount, dealCurrency }, expectedVersion) => ({
      input: { id, expectedVersion, name, description, website, tagIds, ownerId, dealAmount: toMinor(dealAmount ?? 0, dealCurrency), dealCurrency },
    }),
    next: () => detail,
    saved: messages.saved,
    submitLabel: messages.submit,
    cancelTo: detail,
  });
  if (!organization || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));

  return (
    <FormPage title={title}>
      <OrganizationForm key={id} query={data} organization={organization} {...form} />
    </FormPage>
  );
}
