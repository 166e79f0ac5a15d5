import { Paper } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { emailTemplatePath } from '@/modules/emails/emailPaths';
import { EmailTemplateForm, emailTemplateBody, type EmailTemplateFormValues } from '@/modules/emails/EmailTemplateForm';
import { useEmailTemplateChangedSubscription } from '@/modules/emails/useEmailTemplateChangedSubscription';
import { useUpdateEmailTemplate } from '@/modules/emails/useUpdateEmailTemplate';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { entityPage } from '@/modules/routing/EntityBoundary';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { PageFrame } from '@/modules/ui/PageFrame';
import { useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { EditEmailTemplatePageData } from './editEmailTemplatePageLoader';
import { EditEmailTemplatePageQuery } from './EditEmailTemplatePageQuery';
import type { EditEmailTemplatePageQuery as EditEmailTemplatePageQueryType } from './__generated__/EditEmailTemplatePageQuery.graphql';

const messages = defineMessages({
  // The spec's title for the edit page.
  title: { id: 'page.newEmailTemplate.title', defaultMessage: 'New Email Template' },
  templates: { id: 'page.emailTemplates.title', defaultMessage: 'Email Templates' },
  saved: { id: 'page.editEmailTemplate.saved', defaultMessage: 'Template saved.' },
  notFound: { id: 'page.emailTemplateDetail.notFound', defaultMessage: 'Email template not found' },
});

function EditTemplate() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<EditEmailTemplatePageQueryType, EditEmailTemplatePageData>(EditEmailTemplatePageQuery);
  const refresh = usePageRefresh(EditEmailTemplatePageQuery, id);
  // Someone else's save shows in the conflict view's "stored now" without a reload.
  useEmailTemplateChangedSubscription(id, refresh);
  const name = data.node?.name ?? '';
  const template = useFoundEntity(data.node?.EmailTemplateForm_template, intl.formatMessage(messages.title), intl.formatMessage(messages.notFound));
  const detail = to(emailTemplatePath(id));

  const form: FormPageProps<EmailTemplateFormValues> = useEditRecordForm(useUpdateEmailTemplate(), {
    variables: (values, expectedVersion) => ({ input: { id, expectedVersion, name: values.name, subject: values.subject, ...emailTemplateBody(values) } }),
    saved: messages.saved,
    record: emailTemplatePath(id),
  });

  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.templates), to: to('/email-templates') }, { label: name, to: detail }]} title={intl.formatMessage(messages.title)}>
      <Paper withBorder p="lg" radius="md">
        <EmailTemplateForm key={id} template={template} {...form} />
      </Paper>
    </PageFrame>
  );
}

/** /email-templates/:emailtemplatesid/edit (the spec's title: 'New Email Template'): name, subject and HTML with expectedVersion and the conflict view (204.X000.004). */
export const EditEmailTemplatePage = entityPage(EditTemplate, { module: 'E' });
