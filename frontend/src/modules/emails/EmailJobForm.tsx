import { Button, Divider, Grid, Group, SimpleGrid, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import { IconClock, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ConfirmModal } from '@/modules/ui/ConfirmDialog';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { sameValue } from '@/modules/ui/form/sameValue';
import { useUnsavedChanges } from '@/modules/ui/form/unsavedChanges';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { BatchConditionsFields } from './BatchConditionsFields';
import { BatchSendConfirm } from './BatchSendConfirm';
import { EmailAddressesInput } from './EmailAddressesInput';
import { EmailAttachmentsField } from './EmailAttachmentsField';
import { EmailHtmlEditor } from './EmailHtmlEditor';
import { emailJobFieldOf, emptyEmailJob, validateEmailJob, type EmailJobField, type EmailJobFormValues, type EmailJobProblem } from './emailJobValues';
import type { EmailJobKind } from './emailPaths';
import { EmailPreviewFrame, type EmailPreviewWarning } from './EmailPreviewFrame';
import { EmailScheduleField } from './EmailScheduleField';
import { EmailTemplatePicker } from './EmailTemplatePicker';
import type { FoundEmailTemplate } from './useEmailTemplateSearch';
import type { BatchConditionsFields_query$key } from './__generated__/BatchConditionsFields_query.graphql';
import type { EmailJobForm_query$key } from './__generated__/EmailJobForm_query.graphql';

const messages = defineMessages({
  form: { id: 'email.job.form.label', defaultMessage: 'Email job' },
  sender: { id: 'email.job.form.sender', defaultMessage: 'Sender' },
  senderEmail: { id: 'email.field.senderEmail', defaultMessage: "Sender's email" },
  senderName: { id: 'email.field.senderName', defaultMessage: "Sender's name" },
  recipients: { id: 'email.field.recipients', defaultMessage: 'Recipients' },
  to: { id: 'email.field.targetEmails', defaultMessage: 'To' },
  cc: { id: 'email.field.ccEmails', defaultMessage: 'Cc' },
  bcc: { id: 'email.field.bccEmails', defaultMessage: 'Bcc' },
  content: { id: 'email.job.form.content', defaultMessage: 'Content' },
  subject: { id: 'email.field.subject', defaultMessage: 'Subject' },
  html: { id: 'email.field.html', defaultMessage: 'HTML' },
  tags: { id: 'email.field.tagNames', defaultMessage: 'Tags' },
  saveDraft: { id: 'email.job.form.saveDraft', defaultMessage: 'Save draft' },
  sendNow: { id: 'email.job.sendNow', defaultMessage: 'Send now' },
  schedule: { id: 'email.job.schedule', defaultMessage: 'Schedule' },
  failed: { id: 'email.job.form.failed', defaultMessage: 'The email job could not be saved' },
  senderEmailRequired: { id: 'email.validation.senderEmailRequired', defaultMessage: "Enter the sender's email address." },
  invalidEmail: { id: 'email.validation.invalidEmail', defaultMessage: 'Enter a valid email address.' },
  senderNameRequired: { id: 'email.validation.senderNameRequired', defaultMessage: "Enter the sender's name." },
  subjectRequired: { id: 'email.validation.subjectRequired', defaultMessage: 'Enter a subject.' },
  htmlRequired: { id: 'email.validation.htmlRequired', defaultMessage: 'Write the HTML of the email.' },
  noRecipients: { id: 'email.validation.noRecipients', defaultMessage: 'Add at least one recipient.' },
  noStages: { id: 'email.validation.noStages', defaultMessage: 'Choose at least one deal stage.' },
  scheduleMissing: { id: 'email.validation.scheduleMissing', defaultMessage: 'Enter the time to send it.' },
  schedulePast: { id: 'email.validation.schedulePast', defaultMessage: 'This time has passed. Choose a later one.' },
  emptyTitle: { id: 'email.job.form.emptyVariablesTitle', defaultMessage: 'Send with empty variables?' },
  emptyBody: defineMessage<{ variables: string }>({
    id: 'email.job.form.emptyVariablesBody',
    defaultMessage: 'These variables will be empty for some recipients: {variables}. The preview shows what they will read.',
  }),
  sendAnyway: { id: 'email.job.form.sendAnyway', defaultMessage: 'Send anyway' },
});

/** What the page does with a valid submission (`send` false: save a draft); `onError` when it fails. */
export type EmailJobFormSubmit = (values: EmailJobFormValues, send: boolean, done: { onError: (error: Error) => void }) => void;

interface Props {
  kind: EmailJobKind;
  query: EmailJobForm_query$key;
  /** A batch job's audience picker (deal stages, tags); only on the batch page. */
  conditionsQuery?: BatchConditionsFields_query$key | null;
  /** `?template=`: start from this active template. */
  initialTemplateId?: string | null;
  /** A saved draft's values (its edit form, issue 37 §6); a new job starts empty. */
  initialValues?: EmailJobFormValues | null;
  inFlight: boolean;
  onSubmit: EmailJobFormSubmit;
  onCancel: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A new single or batch job: sender, recipients (To/Cc/Bcc as address tags checked as you type)
 * or a batch's audience (deal stages and tags, with who it reaches now), subject and HTML typed
 * or taken from an active template, a sandboxed preview, attachments (uploaded at once), tags and
 * when to send. "Save draft" keeps it (send: false); "Send now" / "Schedule" sends it (send: true).
 * Enter and Ctrl/⌘+Enter save a draft, never send. Server refusals are shown in their words,
 * beside their field where the server names one.
 */
export function EmailJobForm({ kind, query, conditionsQuery, initialTemplateId, initialValues, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment EmailJobForm_query on Query {
        profile {
          name
        }
        emailTemplates(first: 100, filter: { status: ACTIVE }, orderBy: { field: NAME, direction: ASC }) {
          edges {
            node {
              id
              name
              subject
              html
            }
          }
        }
        ...useTagFormChoices_query
      }
    `,
    query,
  );
  const templates = data.emailTemplates.edges.map((edge) => edge.node);
  const [initial] = useState<EmailJobFormValues>(() => {
    if (initialValues) return initialValues;
    const template = templates.find((candidate) => candidate.id === initialTemplateId);
    return emptyEmailJob({
      senderName: data.profile.name,
      ...(template ? { templateId: template.id, subject: template.subject, html: template.html } : {}),
    });
  });
  const [values, setValues] = useState<EmailJobFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<EmailJobField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<'draft' | 'send' | null>(null);
  // The preview's warnings for the current recipients (issue 37 §6): sending asks first while there are any.
  const [warnings, setWarnings] = useState<readonly EmailPreviewWarning[]>([]);
  const [confirming, setConfirming] = useState<'emptyVariables' | 'batch' | null>(null);
  // Leaving with unsaved changes asks first (issue 37 §3); not while a save or send is on its way (it leaves when done).
  useUnsavedChanges(pending === null && !sameValue(values, initial));

  const set = <K extends EmailJobField>(field: K, value: EmailJobFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const problemText = (field: EmailJobField, problem: EmailJobProblem): string | undefined => {
    const required: Partial<Record<EmailJobField, MessageDescriptor>> = {
      senderEmail: messages.senderEmailRequired,
      senderName: messages.senderNameRequired,
      subject: messages.subjectRequired,
      html: messages.htmlRequired,
    };
    switch (problem) {
      case 'required': {
        const message = required[field];
        return message ? intl.formatMessage(message) : undefined;
      }
      case 'invalidEmail':
        return intl.formatMessage(messages.invalidEmail);
      // The address field names the addresses it does not take.
      case 'invalidAddresses':
        return undefined;
      case 'noRecipients':
        return intl.formatMessage(messages.noRecipients);
      case 'noStages':
        return intl.formatMessage(messages.noStages);
      case 'scheduleMissing':
        return intl.formatMessage(messages.scheduleMissing);
      case 'schedulePast':
        return intl.formatMessage(messages.schedulePast);
      default:
        return undefined;
    }
  };

  /** Checks the form; `confirmed` once the user said yes to what sending asks (empty variables). */
  const submit = (send: boolean, confirmed = false) => {
    if (inFlight || uploading) return;
    setFormError(null);
    const problems = validateEmailJob(values, kind, send);
    const found: Partial<Record<EmailJobField, string>> = {};
    for (const [field, problem] of Object.entries(problems) as [EmailJobField, EmailJobProblem][]) found[field] = problemText(field, problem);
    setErrors(found);
    if (Object.keys(problems).length > 0) return;
    if (send && !confirmed && kind === 'SINGLE' && warnings.length > 0) {
      setConfirming('emptyVariables');
      return;
    }
    // A batch reaches every contact of its stages: it says how many, and offers a test first.
    if (send && !confirmed && kind === 'BATCH') {
      setConfirming('batch');
      return;
    }
    setConfirming(null);
    setPending(send ? 'send' : 'draft');
    onSubmit(values, send, {
      onError: (error) => {
        setPending(null);
        const field = error instanceof ClientError ? emailJobFieldOf(error.field) : undefined;
        if (field) setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };

  const pickTemplate = (template: FoundEmailTemplate | null) => {
    if (!template) {
      set('templateId', null);
      return;
    }
    setValues((previous) => ({ ...previous, templateId: template.id, subject: template.subject, html: template.html }));
    setErrors((previous) => ({ ...previous, templateId: undefined, subject: undefined, html: undefined }));
  };

  const tags = useTagFormChoices(data);
  const tagSuggestions = [...new Set(tags.data.map((tag) => tag.label))];
  const later = values.schedule.mode === 'later';

  return (
    <RecipeForm onSubmit={() => submit(false)} label={intl.formatMessage(messages.form)} autoFocus>
      <Stack gap="xl">
        {formError && (
          <ErrorAlert title={intl.formatMessage(messages.failed)} testId="email-form-error">
            {formError}
          </ErrorAlert>
        )}
        <Section title={intl.formatMessage(messages.sender)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={intl.formatMessage(messages.senderEmail)}
              type="email"
              required
              autoComplete="email"
              value={values.senderEmail}
              error={errors.senderEmail}
              onChange={(event) => set('senderEmail', event.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label={intl.formatMessage(messages.senderName)}
              required
              autoComplete="name"
              value={values.senderName}
              error={errors.senderName}
              onChange={(event) => set('senderName', event.currentTarget.value)}
            />
          </SimpleGrid>
        </Section>
        <Divider />
        {kind === 'SINGLE' ? (
          <Section title={intl.formatMessage(messages.recipients)}>
            <EmailAddressesInput label={intl.formatMessage(messages.to)} required value={values.targetEmails} error={errors.targetEmails} onChange={(list) => set('targetEmails', list)} data-testid="email-to" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <EmailAddressesInput label={intl.formatMessage(messages.cc)} value={values.ccEmails} error={errors.ccEmails} onChange={(list) => set('ccEmails', list)} data-testid="email-cc" />
              <EmailAddressesInput label={intl.formatMessage(messages.bcc)} value={values.bccEmails} error={errors.bccEmails} onChange={(list) => set('bccEmails', list)} data-testid="email-bcc" />
            </SimpleGrid>
          </Section>
        ) : (
          conditionsQuery && (
            <Section title={intl.formatMessage(messages.recipients)}>
              <BatchConditionsFields
                query={conditionsQuery}
                value={{ dealStatusIds: values.dealStatusIds, tagIds: values.conditionTagIds }}
                error={errors.dealStatusIds ?? errors.conditionTagIds}
                onChange={(conditions) => {
                  setValues((previous) => ({ ...previous, dealStatusIds: conditions.dealStatusIds, conditionTagIds: conditions.tagIds }));
                  setErrors((previous) => ({ ...previous, dealStatusIds: undefined, conditionTagIds: undefined }));
                }}
              />
            </Section>
          )
        )}
        <Divider />
        <Section title={intl.formatMessage(messages.content)}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Stack gap="md">
                <EmailTemplatePicker templates={templates} value={values.templateId} error={errors.templateId} onPick={pickTemplate} />
                <TextInput label={intl.formatMessage(messages.subject)} required value={values.subject} error={errors.subject} onChange={(event) => set('subject', event.currentTarget.value)} />
                <EmailHtmlEditor label={intl.formatMessage(messages.html)} required value={values.html} error={errors.html} onChange={(html) => set('html', html)} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <EmailPreviewFrame
                subject={values.subject}
                html={values.html}
                senderName={values.senderName}
                recipients={kind === 'SINGLE' ? values.targetEmails : null}
                onWarnings={setWarnings}
              />
            </Grid.Col>
          </Grid>
          <EmailAttachmentsField value={values.attachments} onChange={(attachments) => set('attachments', attachments)} onBusyChange={setUploading} error={errors.attachments} />
          <TagsInput
            label={intl.formatMessage(messages.tags)}
            data={tagSuggestions}
            {...tags.search}
            value={values.tagNames}
            error={errors.tagNames}
            clearable
            acceptValueOnBlur
            onChange={(tagNames) => set('tagNames', tagNames)}
          />
        </Section>
        <Divider />
        <EmailScheduleField value={values.schedule} error={errors.schedule} onChange={(schedule) => set('schedule', schedule)} />
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button
            type="submit"
            variant="light"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={inFlight && pending === 'draft'}
            disabled={uploading || (inFlight && pending !== 'draft')}
            data-testid="email-save-draft"
          >
            {intl.formatMessage(messages.saveDraft)}
          </Button>
          <Button
            leftSection={later ? <IconClock size={16} aria-hidden /> : <IconSend size={16} aria-hidden />}
            loading={inFlight && pending === 'send'}
            disabled={uploading || (inFlight && pending !== 'send')}
            onClick={() => submit(true)}
            data-testid="email-send"
          >
            {intl.formatMessage(later ? messages.schedule : messages.sendNow)}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming === 'emptyVariables'}
        onClose={() => setConfirming(null)}
        title={intl.formatMessage(messages.emptyTitle)}
        body={intl.formatMessage(messages.emptyBody, { variables: [...new Set(warnings.map((warning) => `{{${warning.variable}}}`))].join(', ') })}
        confirm={{ label: intl.formatMessage(messages.sendAnyway), loading: inFlight, onClick: () => submit(true, true), testId: 'email-send-anyway', autoFocus: true }}
      />
      {kind === 'BATCH' && (
        <BatchSendConfirm
          opened={confirming === 'batch'}
          onClose={() => setConfirming(null)}
          conditions={{ dealStatusIds: values.dealStatusIds, tagIds: values.conditionTagIds }}
          later={later}
          test={{
            senderEmail: values.senderEmail.trim(),
            senderName: values.senderName.trim(),
            subject: values.subject,
            html: values.html,
            attachmentIds: values.attachments.map((attachment) => attachment.id),
            conditions: { dealStatusIds: values.dealStatusIds, tagIds: values.conditionTagIds },
          }}
          sending={inFlight}
          onConfirm={() => submit(true, true)}
        />
      )}
    </RecipeForm>
  );
}
