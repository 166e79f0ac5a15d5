import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { toMinor } from '@/modules/organizations/money';
import { OrganizationForm, type OrganizationFormSubmit } from '@/modules/organizations/OrganizationForm';
import { useCreateOrganization } from '@/modules/organizations/useCreateOrganization';
import { PageHeader } from '@/modules/ui/PageHeader';
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
  const to = useLocalePath();
  const navigate = useNavigate();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  const { queryRef } = useLoaderData() as NewOrganizationPageData;
  const data = usePreloadedQuery<Query>(NewOrganizationPageQuery, queryRef);
  const [commit, inFlight] = useCreateOrganization();

  const submit: OrganizationFormSubmit = (values, _expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          name: values.name,
          description: values.description,
          website: values.website,
          tagIds: values.tagIds,
          ownerId: values.ownerId,
          dealAmount: toMinor(values.dealAmount ?? 0, values.dealCurrency),
          dealCurrency: values.dealCurrency,
          dealStatusId: values.dealStatusId,
        },
      },
      onCompleted: (response, errors) => {
        if (errors?.length) return;
        onSaved(to(`/organizations/${encodeURIComponent(response.createOrganization.organization.id)}`));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md" maw={960}>
        <OrganizationForm
          query={data}
          submitLabel={intl.formatMessage(messages.submit)}
          inFlight={inFlight}
          onSubmit={submit}
          onCancel={() => void navigate(to('/organizations'))}
        />
      </Paper>
    </>
  );
}
