import { Paper } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { emailTemplatePath } from '@/modules/emails/emailPaths';
import { EmailTemplateForm, emailTemplateBody, type EmailTemplateFormValues } from '@/modules/emails/EmailTemplateForm';
import { useCreateEmailTemplate } from '@/modules/emails/useCreateEmailTemplate';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';

const messages = defineMessages({
  title: { id: 'page.newEmailTemplate.title', defaultMessage: 'New Email Template' },
  submit: { id: 'page.newEmailTemplate.submit', defaultMessage: 'Create template' },
  created: { id: 'page.newEmailTemplate.created', defaultMessage: 'Template created.' },
});

/** /email-templates/new ('New Email Template'). */
export function NewEmailTemplatePage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const form: FormPageProps<EmailTemplateFormValues> = usePageForm(useCreateEmailTemplate(), {
    variables: (values) => ({ input: { name: values.name, subject: values.subject, ...emailTemplateBody(values), status: values.status } }),
    next: (response) => to(emailTemplatePath(response.createEmailTemplate.emailTemplate.id)),
    saved: messages.created,
    submitLabel: messages.submit,
    cancelTo: to('/email-templates'),
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
