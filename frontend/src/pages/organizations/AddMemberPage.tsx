import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { OrganizationMemberForm } from '@/modules/organizations/OrganizationMemberForm';
import { useAddOrganizationMember } from '@/modules/organizations/useAddOrganizationMember';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { AddMemberPageData } from './addMemberPageLoader';
import { AddMemberPageQuery } from './AddMemberPageQuery';
import type { AddMemberPageQuery as Query } from './__generated__/AddMemberPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.addMember.title', defaultMessage: 'Add Member' },
  submit: { id: 'page.addMember.submit', defaultMessage: 'Add member' },
  added: { id: 'page.addMember.added', defaultMessage: 'Member added.' },
  organizations: { id: 'page.organizations.title', defaultMessage: 'Organizations' },
  notFound: { id: 'page.organizationDetail.notFound', defaultMessage: 'Organization not found' },
});

/** /organizations/:organizationId/add-member — a contact person; back to the detail page on success. */
export function AddMemberPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  const { data } = usePageData<Query, AddMemberPageData>(AddMemberPageQuery);
  const [commit, inFlight] = useAddOrganizationMember();
  const id = data.node?.__typename === 'Organization' ? data.node.id : null;
  if (!id || data.node?.__typename !== 'Organization') throw new HttpError(404, intl.formatMessage(messages.notFound));
  const name = data.node.name;
  const detail = to(`/organizations/${encodeURIComponent(id)}`);
  return (
    <FormPage links={[{ label: intl.formatMessage(messages.organizations), to: to('/organizations') }, { label: name, to: detail }]} here={title} title={title} maw={760}>
      <OrganizationMemberForm
        submitLabel={intl.formatMessage(messages.submit)}
        inFlight={inFlight}
        onCancel={() => void navigate(detail)}
        onSubmit={(values, { onError, onSaved }) =>
          commit({
            variables: { input: { organizationId: id, ...values } },
            onCompleted: (_response, errors) => {
              if (errors?.length) return;
              onSaved(detail);
              notifications.show({ color: 'green', message: intl.formatMessage(messages.added) });
            },
            onError,
          })
        }
      />
    </FormPage>
  );
}
