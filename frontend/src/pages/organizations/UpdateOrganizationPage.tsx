import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { toMinor } from '@/modules/organizations/money';
import { OrganizationForm, type OrganizationFormSubmit } from '@/modules/organizations/OrganizationForm';
import { useUpdateOrganization } from '@/modules/organizations/useUpdateOrganization';
import { PageHeader } from '@/modules/ui/PageHeader';
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
  const navigate = useNavigate();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  const { queryRef } = useLoaderData() as UpdateOrganizationPageData;
  const data = usePreloadedQuery<Query>(UpdateOrganizationPageQuery, queryRef);
  const [commit, inFlight] = useUpdateOrganization();
  const organization = data.node?.OrganizationForm_organization ?? null;
  const id = data.node?.id ?? '';
  if (!organization || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const detail = to(`/organizations/${encodeURIComponent(id)}`);

  const submit: OrganizationFormSubmit = (values, expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          id,
          expectedVersion: expectedVersion ?? 0,
          name: values.name,
          description: values.description,
          website: values.website,
          tagIds: values.tagIds,
          ownerId: values.ownerId,
          dealAmount: toMinor(values.dealAmount ?? 0, values.dealCurrency),
          dealCurrency: values.dealCurrency,
        },
      },
      onCompleted: (_response, errors) => {
        if (errors?.length) return;
        onSaved(detail);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md" maw={960}>
        <OrganizationForm
          key={id}
          query={data}
          organization={organization}
          submitLabel={intl.formatMessage(messages.submit)}
          inFlight={inFlight}
          onSubmit={submit}
          onCancel={() => void navigate(detail)}
        />
      </Paper>
    </>
  );
}
