import { Grid, SegmentedControl, Input, Stack, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { errorMessage } from '@/modules/relay/errorMessages';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { EditForm } from '@/modules/ui/form/EditForm';
import { useEditForm, type FormErrors, type FormSave } from '@/modules/ui/form/useEditForm';
import { EmailHtmlEditor } from './EmailHtmlEditor';
import { EmailPreviewFrame } from './EmailPreviewFrame';
import { emailTemplateStatuses, type EmailTemplateStatusValue } from './emailStatuses';
import { useEmailValueFormatter } from './emailValueFormatter';
import type { EmailTemplateForm_template$key } from './__generated__/EmailTemplateForm_template.graphql';

const messages = defineMessages({
  form: { id: 'email.template.form.label', defaultMessage: 'Email template' },
  name: { id: 'email.field.name', defaultMessage: 'Name' },
  subject: { id: 'email.field.subject', defaultMessage: 'Subject' },
  html: { id: 'email.field.html', defaultMessage: 'HTML' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  nameRequired: { id: 'email.template.validation.nameRequired', defaultMessage: 'Enter a name.' },
  subjectRequired: { id: 'email.validation.subjectRequired', defaultMessage: 'Enter a subject.' },
  htmlRequired: { id: 'email.validation.htmlRequired', defaultMessage: 'Write the HTML of the email.' },
  failed: { id: 'email.template.form.failed', defaultMessage: 'The template could not be saved' },
});

export interface EmailTemplateFormValues extends Record<string, unknown> {
  name: string;
  subject: string;
  html: string;
  /** Only when creating; later the detail page changes it. */
  status: EmailTemplateStatusValue;
}

type Field = keyof EmailTemplateFormValues & string;

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type EmailTemplateFormSubmit = FormSave<EmailTemplateFormValues>;

interface Props {
  template?: EmailTemplateForm_template$key | null;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: EmailTemplateFormSubmit;
  onCancel: () => void;
}

const refetchQuery = graphql`
  query EmailTemplateFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...EmailTemplateForm_template @alias
    }
  }
`;

/** Maps the server's `extensions.field` (e.g. `input.subject`) to a form field. */
/**
 * Create/edit form on the form recipe: name, subject and the HTML (source, with variable
 * buttons), the live preview beside it (a sandboxed frame); creating also picks the status
 * (a draft, or active at once). An edit sends `expectedVersion`; a save made in between opens
 * the conflict view (204.X000.004). Ctrl/⌘+Enter saves; Save is disabled while nothing changed.
 */
export function EmailTemplateForm({ template, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const existing = useFragment(
    graphql`
      fragment EmailTemplateForm_template on EmailTemplate {
        id
        name
        subject
        html
        status
        version
      }
    `,
    template ?? null,
  );
  const current: EmailTemplateFormValues = {
    name: existing?.name ?? '',
    subject: existing?.subject ?? '',
    html: existing?.html ?? '',
    status: existing?.status === 'ACTIVE' ? 'ACTIVE' : 'DRAFT',
  };
  const formatValue = useEmailValueFormatter('template');
  const labels: Record<Field, string> = {
    name: intl.formatMessage(messages.name),
    subject: intl.formatMessage(messages.subject),
    html: intl.formatMessage(messages.html),
    status: intl.formatMessage(messages.status),
  };
  const display = (field: Field, value: unknown): string => {
    if (field === 'status') {
      const status = emailTemplateStatuses.find((option) => option.value === value);
      return status ? intl.formatMessage(status.label) : String(value);
    }
    return String(value ?? '');
  };

  const form = useEditForm<EmailTemplateFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    reload: useNodeReload(refetchQuery, existing?.id),
    labels,
    display,
    long: ['html'],
    prepare: (values) => ({ ...values, name: values.name.trim(), subject: values.subject.trim() }),
    validate: ({ name, subject, html }) => {
      const found: FormErrors<EmailTemplateFormValues> = {};
      if (!name) found.name = intl.formatMessage(messages.nameRequired);
      if (!subject) found.subject = intl.formatMessage(messages.subjectRequired);
      if (!html.trim()) found.html = intl.formatMessage(messages.htmlRequired);
      return found;
    },
    save: onSubmit,
    inFlight,
    errorText: (error) => errorMessage(intl, error),
  });
  const { values, errors, set } = form;

  return (
    <EditForm
      form={form}
      label={intl.formatMessage(messages.form)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      failedTitle={intl.formatMessage(messages.failed)}
      errorTestId="email-form-error"
      changes={(since) => existing && <HistorySince nodeId={existing.id} sinceVersion={since} formatValue={formatValue} />}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            <TextInput label={labels.name} required value={values.name} error={errors.name} onChange={(event) => set('name', event.currentTarget.value)} data-autofocus />
            <TextInput label={labels.subject} required value={values.subject} error={errors.subject} onChange={(event) => set('subject', event.currentTarget.value)} />
            {!existing && (
              <Input.Wrapper label={labels.status} error={errors.status}>
                <div>
                  <SegmentedControl
                    aria-label={labels.status}
                    value={values.status}
                    onChange={(value) => set('status', value === 'ACTIVE' ? 'ACTIVE' : 'DRAFT')}
                    data={emailTemplateStatuses.map((status) => ({ value: status.value, label: intl.formatMessage(status.label) }))}
                  />
                </div>
              </Input.Wrapper>
            )}
            <EmailHtmlEditor label={labels.html} required value={values.html} error={errors.html} onChange={(html) => set('html', html)} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EmailPreviewFrame subject={values.subject} html={values.html} />
        </Grid.Col>
      </Grid>
    </EditForm>
  );
}
