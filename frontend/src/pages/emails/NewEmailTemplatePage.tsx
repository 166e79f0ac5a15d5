import { Paper } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { EmailTemplateForm, emailTemplateBody, type EmailTemplateFormValues } from '@/modules/emails/EmailTemplateForm';
import { useCreateEmailTemplate } from '@/modules/emails/useCreateEmailTemplate';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';
import { useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';

const messages = defineMessages({
  title: { id: 'page.newEmailTemplate.title', defaultMessage: 'New Email Template' },
  submit: { id: 'page.newEmailTemplate.submit', defaultMessage: 'Create template' },
  created: { id: 'page.newEmailTemplate.created', defaultMessage: 'Template created.' },
});

/** /email-templates/new ('New Email Template'). */
export function NewEmailTemplatePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  const form: FormPageProps<EmailTemplateFormValues> = useNewRecordForm(useCreateEmailTemplate(), {
    variables: (values) => ({ input: { name: values.name, subject: values.subject, ...emailTemplateBody(values), status: values.status } }),
    list: '/email-templates',
    created: (response) => response.createEmailTemplate.emailTemplate.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md">
        <EmailTemplateForm {...form} />
      </Paper>
    </>
  );
}
