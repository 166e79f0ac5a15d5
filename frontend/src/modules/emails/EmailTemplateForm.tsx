import { Alert, Grid, SegmentedControl, Input, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { EmailHtmlEditor } from './EmailHtmlEditor';
import { EmailPreviewFrame } from './EmailPreviewFrame';
import { emailTemplateStatuses, type EmailTemplateStatusValue } from './emailStatuses';
import { useEmailValueFormatter } from './emailValueFormatter';
import type { EmailTemplateForm_template$key } from './__generated__/EmailTemplateForm_template.graphql';
import type { EmailTemplateFormRefetchQuery } from './__generated__/EmailTemplateFormRefetchQuery.graphql';

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

const fields: readonly Field[] = ['name', 'subject', 'html', 'status'];

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type EmailTemplateFormSubmit = (
  values: EmailTemplateFormValues,
  expectedVersion: number | null,
  done: { onError: (error: Error) => void; onSaved: () => void },
) => void;

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
function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  const name = error.field.replace(/^input\./, '').replace(/\[\d+\]$/, '');
  return fields.find((candidate) => candidate === name);
}

/**
 * Create/edit form on the form recipe: name, subject and the HTML (source, with variable
 * buttons), the live preview beside it (a sandboxed frame); creating also picks the status
 * (a draft, or active at once). An edit sends `expectedVersion`; a save made in between opens
 * the conflict view (204.X000.004). Ctrl/⌘+Enter saves; Save is disabled while nothing changed.
 */
export function EmailTemplateForm({ template, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
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
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<EmailTemplateFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<EmailTemplateFormRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formatValue = useEmailValueFormatter('template');
  const set = <K extends Field>(field: K, value: EmailTemplateFormValues[K]) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
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

  const send = (next: EmailTemplateFormValues, expectedVersion: number | null) => {
    setFormError(null);
    const name = next.name.trim();
    const subject = next.subject.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!name) found.name = intl.formatMessage(messages.nameRequired);
    if (!subject) found.subject = intl.formatMessage(messages.subjectRequired);
    if (!next.html.trim()) found.html = intl.formatMessage(messages.htmlRequired);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent = { ...next, name, subject };
    onSubmit(sent, expectedVersion, {
      onSaved: () => recipe.saved(sent, expectedVersion === null ? null : expectedVersion + 1),
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        const field = fieldOf(error);
        if (field) setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };

  const canSave = existing ? recipe.dirty : true;
  const submit = () => {
    if (!canSave || inFlight) return;
    send(values, recipe.version);
  };

  const conflict = recipe.conflict;
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .filter((field) => display(field, conflict.mine[field]) !== display(field, current[field]))
        .map((field) => ({ key: field, label: labels[field], mine: display(field, conflict.mine[field]), theirs: display(field, current[field]), long: field === 'html' }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (existing?.version ?? 0) >= conflict.currentVersion);
  const kept = recipe.kept;

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={intl.formatMessage(messages.failed)} role="alert" data-testid="email-form-error">
            {formError}
          </Alert>
        )}
        {conflict && existing && (
          <ConflictPanel
            rows={conflictRows}
            changes={<HistorySince nodeId={existing.id} sinceVersion={conflict.expectedVersion} formatValue={formatValue} />}
            theirsReady={theirsReady}
            saving={inFlight}
            onReload={recipe.reloadTheirs}
            onSaveMine={() => {
              const mine = recipe.mineOverTheirs();
              send(mine.values, mine.version);
            }}
          />
        )}
        {kept && (
          <KeptValues
            rows={(Object.keys(kept) as Field[]).map((field) => ({ key: field, label: labels[field], text: display(field, kept[field]), long: field === 'html' }))}
            onRestore={(field) => recipe.restoreKept(field as Field)}
            onDismiss={recipe.dismissKept}
          />
        )}
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
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
