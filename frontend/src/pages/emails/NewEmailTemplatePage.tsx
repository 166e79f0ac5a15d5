import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { emailTemplatePath } from '@/modules/emails/emailPaths';
import { EmailTemplateForm, emailTemplateBody, type EmailTemplateFormSubmit } from '@/modules/emails/EmailTemplateForm';
import { useCreateEmailTemplate } from '@/modules/emails/useCreateEmailTemplate';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { PageHeader } from '@/modules/ui/PageHeader';

const messages = defineMessages({
  title: { id: 'page.newEmailTemplate.title', defaultMessage: 'New Email Template' },
  submit: { id: 'page.newEmailTemplate.submit', defaultMessage: 'Create template' },
  created: { id: 'page.newEmailTemplate.created', defaultMessage: 'Template created.' },
});

/** /email-templates/new ('New Email Template'). */
export function NewEmailTemplatePage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const [commit, inFlight] = useCreateEmailTemplate();

  const submit: EmailTemplateFormSubmit = (values, _expectedVersion, { onError, onSaved }) => {
    commit({
      variables: { input: { name: values.name, subject: values.subject, ...emailTemplateBody(values), status: values.status } },
      onCompleted: (response) => {
        onSaved(to(emailTemplatePath(response.createEmailTemplate.emailTemplate.id)));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md">
        <EmailTemplateForm submitLabel={intl.formatMessage(messages.submit)} inFlight={inFlight} onSubmit={submit} onCancel={() => void navigate(to('/email-templates'))} />
      </Paper>
    </>
  );
}
