import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { EmailTemplateFilters } from '@/modules/emails/EmailTemplateFilters';
import { EmailTemplateList } from '@/modules/emails/EmailTemplateList';
import { EmailTemplatesViewSwitch } from '@/modules/emails/EmailTemplatesViewSwitch';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { EmailTemplatesPageData } from './emailTemplatesPageLoader';
import { EmailTemplatesPageQuery } from './EmailTemplatesPageQuery';
import type { EmailTemplatesPageQuery as EmailTemplatesPageQueryType } from './__generated__/EmailTemplatesPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailTemplates.title', defaultMessage: 'Email Templates' },
  create: { id: 'page.emailTemplates.create', defaultMessage: 'New template' },
});

/**
 * /email-templates and /draft-email-templates (both 'Email Templates'): the list recipe (search,
 * status filter, sort, load more, live through the store); the drafts route is the same list
 * filtered to drafts.
 */
export function EmailTemplatesPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { drafts, filter, data } = usePageData<EmailTemplatesPageQueryType, EmailTemplatesPageData>(EmailTemplatesPageQuery);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        <EmailTemplatesViewSwitch drafts={drafts} />
        <LinkButton to={to('/email-templates/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </PageHeader>
      <EmailTemplateFilters key={drafts ? 'drafts' : 'all'} drafts={drafts} />
      <EmailTemplateList query={data} filter={filter} drafts={drafts} />
    </Stack>
  );
}
