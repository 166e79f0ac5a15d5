import { defineMessages, useIntl } from 'react-intl';
import { EmailTemplateDetail } from '@/modules/emails/EmailTemplateDetail';
import { useEmailTemplateChangedSubscription } from '@/modules/emails/useEmailTemplateChangedSubscription';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { EmailTemplateDetailPageData } from './emailTemplateDetailPageLoader';
import { EmailTemplateDetailPageQuery } from './EmailTemplateDetailPageQuery';
import type { EmailTemplateDetailPageQuery as EmailTemplateDetailPageQueryType } from './__generated__/EmailTemplateDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.emailTemplateDetail.title', defaultMessage: 'Detail Email Templates' },
  templates: { id: 'page.emailTemplates.title', defaultMessage: 'Email Templates' },
  notFound: { id: 'page.emailTemplateDetail.notFound', defaultMessage: 'Email template not found' },
});

function Detail() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<EmailTemplateDetailPageQueryType, EmailTemplateDetailPageData>(EmailTemplateDetailPageQuery);
  // After a reconnect: the template read again into the store (not the route's loader).
  const refresh = usePageRefresh(EmailTemplateDetailPageQuery, id);
  useEmailTemplateChangedSubscription(id, refresh);
  const name = data.node?.name ?? '';
  // Here, not around the boundary: the error screen names the problem in the title instead.
  const template = useFoundEntity(data.node?.EmailTemplateDetail_template, intl.formatMessage(messages.title), intl.formatMessage(messages.notFound));
  return (
    <PageFrame
      links={[{ label: intl.formatMessage(messages.templates), to: to(data.node?.status === 'DRAFT' ? '/draft-email-templates' : '/email-templates') }]}
      here={name}
      title={intl.formatMessage(messages.title)}
    >
      <EmailTemplateDetail template={template} />
    </PageFrame>
  );
}

/**
 * /email-templates/:emailtemplatesid ('Detail Email Templates'): the template, its preview, the
 * Draft/Active toggle and its history, live in every browser (emailTemplateChanged).
 */
export const EmailTemplateDetailPage = entityPage(Detail, { module: 'E' });
