import { defineMessages, useIntl } from 'react-intl';
import { EmailTemplateFilters } from '@/modules/emails/EmailTemplateFilters';
import { emailTemplateColumns, EmailTemplateList } from '@/modules/emails/EmailTemplateList';
import { EmailTemplatesViewSwitch } from '@/modules/emails/EmailTemplatesViewSwitch';
import { emailTemplateExport } from '@/modules/emails/emailTemplateExport';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
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
  const { drafts, filter, data, queryRef } = usePageData<EmailTemplatesPageQueryType, EmailTemplatesPageData>(EmailTemplatesPageQuery);
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame
      title={title}
      exportList={{ spec: emailTemplateExport, variables: queryRef.variables, name: title }}
      savedView={drafts ? 'draft-email-templates' : 'email-templates'}
      columns={emailTemplateColumns}
      actions={
        <>
          <EmailTemplatesViewSwitch drafts={drafts} />
          {/* Issue 35: this area's own trash. */}
          <TrashLink kind="EmailTemplate" />
        </>
      }
      create={{ to: to('/email-templates/new'), label: intl.formatMessage(messages.create) }}
    >
      <EmailTemplateFilters key={drafts ? 'drafts' : 'all'} drafts={drafts} />
      <EmailTemplateList query={data} filter={filter} drafts={drafts} />
    </ListPageFrame>
  );
}
